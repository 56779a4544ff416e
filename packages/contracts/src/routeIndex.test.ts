import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { renderPublicReads, renderRouteIndex } from '../scripts/routeIndex';
import { routeIndex } from './routeIndex';
import { routes } from './routes';

it('matches the route table (run `pnpm --filter @quoteway/contracts routes` to update)', async () => {
  const committed = await readFile(path.join(import.meta.dirname, 'routeIndex.ts'), 'utf8');
  expect(renderRouteIndex()).toBe(committed);
  const publicReads = await readFile(path.join(import.meta.dirname, 'publicReads.ts'), 'utf8');
  expect(renderPublicReads()).toBe(publicReads);
});

it('names every route of the table with its method, path and access', () => {
  for (const [name, def] of Object.entries(routes)) {
    const entry = routeIndex[name as keyof typeof routeIndex];
    expect(entry).toMatchObject({ method: def.method, path: def.path, access: def.access });
  }
  expect(Object.keys(routeIndex)).toEqual(Object.keys(routes));
});
