import type { ApiInput, ApiRouteName } from '@quoteway/api-client';

// The query keys of `@quoteway/api-client` (`apiQueryKey`, `apiRouteKey`), for the code of a
// first screen: importing them from there would bring the module of `apiQuery` and the route
// table into the first load (keys.test.ts checks they agree).

/** The query key of a call: the route's name, then its input. */
export function readKey<K extends ApiRouteName>(name: K, input?: ApiInput<K>) {
  return [name, input ?? {}] as const;
}

/** Every query of one route, whatever its input. */
export function routeKey<K extends ApiRouteName>(name: K) {
  return [name] as const;
}
