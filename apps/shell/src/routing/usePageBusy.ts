import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useNotifications } from '../notifications/notificationStore';
import { useFirstLoads } from '../query/firstLoads';

/** A load shorter than this shows no busy indicator: it would only flicker. */
export const BUSY_AFTER_MS = 400;

/**
 * The spec's busy indicator (`setLoading`) during page-level loads: a route whose code or
 * first reads are on their way (the router's navigation), or a read the page has no answer
 * for yet (a first load; a refresh of data on screen is not one). It shows only once the
 * load has lasted `BUSY_AFTER_MS`, and it follows the loads themselves, so it ends with them
 * (an answer or a failure) and when the shell unmounts: it cannot stay on.
 */
export function usePageBusy(delayMs = BUSY_AFTER_MS): void {
  const navigating = useNavigation().state !== 'idle';
  // Counted by the query runtime when it is there (the first screen does without TanStack).
  const firstLoads = useFirstLoads((s) => s.count);
  const busy = navigating || firstLoads > 0;
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => useNotifications.getState().setLoading(true), delayMs);
    return () => {
      clearTimeout(timer);
      useNotifications.getState().setLoading(false);
    };
  }, [busy, delayMs]);
}
