import { matchRoutes, type RouteObject } from 'react-router';

let table: RouteObject[] = [];

/** The route table whose lazily loaded pages `preloadRoute` fetches (set by routes.tsx). */
export function registerRoutes(routes: RouteObject[]): void {
  table = routes;
}

/**
 * Fetch the code of the page at `href` (each matching route's `lazy`); settles when it is
 * there, or failed (the router's own `lazy` call then tries again and shows the error). Other
 * origins and pages without lazy code settle at once.
 */
export async function loadRoute(href: string): Promise<void> {
  if (!href.startsWith('/')) return;
  const pathname = href.split(/[?#]/)[0] ?? href;
  const loads = (matchRoutes(table, pathname) ?? []).map(({ route }) =>
    // The import is cached by the browser: asking again costs nothing.
    typeof route.lazy === 'function' ? Promise.resolve(route.lazy()) : undefined,
  );
  await Promise.allSettled(loads);
}

/**
 * Fetch the code of the page at `href` when a link to it is pointed at, focused or touched:
 * by the click the page's chunk is there, and the router's own `lazy` call finds it loaded.
 */
export function preloadRoute(href: string): void {
  void loadRoute(href);
}
