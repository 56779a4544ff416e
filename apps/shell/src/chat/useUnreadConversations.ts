import { useEffect } from 'react';
import { loadQuery } from '../query/loadQuery';
import { useApiRead } from '../query/useApiRead';
import { subscribeRealtime } from '../session/realtimeHub';
import { useSession } from '../session/sessionStore';
import { unreadInput, unreadQueryKey } from './unreadQueryKey';

/** Read the count again (a read under way is cancelled and made again, so the count is after the last event). */
function refresh(): void {
  void loadQuery().then(({ queryClient }) =>
    queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  );
}

/** The mounted readers of the count; the realtime events are listened to once for all. */
let readers = 0;
let stopListening: (() => void) | null = null;

function listen(): () => void {
  readers += 1;
  if (readers === 1) {
    const stops = [
      subscribeRealtime('create-message', refresh),
      subscribeRealtime('seen-message', refresh),
      subscribeRealtime('new-conversation', refresh),
      subscribeRealtime('fetch-leads', refresh),
    ];
    stopListening = () => {
      for (const stop of stops) stop();
    };
  }
  return () => {
    readers -= 1;
    if (readers === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}

/**
 * The number of conversations with unread messages, for the side menu's My Responses badge
 * and the header's Messages button: one query of the cache that both show, read on sign-in
 * and again on every chat event and after a reconnect. The realtime events keep it fresh, so
 * a second reader mounting after the first's answer (the header's button is a chunk of its
 * own) does not read it again, and an event reads it once however many show it. 0 for
 * visitors.
 */
export function useUnreadConversations(): number {
  const token = useSession((s) => s.token);
  const { data } = useApiRead('conversations', unreadInput, {
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => (token ? listen() : undefined), [token]);
  return token ? (data?.unreadConversations ?? 0) : 0;
}
