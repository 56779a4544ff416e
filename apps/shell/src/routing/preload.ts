import { matchRoutes, type RouteObject } from 'react-router';

let table: RouteObject[] = [];

/** The route table whose lazily loaded pages `preloadRoute` fetches (set by routes.tsx). */
export function registerRoutes(routes: RouteObject[]): void {
  table = routes;
}

/**
 * Fetch the code of the page at `href` (each matching route's `lazy`), when a link to it is
 * pointed at, focused or touched: by the click the page's chunk is there, and the router's
 * own `lazy` call finds it loaded. Other origins and pages without lazy code do nothing.
 */
export function preloadRoute(href: string): void {
  if (!href.startsWith('/')) return;
  const pathname = href.split(/[?#]/)[0] ?? href;
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    // The import is cached by the browser: asking again costs nothing.
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}
