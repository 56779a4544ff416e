import { matchRoutes, type Params, type RouteObject } from 'react-router';

let table: RouteObject[] = [];

/** The route table whose lazily loaded pages `preloadRoute` fetches (set by routes.tsx). */
export function registerRoutes(routes: RouteObject[]): void {
  table = routes;
}

/** Where a page is: its route's parameters and the address's query. */
export interface PageAddress {
  params: Params;
  search: URLSearchParams;
}

/**
 * A route's `handle`: `prefetch` starts the reads its page shows first (filling the query
 * cache), for the first render of a page opened from its address.
 */
export interface RouteHandle {
  prefetch?(page: PageAddress): Promise<unknown>;
}

function routesAt(href: string) {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return matchRoutes(table, pathname) ?? [];
}

/**
 * Fetch the code of the page at `href` (each matching route's `lazy`); settles when it is
 * there, or failed (the router's own `lazy` call then tries again and shows the error). Other
 * origins and pages without lazy code settle at once.
 */
export async function loadRoute(href: string): Promise<void> {
  if (!href.startsWith('/')) return;
  const loads = routesAt(href).map(({ route }) =>
    // The import is cached by the browser: asking again costs nothing.
    typeof route.lazy === 'function' ? Promise.resolve(route.lazy()) : undefined,
  );
  await Promise.allSettled(loads);
}

/**
 * Fetch what the page at `href` shows first (each matching route's `handle.prefetch`) into
 * the query cache; settles when it is there or failed (the page's own query then shows the
 * error), or after `waitMs` at most (the page then shows its loading state until it is there).
 */
export async function loadRouteData(href: string, waitMs: number): Promise<void> {
  if (!href.startsWith('/')) return;
  const search = new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '');
  const reads = routesAt(href).map(({ route, params }) =>
    (route.handle as RouteHandle | undefined)?.prefetch?.({ params, search }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.allSettled(reads), late]);
  clearTimeout(timer);
}

/**
 * Fetch the code of the page at `href` when a link to it is pointed at, focused or touched:
 * by the click the page's chunk is there, and the router's own `lazy` call finds it loaded.
 */
export function preloadRoute(href: string): void {
  void loadRoute(href);
}
