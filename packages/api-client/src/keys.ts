import type { ApiInput, ApiRouteName } from './client';

// The query keys of the route table's calls, in a module of their own (no route table, no
// client): a page's first screen reads and invalidates by them before the API client loads.

/**
 * The query key of a call: the route's name, then its input. Invalidating `[name]` refreshes
 * every query of that route, whatever its input.
 */
export function apiQueryKey<K extends ApiRouteName>(name: K, input?: ApiInput<K>) {
  return [name, input ?? {}] as const;
}

/** Every query of one route, whatever its input: what to invalidate after a change. */
export function apiRouteKey<K extends ApiRouteName>(name: K) {
  return [name] as const;
}
