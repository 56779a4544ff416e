import type { ApiRead, UseApiRead } from '@quoteway/job-wizard';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readKey } from './keys';
import { firstReadData, hashOf, onFirstRead, startFirstRead } from './firstReads';
import { onQueryRuntime, queryRuntime } from './loadQuery';
import type { ApiReadObserver } from './runtime';

/** A read not answered yet (TanStack Query's pending result). */
const pending = (fetching: boolean): ApiRead<never> => ({
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isFetching: fetching,
});
const PENDING = pending(true);
const IDLE = pending(false);
const answered = new WeakMap<object, ApiRead<unknown>>();

/** The same result object for the same answer (`useSyncExternalStore` compares them). */
function answerOf(data: unknown): ApiRead<unknown> {
  if (typeof data !== 'object' || data === null) {
    return { data, error: null, isPending: false, isError: false, isFetching: false };
  }
  let result = answered.get(data);
  if (!result) {
    result = { data, error: null, isPending: false, isError: false, isFetching: false };
    answered.set(data, result);
  }
  return result;
}

const subscribeRuntime = (onChange: () => void) => onQueryRuntime(onChange);

/**
 * The shell's read of one API route (`UseApiRead`, what the job wizard's first step and the
 * home page use): before the query runtime loads, a plain fetch (`firstReads`), so a page's
 * first screen does not wait for the query library; once it has loaded, a query of the
 * shell's QueryClient (the same key and freshness as `apiQuery`), which the first read's
 * answer is already in.
 */
export const useApiRead: UseApiRead = (name, input, { enabled = true } = {}) => {
  const runtime = useSyncExternalStore(subscribeRuntime, queryRuntime, queryRuntime);
  const hash = hashOf(readKey(name, input));
  // One observer per reader, from when the runtime is there (as `useQuery` keeps one).
  // (Set while rendering: React renders again at once, with it.)
  const [observer, setObserver] = useState<ApiReadObserver | null>(null);
  if (runtime && !observer) setObserver(runtime.apiReadObserver(name, input, enabled));

  // An observer is subscribed to once (its key changes with `update`, as `useQuery`'s does).
  const firstHash = observer ? '' : hash;
  const subscribe = useCallback(
    (onChange: () => void) =>
      observer ? observer.subscribe(onChange) : onFirstRead(firstHash, onChange),
    [observer, firstHash],
  );
  const snapshot = useCallback(
    () => (observer ? observer.current() : firstReadData(hash)),
    [observer, hash],
  );
  useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (observer) observer.update(name, input, enabled);
    // The input is the key: its hash says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [observer, hash, enabled]);
  useEffect(() => {
    if (!observer && enabled) void startFirstRead(name, input);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [observer, hash, enabled]);

  if (observer) return observer.optimistic(name, input, enabled) as ApiRead<never>;
  if (!enabled) return IDLE;
  const data = firstReadData(hash);
  return (data === undefined ? PENDING : answerOf(data)) as ApiRead<never>;
};
