import type { ApiInput, ApiRouteName } from '@quoteway/api-client';
import { routePath } from '@quoteway/api-client/url';
import { i18n } from '@quoteway/i18n';
import { useSession } from '../session/sessionStore';
import { readKey } from './keys';
import { queryRuntime } from './loadQuery';

/**
 * The reads a page's first screen makes before the query runtime is there (the home and
 * landing pages': the trades, the place a landing address names, a business asked for a
 * quote, the place field's suggestions), as plain fetches. Their answers go to the query
 * cache, under the same keys, when the runtime loads (`adoptFirstReads`), so no read is made
 * twice. Other routes wait for the runtime.
 */
const firstLoadPaths: Partial<Record<ApiRouteName, string>> = {
  professions: '/professions',
  searchLocalities: '/localities',
  business: '/businesses/:id',
};

/** The state of one first read, as the query cache would show it. */
export interface FirstRead {
  key: readonly unknown[];
  data?: unknown;
  /** When the answer came (the query cache's `updatedAt`). */
  updatedAt?: number;
  /** The fetch under way, handed to the query cache if it is still going when it loads. */
  promise?: Promise<unknown>;
}

const reads = new Map<string, FirstRead>();
const listeners = new Set<() => void>();

let apiBase: string = import.meta.env.VITE_API_BASE_URL || '';

/** Point the first reads at another API origin (with `connectApi`). */
export function setFirstReadBase(baseUrl: string): void {
  apiBase = baseUrl;
}

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
  const key = readKey(name, input);
  const hash = hashOf(key);
  const path = firstLoadPaths[name];
  const known = reads.get(hash);
  if (known) return known.promise ?? Promise.resolve(known.data);
  if (!path) return Promise.resolve();
  const read: FirstRead = { key };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (i18n.locale) headers['accept-language'] = i18n.locale;
  const token = useSession.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: object };
  // A plain fetch on purpose: the API client comes with the query runtime, which the first
  // screen does without (the answer is the same JSON the client's call reads, and its URL is
  // built by the client's own `routePath`).
  // eslint-disable-next-line no-restricted-globals -- see above
  read.promise = fetch(`${apiBase}/api${routePath(path, params, query)}`, { headers })
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

/** The first reads made so far (handed to the query cache once), and forget them. */
export function takeFirstReads(): FirstRead[] {
  const all = [...reads.values()];
  reads.clear();
  return all;
}

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
