import { routeIndex } from '@quoteway/contracts/routeIndex';
import type { ApiClient, ApiInput, ApiOutput, ApiRouteName, CallOptions } from './client';
import { apiQueryKey } from './keys';

/** Spec section 7: public reference data (trades, places, plans) is reused for 2 minutes. */
export const REFERENCE_STALE_MS = 120_000;

/**
 * Options for TanStack Query's `useQuery` / `fetchQuery` from the route table: key, fetcher
 * (cancelled with the query) and, for public GETs, the spec's two minutes of freshness.
 */
export function apiQuery<K extends ApiRouteName>(api: ApiClient, name: K, input?: ApiInput<K>) {
  const entry = routeIndex[name];
  const fetcher = api[name] as unknown as (
    input?: ApiInput<K>,
    options?: CallOptions,
  ) => Promise<ApiOutput<K>>;
  return {
    queryKey: apiQueryKey(name, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetcher(input, { signal }),
    staleTime: entry.method === 'GET' && entry.access === 'public' ? REFERENCE_STALE_MS : 0,
  };
}
