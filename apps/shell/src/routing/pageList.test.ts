import { appPages, matchPage } from '@quoteway/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every path of a route tree (the catch-all and path-less layouts left out). */
function pathsOf(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

// The server answers 404 for a path that is none of `appPages` (and search engines read
// that), so the SPA's routes and that list must be the same set.
describe('the page list the server uses', () => {
  const shellPaths = pathsOf(routes);

  it('has every route of the shell (with the console and the embeds)', () => {
    const listed = appPages.map((p) => p.path);
    expect(shellPaths.filter((path) => !listed.includes(path))).toEqual([]);
  });

  it('has no page the shell does not route', () => {
    expect(appPages.map((p) => p.path).filter((path) => !shellPaths.includes(path))).toEqual([]);
  });

  it('shows the not-found page for the rest (a catch-all route)', () => {
    const layout = routes[0]?.children?.find((r) => r.children?.some((c) => c.path === '*'));
    expect(layout).toBeTruthy();
  });

  it('reads each shell route as itself', () => {
    for (const path of shellPaths) {
      const sample = path
        .replace(/\/:\w+\?/g, '')
        .replace(/:\w+/g, 'x')
        .replace(/^$/, '/');
      expect(matchPage(sample)?.page.path).toBe(path);
    }
  });
});
