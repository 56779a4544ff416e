import type { ApiInput, ApiOutput, ApiRouteName } from '@quoteway/api-client';
import type { ApiRead } from '@quoteway/job-wizard';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiQueryKey } from '@quoteway/api-client/keys';
import { firstReadData, hashOf, onFirstRead, startFirstRead } from './firstReads';
import { onQueryRuntime, queryRuntime } from './loadQuery';
import type { ApiReadObserver, ReadSettings } from './runtime';

/** What a reader shows: TanStack Query's result, cut down to what `ApiRead` says. */
type Shown = ApiRead<unknown>;

const same = (a: Shown, b: Shown) =>
  a.data === b.data &&
  a.error === b.error &&
  a.isPending === b.isPending &&
  a.isError === b.isError &&
  a.isFetching === b.isFetching;

/**
 * One component's read: a plain first read (`firstReads`) until the query runtime is there,
 * then a query observer of the shell's QueryClient (what `useQuery` keeps per component).
 * Its snapshot is the same object for as long as what it shows is the same, so that neither
 * the runtime's arrival nor the hand-over of a first read's answer to the query cache renders
 * the page again: only a change of what a reader shows does (a synchronous render, as every
 * `useSyncExternalStore` update is, of the whole page under the reader).
 */
class Reader {
  name: ApiRouteName;
  input: unknown;
  settings: ReadSettings;
  hash: string;
  private observer: ApiReadObserver | null = null;
  private shown: Shown | null = null;

  constructor(name: ApiRouteName, input: unknown, settings: ReadSettings) {
    this.name = name;
    this.input = input;
    this.settings = settings;
    this.hash = hashOf(apiQueryKey(name, input as never));
  }

  /** The arguments of this render (the observer takes them in `update`, after the commit). */
  set(name: ApiRouteName, input: unknown, settings: ReadSettings, hash: string): void {
    this.name = name;
    this.input = input;
    this.settings = settings;
    this.hash = hash;
  }

  /** The query observer, from when the runtime is there (it neither fetches nor subscribes). */
  private query(): ApiReadObserver | null {
    if (this.observer) return this.observer;
    const runtime = queryRuntime();
    if (runtime) this.observer = runtime.apiReadObserver(this.name, this.input, this.settings);
    return this.observer;
  }

  private read(): Shown {
    const observer = this.query();
    // As `useQuery` renders: a query that will fetch once the options are set shows as
    // fetching already, not as idle with no answer (which a reader takes for "none found").
    if (observer) return observer.optimistic(this.name, this.input, this.settings) as Shown;
    const { enabled } = this.settings;
    const data = enabled ? firstReadData(this.hash) : undefined;
    return {
      data,
      error: null,
      isPending: data === undefined,
      isError: false,
      isFetching: enabled && data === undefined,
    };
  }

  snapshot = (): Shown => {
    const next = this.read();
    const { data, error, isPending, isError, isFetching } = next;
    if (!this.shown || !same(this.shown, next)) {
      this.shown = { data, error, isPending, isError, isFetching };
    }
    return this.shown;
  };

  subscribe = (onChange: () => void): (() => void) => {
    let stopObserver: (() => void) | null = null;
    const observe = () => {
      const observer = this.query();
      if (observer && !stopObserver) stopObserver = observer.subscribe(onChange);
    };
    const stopFirstReads = onFirstRead(onChange);
    const stopRuntime = onQueryRuntime(() => {
      observe();
      onChange();
    });
    observe();
    return () => {
      stopFirstReads();
      stopRuntime();
      stopObserver?.();
    };
  };

  /** After a commit: the query's options, or the first read, for this render's arguments. */
  update(): void {
    const observer = this.query();
    if (observer) observer.update(this.name, this.input, this.settings);
    else if (this.settings.enabled) void startFirstRead(this.name, this.input as never);
  }
}

/** What a reader may say besides `enabled`: how long an answer stays fresh (ms). */
interface ShellReadOptions {
  enabled?: boolean;
  /**
   * The route's own freshness unless given: a read kept fresh by realtime events (invalidated
   * when they come) is not read again by a second reader mounting after the first's answer.
   */
  staleTime?: number;
  /** Whether a reader mounting after a failed read asks again (yes unless given). */
  retryOnMount?: boolean;
}

/**
 * The shell's read of one API route (`UseApiRead`, what the job wizard's first step and the
 * home page use): before the query runtime loads, a plain fetch (`firstReads`), so a page's
 * first screen does not wait for the query library; once it has loaded, a query of the
 * shell's QueryClient (the same key and freshness as `apiQuery`), which the first read's
 * answer is already in. The runtime's arrival does not render the reader again unless what
 * it shows changes.
 */
export const useApiRead = ((
  name: ApiRouteName,
  input: unknown,
  { enabled = true, staleTime, retryOnMount }: ShellReadOptions = {},
) => {
  const hash = hashOf(apiQueryKey(name, input as never));
  const settings = { enabled, staleTime, retryOnMount };
  const [reader] = useState(() => new Reader(name, input, settings));
  reader.set(name, input, settings, hash);
  const shown = useSyncExternalStore(reader.subscribe, reader.snapshot, reader.snapshot);
  useEffect(() => {
    reader.update();
    // The input is the key: its hash says when it changed.
  }, [reader, hash, enabled, staleTime, retryOnMount]);
  return shown;
}) as <K extends ApiRouteName>(
  name: K,
  input: ApiInput<K> | undefined,
  options?: ShellReadOptions,
) => ApiRead<ApiOutput<K>>;
