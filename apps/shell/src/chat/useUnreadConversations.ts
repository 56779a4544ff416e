import { useEffect } from 'react';
import { subscribeRealtime } from '../session/realtimeHub';
import { useSession } from '../session/sessionStore';
import { refreshUnread } from './chatActions';
import { useChat } from './chatStore';

/**
 * The number of conversations with unread messages, for the My Responses badge: read on
 * sign-in and again on every chat event and after a reconnect. 0 for visitors.
 */
export function useUnreadConversations(): number {
  const token = useSession((s) => s.token);
  const count = useChat((s) => (s.owner === token ? s.unreadConversations : 0));
  useEffect(() => {
    useChat.getState().claim(token);
    if (!token) return;
    void refreshUnread();
    const refresh = () => void refreshUnread();
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
  return token ? count : 0;
}
