import { useEffect, useEffectEvent, useState } from 'react';

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'success'; data: T }
  | { state: 'failure'; error: Error };

type Settled<T> = { key: string } & (
  | { state: 'success'; data: T }
  | { state: 'failure'; error: Error }
);

/**
 * Load data for a screen; reloads when `key` changes and ignores stale answers. `key`
 * identifies what `load` fetches, so `load` itself is deliberately not a dependency.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, refresh = 0): Loadable<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fetchData = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    fetchData().then(
      (data) => current && setSettled({ key, state: 'success', data }),
      (error: unknown) =>
        current &&
        setSettled({
          key,
          state: 'failure',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      current = false;
    };
    // `refresh` re-reads the same key (a realtime hint) while the last answer stays on screen.
  }, [key, refresh]);
  // An answer for another key is stale: show loading until this key's answer arrives.
  if (!settled || settled.key !== key) return { state: 'loading' };
  return settled.state === 'success'
    ? { state: 'success', data: settled.data }
    : { state: 'failure', error: settled.error };
}
