// The query runtime: TanStack Query, the shell's QueryClient and its API client, one chunk
// that a page's first screen does without (`loadQuery`). Pages and pieces that read through
// TanStack Query come with it (`withQueryClient`); the home page's first reads are handed to
// its cache when it comes (`firstReads`). It imports nothing that loads it (no cycle).
import { type ApiClient, type ApiInput, type ApiRouteName, apiQuery } from '@quoteway/api-client';
import {
  MutationObserver,
  type MutationObserverOptions,
  QueryClientProvider,
  QueryObserver,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { api } from '../api';
import { queryClient } from '../queryClient';

export { api, queryClient };

/** `apiQuery` with the shell's API client (whichever origin it points at now). */
export function shellApiQuery<K extends ApiRouteName>(name: K, input?: ApiInput<K>) {
  return apiQuery(api as ApiClient, name, input);
}

/**
 * Run a write as a mutation of the shell's QueryClient where no component owns it (the theme
 * store's subscription, the language switch, sign-out): what `useMutation` is for a component,
 * so every write of the shell goes through the mutation cache. Its `onSuccess` patches or
 * invalidates what the write changed.
 */
export function runMutation<TData, TVariables = void>(
  options: MutationObserverOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/** A read made before the runtime was there (`firstReads`), as the query cache would show it. */
export interface FirstRead {
  key: readonly unknown[];
  data?: unknown;
  /** When the answer came (the query cache's `updatedAt`). */
  updatedAt?: number;
  /** The fetch under way, handed to the query cache if it is still going when it loads. */
  promise?: Promise<unknown>;
}

/**
 * The first reads' answers into the query cache (their fetches, if still under way, as the
 * queries' fetches), before any query of theirs is observed: nothing is read twice.
 */
export function adoptFirstReads(reads: FirstRead[]): void {
  for (const read of reads) {
    if (read.data !== undefined) {
      queryClient.setQueryData(read.key, read.data, { updatedAt: read.updatedAt });
    } else if (read.promise) {
      const promise = read.promise;
      void queryClient.prefetchQuery({
        queryKey: read.key,
        queryFn: async () => {
          const data = await promise;
          if (data === undefined) throw new Error('The first read failed');
          return data;
        },
      });
    }
  }
}

/** Any route's query options (the observer's result is typed by `UseApiRead`). */
type ReadOptions = QueryObserverOptions<unknown, Error, unknown, unknown, readonly unknown[]>;

/** How a reader reads: whether it reads at all, and how long an answer stays fresh. */
export interface ReadSettings {
  enabled: boolean;
  /** The route's own freshness (`apiQuery`) unless given. */
  staleTime?: number;
  /** Whether a reader mounting after a failed read asks again (TanStack's default: yes). */
  retryOnMount?: boolean;
}

function options(
  name: ApiRouteName,
  input: unknown,
  { enabled, staleTime, retryOnMount }: ReadSettings,
) {
  const read = shellApiQuery(name, input as ApiInput<ApiRouteName>);
  return queryClient.defaultQueryOptions({
    ...read,
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(retryOnMount === undefined ? {} : { retryOnMount }),
  } as ReadOptions);
}

/** One reader's query (what `useQuery` keeps per component), for `useApiRead`. */
export function apiReadObserver(name: ApiRouteName, input: unknown, settings: ReadSettings) {
  const observer = new QueryObserver(queryClient, options(name, input, settings));
  return {
    subscribe: (onChange: () => void) => observer.subscribe(onChange),
    current: () => observer.getCurrentResult(),
    update: (n: ApiRouteName, i: unknown, s: ReadSettings) => observer.setOptions(options(n, i, s)),
    // As `useQuery` renders: a query that will fetch once the options are set shows as
    // fetching already, not as idle with no answer (which a reader takes for "none found").
    optimistic: (n: ApiRouteName, i: unknown, s: ReadSettings) =>
      observer.getOptimisticResult({ ...options(n, i, s), _optimisticResults: 'optimistic' }),
  };
}
export type ApiReadObserver = ReturnType<typeof apiReadObserver>;

const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `Component` inside the shell's QueryClientProvider (the same one each time). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  let found = wrapped.get(Component as ComponentType<never>) as ComponentType<P> | undefined;
  if (!found) {
    found = function WithQueryClient(props: P) {
      return (
        <QueryClientProvider client={queryClient}>
          <Component {...props} />
        </QueryClientProvider>
      );
    };
    wrapped.set(Component as ComponentType<never>, found as ComponentType<never>);
  }
  return found;
}
