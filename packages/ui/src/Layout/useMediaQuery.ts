import { useCallback, useSyncExternalStore } from 'react';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether a media query matches, kept in sync via `matchMedia` change events.
 * SSR-safe: on the server (and before hydration) it returns `serverValue` (default false).
 *
 * @example const isDesktop = useMediaQuery(mediaUp('md'));
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatch() ? window.matchMedia(query).matches : serverValue);
  const getServerSnapshot = () => serverValue;
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
