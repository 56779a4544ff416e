import { useEffect, useState } from 'react';

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'success'; data: T }
  | { state: 'failure'; error: Error };

/** Load data for a screen; reloads when `key` changes and ignores stale answers. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loadable<T> {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` identifies `load`.
  useEffect(() => {
    let current = true;
    setResult({ state: 'loading' });
    load().then(
      (data) => current && setResult({ state: 'success', data }),
      (error: unknown) =>
        current &&
        setResult({ state: 'failure', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return result;
}
