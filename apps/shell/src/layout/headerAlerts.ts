import { type ApiOutput, apiQueryKey, apiRouteKey } from '@quoteway/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api';
import { queryClient } from '../queryClient';
import { subscribeRealtime } from '../session/realtimeHub';
import { inBusinessView, type SessionUser, useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';

export type Application = ApiOutput<'applications'>['applications'][number];
export type NotificationItem = ApiOutput<'notifications'>['notifications'][number];

// The header's notifications and applications: one read each, shared by the buttons' counts
// and the popovers' lists, re-read on the realtime `notification` hint and after a reconnect.

/** How many notifications the popover lists (the latest). */
const NOTIFICATIONS_SHOWN = 20;

export const notificationsQuery = queryOptions({
  queryKey: apiQueryKey('notifications', { query: { limit: NOTIFICATIONS_SHOWN } }),
  queryFn: ({ signal }) => api.notifications({ query: { limit: NOTIFICATIONS_SHOWN } }, { signal }),
});

export const applicationsQuery = queryOptions({
  queryKey: apiQueryKey('applications'),
  queryFn: ({ signal }) => api.applications({}, { signal }),
});

/** Re-read the notifications and the applications (a `notification` hint, a reconnect). */
function refreshAlerts(): void {
  void queryClient.invalidateQueries({ queryKey: apiRouteKey('notifications') });
  void queryClient.invalidateQueries({ queryKey: apiRouteKey('applications') });
}

const seenKey = (userId: string) => `quoteway.applicationsSeen.${userId}`;

function readSeen(userId: string): string | null {
  try {
    return localStorage.getItem(seenKey(userId));
  } catch {
    return null;
  }
}

const seenListeners = new Set<() => void>();

function subscribeSeen(listener: () => void): () => void {
  seenListeners.add(listener);
  // Another tab's opening of the popover counts here too.
  window.addEventListener('storage', listener);
  return () => {
    seenListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeSeen(userId: string, at: string): void {
  try {
    localStorage.setItem(seenKey(userId), at);
  } catch {
    // Storage refused (private mode): the count starts again next visit.
  }
  for (const listener of seenListeners) listener();
}

/** The newest change among `applications` (the server's clock), or the epoch. */
function newestChange(applications: Application[]): string {
  let newest = new Date(0).toISOString();
  for (const application of applications) {
    if (application.updatedAt > newest) newest = application.updatedAt;
  }
  return newest;
}

/**
 * Whether a change is news to this person: what the other side did. A business's own quote
 * being sent, or a customer's own opening, hiring or declining of a quote, is not.
 */
function isNews(application: Application, business: boolean): boolean {
  return business ? application.state !== 'sent' : application.state === 'sent';
}

/**
 * The Applications button's count: the applications whose state the other side changed since
 * the person last opened the popover. Kept as a count (not left bare) because a quote being
 * opened, a hire or a new quote is exactly what people come back for, and the list alone
 * would not say whether anything moved. The last opening is kept per user in localStorage, as
 * the newest change the list showed (the server's clock, so a device's wrong clock does not
 * matter); the first time an account is seen here, what is there already counts as seen.
 */
function useApplicationsCount(user: SessionUser | null, applications: Application[] | undefined) {
  const userId = user?._id ?? null;
  const seen = useSyncExternalStore(
    subscribeSeen,
    () => (userId ? readSeen(userId) : null),
    () => null,
  );
  useEffect(() => {
    if (!userId || !applications || seen !== null) return;
    writeSeen(userId, newestChange(applications));
  }, [userId, applications, seen]);

  const business = inBusinessView(user);
  const count =
    applications && seen !== null
      ? applications.filter((a) => a.updatedAt > seen && isNews(a, business)).length
      : 0;
  const markSeen = () => {
    if (!userId || !applications) return;
    const newest = newestChange(applications);
    if (seen !== null && newest <= seen) return;
    writeSeen(userId, newest);
  };
  return { count, markSeen };
}

/**
 * The unread notifications and the applications' news, for the header's buttons; live while
 * signed in. Nothing is read for visitors.
 */
export function useHeaderAlerts() {
  const token = useSession((s) => s.token);
  const { user } = useSessionUser();
  const signedIn = token !== null;
  const notifications = useQuery({ ...notificationsQuery, enabled: signedIn });
  const applications = useQuery({ ...applicationsQuery, enabled: signedIn });
  useEffect(() => {
    if (!signedIn) return;
    return subscribeRealtime('notification', refreshAlerts);
  }, [signedIn]);
  const news = useApplicationsCount(user, signedIn ? applications.data?.applications : undefined);
  return {
    unreadNotifications: signedIn ? (notifications.data?.unread ?? 0) : 0,
    applicationNews: news.count,
    markApplicationsSeen: news.markSeen,
  };
}
