// Writes src/routeIndex.ts, the browser's zod-free view of the route table. Run after changing
// a route:   pnpm --filter @quoteway/contracts routes
// The contracts' tests fail when the committed file differs from what this generates.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RouteDef, routes } from '../src/index';

/** The facts of each route the client needs to call it, and nothing that needs zod. */
function entryOf(def: RouteDef): string {
  const facts: string[] = [
    `method: '${def.method}'`,
    `path: '${def.path}'`,
    `access: '${def.access}'`,
  ];
  if (def.sealed) facts.push('sealed: true');
  if (def.multipart) facts.push(`file: '${def.multipart.file}'`);
  if (def.encryptedPassword) facts.push('encryptedPassword: true');
  if (def.navigation) facts.push('navigation: true');
  if (def.devOnly) facts.push('devOnly: true');
  return `{ ${facts.join(', ')} }`;
}

/** The source of src/routeIndex.ts for the current route table. */
export function renderRouteIndex(): string {
  const lines = Object.entries(routes).map(
    ([name, def]) => `  ${name}: ${entryOf(def as RouteDef)},`,
  );
  return `// Generated from src/routes.ts by \`pnpm --filter @quoteway/contracts routes\`: do not edit.
// The route table without its schemas, so that the browser's client ships no zod. The types
// below make the compiler refuse an entry that disagrees with the table.
import type { RouteIndexEntry } from './route';
import type { Routes } from './routes';

export const routeIndex = {
${lines.join('\n')}
} as const satisfies { [K in keyof Routes]: RouteIndexEntry<Routes[K]> };
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = path.join(import.meta.dirname, '..', 'src', 'routeIndex.ts');
  await writeFile(file, renderRouteIndex());
  console.log(`Wrote ${file}`);
}
