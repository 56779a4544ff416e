import { useEffect } from 'react';
import { subscribeRealtime } from '../session/realtimeHub';
import { markOpenSeenIfVisible, receiveMessage, receiveSeen, refreshChat } from './chatQueries';

/**
 * Keep the inbox live while it is on screen: new messages and seen marks patch the cached
 * pages; a new conversation, and a reconnect (`fetch-leads`: events sent while offline are
 * lost), re-read the list and the open conversation.
 */
export function useChatRealtime(myId: string | undefined): void {
  useEffect(() => {
    if (!myId) return;
    const stops = [
      subscribeRealtime('create-message', ({ message }) => receiveMessage(message, myId)),
      subscribeRealtime('seen-message', (event) => receiveSeen(event, myId)),
      subscribeRealtime('new-conversation', refreshChat),
      subscribeRealtime('fetch-leads', refreshChat),
    ];
    // Messages that arrived while the tab was hidden are marked seen when it comes back.
    document.addEventListener('visibilitychange', markOpenSeenIfVisible);
    return () => {
      for (const stop of stops) stop();
      document.removeEventListener('visibilitychange', markOpenSeenIfVisible);
    };
  }, [myId]);
}
