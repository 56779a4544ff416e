import { useEffect } from 'react';
import { subscribeRealtime } from '../session/realtimeHub';
import {
  loadConversations,
  markOpenSeenIfVisible,
  receiveMessage,
  refreshOpenConversation,
} from './chatActions';
import { useChat } from './chatStore';

/**
 * Keep the inbox live while it is on screen: new messages, seen marks and new
 * conversations, and after a reconnect (`fetch-leads`) a re-read of the list and of the
 * open conversation's newest page, since events sent while offline are lost.
 */
export function useChatRealtime(myId: string | undefined): void {
  useEffect(() => {
    if (!myId) return;
    const stops = [
      subscribeRealtime('create-message', ({ message }) => receiveMessage(message, myId)),
      subscribeRealtime('seen-message', (event) => useChat.getState().seen(event, myId)),
      subscribeRealtime('new-conversation', () => void loadConversations('refresh')),
      subscribeRealtime('fetch-leads', () => {
        void loadConversations('refresh');
        void refreshOpenConversation();
      }),
    ];
    // Messages that arrived while the tab was hidden are marked seen when it comes back.
    const onVisibility = () => markOpenSeenIfVisible();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const stop of stops) stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [myId]);
}
