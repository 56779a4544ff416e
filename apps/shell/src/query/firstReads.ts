import type { ApiInput, ApiRouteName } from '@quoteway/api-client';
import { apiQueryKey } from '@quoteway/api-client/keys';
import {
  business,
  type PublicRead,
  professions,
  publicReadPath,
  searchLocalities,
} from '@quoteway/api-client/publicReads';
import { i18n } from '@quoteway/i18n';
import { apiOrigin } from '../apiOrigin';
import { useSession } from '../session/sessionStore';
import { onQueryRuntimeArrival, queryRuntime, type Runtime } from './loadQuery';
import type { FirstRead } from './runtime';

/**
 * The reads a page's first screen makes before the query runtime is there (the home and
 * landing pages': the trades, the place a landing address names, a business asked for a
 * quote, the place field's suggestions), as plain fetches: their entries of the route index,
 * at the API client's address and under its query keys. Their answers go to the query cache
 * when the runtime loads (`adopt`), so no read is made twice. Other routes wait for the
 * runtime.
 */
const firstLoadReads: { [K in ApiRouteName]?: PublicRead } = {
  professions,
  searchLocalities,
  business,
};

const reads = new Map<string, FirstRead>();
const listeners = new Set<() => void>();

/** The hash of a query key (JSON, as the query cache's default hash for these plain keys). */
export function hashOf(key: readonly unknown[]): string {
  return JSON.stringify(key);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Start the read of `name` with `input`, unless it is made already or the route is not one
 * of the first reads; settles when it is answered (with the query runtime there, a prefetch
 * of its query). A failed read stays pending: the query
 * cache reads it again when it loads, and shows the error as the page always did.
 */
export function startFirstRead<K extends ApiRouteName>(
  name: K,
  input?: ApiInput<K>,
): Promise<unknown> {
  // Once the query runtime is there, a read is a query of its cache.
  const runtime = queryRuntime();
  if (runtime) return runtime.queryClient.prefetchQuery(runtime.shellApiQuery(name, input));
  const key = apiQueryKey(name, input);
  const hash = hashOf(key);
  const known = reads.get(hash);
  if (known) return known.promise ?? Promise.resolve(known.data);
  const entry = firstLoadReads[name];
  if (!entry) return Promise.resolve();
  const path = publicReadPath(entry, input as { params?: Record<string, unknown> });
  const read: FirstRead = { key };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (i18n.locale) headers['accept-language'] = i18n.locale;
  const token = useSession.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  // A plain fetch on purpose: the API client comes with the query runtime, which the first
  // screen does without (the answer is the same JSON the client's call reads, at the address
  // the client builds from the route index).
  // eslint-disable-next-line no-restricted-globals -- see above
  read.promise = fetch(`${apiOrigin()}/api${path}`, { headers })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      return (await response.json()) as unknown;
    })
    .then((data) => {
      read.data = data;
      read.updatedAt = Date.now();
      delete read.promise;
      notify();
      return data;
    })
    .catch(() => {
      // Left pending, with no fetch: the query cache makes it again.
      reads.delete(hash);
    });
  reads.set(hash, read);
  return read.promise;
}

/**
 * As the runtime arrives, before any query of theirs is observed, the first reads (answered or
 * under way) go to its query cache, and are forgotten here: nothing is read twice.
 */
function adopt(runtime: Runtime): void {
  const all = [...reads.values()];
  reads.clear();
  runtime.adoptFirstReads(all);
}
onQueryRuntimeArrival(adopt);

/** The answer of a first read, if it came. */
export function firstReadData(hash: string): unknown {
  return reads.get(hash)?.data;
}

/**
 * Be told when a first read is answered (any of them: there are a few, and a reader whose
 * answer it is not finds that what it shows is the same).
 */
export function onFirstRead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A token change makes the first reads another session's: they are not kept. */
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) reads.clear();
});
