import { END_OF_LIST_DEBOUNCE_MS } from '@quoteway/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onEnd` when the returned ref's element (a sentinel after the list) scrolls into
 * view, debounced by END_OF_LIST_DEBOUNCE_MS so a fling past the end asks once. Watching
 * stops while `enabled` is false (a page is loading, nothing more to load); when it starts
 * again the observer reports at once if the sentinel is still in view, so a short page
 * loads the next one. Without IntersectionObserver nothing happens (the list keeps its
 * Load more button).
 */
export function useEndOfList(onEnd: () => void, enabled: boolean) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });

  useEffect(() => {
    if (!sentinel || !enabled || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), END_OF_LIST_DEBOUNCE_MS);
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [sentinel, enabled]);

  return setSentinel;
}
