import type { RealtimeSocket, ServerToClientEvents } from '@quoteway/realtime';
import { useEffect } from 'react';
import { apiRouteKey } from '@quoteway/api-client/keys';
import { loadQuery } from '../query/loadQuery';
import { useSession } from './sessionStore';

type EventName = keyof ServerToClientEvents;
type Handler = (payload: unknown) => void;

const listeners = new Map<EventName, Set<Handler>>();
const forwarded: EventName[] = [
  'create-message',
  'new-conversation',
  'seen-message',
  'update-credits',
  'fetch-leads',
  'notification',
];

/**
 * Hand an event to its listeners, as the socket does when one arrives (exported for tests,
 * which play the server's part without a socket).
 */
export function dispatchRealtime(event: EventName, payload: unknown): void {
  for (const handler of listeners.get(event) ?? []) handler(payload);
}

/**
 * Listen to a realtime event of the signed-in user's connection. Handlers survive reconnects
 * and token changes; the returned function stops listening.
 */
export function subscribeRealtime<E extends EventName>(
  event: E,
  handler: ServerToClientEvents[E],
): () => void {
  const set = listeners.get(event) ?? new Set<Handler>();
  listeners.set(event, set);
  set.add(handler as Handler);
  return () => set.delete(handler as Handler);
}

/**
 * Re-read the user (credits in the header badge) after the server says they changed: the
 * `me` query is invalidated, and its readers show the new answer. A failed re-read keeps the
 * user shown; an expired token is the next call's to find.
 */
async function refreshUser(): Promise<void> {
  const { queryClient } = await loadQuery();
  await queryClient.invalidateQueries({ queryKey: apiRouteKey('me') });
}

/**
 * After a reconnect: events sent while the socket was down are lost, so everything they would
 * have refreshed is read again: the lead lists (`fetch-leads` to their listeners), the user,
 * and the header's notifications, applications and conversations.
 */
export function catchUpAfterReconnect(): void {
  dispatchRealtime('fetch-leads', {});
  void loadQuery().then(({ queryClient }) => {
    for (const route of ['me', 'notifications', 'applications', 'conversations'] as const) {
      void queryClient.invalidateQueries({ queryKey: apiRouteKey(route) });
    }
  });
}

/**
 * One realtime connection while a user is signed in (spec section 7: websocket, unlimited
 * reconnection, 10 s time-out, connect errors only logged). After a reconnect the screens are
 * told to re-fetch, as if the events they may have missed had arrived.
 */
export function useRealtimeConnection(): void {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token || typeof window === 'undefined') return;
    let socket: RealtimeSocket | null = null;
    let stopped = false;
    // The socket.io client loads only for signed-in users: visitors never download it.
    void import('@quoteway/realtime').then(({ connectRealtime }) => {
      if (stopped) return;
      socket = connectRealtime({
        url: import.meta.env.VITE_API_BASE_URL || undefined,
        token,
        onReconnect: catchUpAfterReconnect,
      });
      for (const event of forwarded) {
        // One forwarder for every event; the map's payload types are checked at subscribe.
        (socket.on as (e: string, h: (p: unknown) => void) => void)(event, (payload) =>
          dispatchRealtime(event, payload),
        );
      }
    });
    const stopCredits = subscribeRealtime('update-credits', () => void refreshUser());
    return () => {
      stopped = true;
      stopCredits();
      socket?.disconnect();
    };
  }, [token]);
}

export { refreshUser };
