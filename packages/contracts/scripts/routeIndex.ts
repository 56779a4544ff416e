// Writes src/routeIndex.ts, the browser's zod-free view of the route table, and
// src/publicReads.ts, its public reads. Run after changing
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

/**
 * Whether a route is a public read (a GET anyone may make, called by the client): what a
 * page's first screen may read before the API client loads (`src/publicReads.ts`).
 */
function isPublicRead(def: RouteDef): boolean {
  return def.method === 'GET' && def.access === 'public' && !def.navigation && !def.devOnly;
}

const header = `// Generated from src/routes.ts by \`pnpm --filter @quoteway/contracts routes\`: do not edit.`;

/** The source of src/publicReads.ts for the current route table. */
export function renderPublicReads(): string {
  const lines = Object.entries(routes)
    .filter(([, def]) => isPublicRead(def as RouteDef))
    .map(([name, def]) => `export const ${name} = ${entryOf(def as RouteDef)} as const;`);
  return `${header}
// The route table's public reads (GET, public access), without schemas, each its own export:
// a page's first screen imports the few it reads before the API client loads, and the bundle
// keeps only those (the route index, which the client uses, is a module apart).

${lines.join('\n')}
`;
}

/** The source of src/routeIndex.ts for the current route table. */
export function renderRouteIndex(): string {
  const lines = Object.entries(routes).map(
    ([name, def]) => `  ${name}: ${entryOf(def as RouteDef)},`,
  );
  return `${header}
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
  for (const [name, render] of [
    ['routeIndex.ts', renderRouteIndex],
    ['publicReads.ts', renderPublicReads],
  ] as const) {
    const file = path.join(import.meta.dirname, '..', 'src', name);
    await writeFile(file, render());
    console.log(`Wrote ${file}`);
  }
}
