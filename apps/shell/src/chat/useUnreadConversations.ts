import { useEffect } from 'react';
import { loadQuery } from '../query/loadQuery';
import { useApiRead } from '../query/useApiRead';
import { subscribeRealtime } from '../session/realtimeHub';
import { useSession } from '../session/sessionStore';
import { unreadInput, unreadQueryKey } from './unreadQueryKey';

/**
 * The number of conversations with unread messages, for the My Responses badge: read on
 * sign-in and again on every chat event and after a reconnect. 0 for visitors.
 */
export function useUnreadConversations(): number {
  const token = useSession((s) => s.token);
  const { data } = useApiRead('conversations', unreadInput, { enabled: token !== null });
  useEffect(() => {
    if (!token) return;
    // A read under way when an event comes is cancelled and made again, so the badge
    // always counts after the last event.
    const refresh = () =>
      void loadQuery().then(({ queryClient }) =>
        queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
      );
    const stops = [
      subscribeRealtime('create-message', refresh),
      subscribeRealtime('seen-message', refresh),
      subscribeRealtime('new-conversation', refresh),
      subscribeRealtime('fetch-leads', refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [token]);
  return token ? (data?.unreadConversations ?? 0) : 0;
}
