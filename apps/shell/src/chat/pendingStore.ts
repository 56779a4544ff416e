import { create } from 'zustand';
import { useSession } from '../session/sessionStore';

/** A message on its way to the server, shown at once with 'sending…' or 'Not sent'. */
export interface PendingMessage {
  tempId: string;
  conversationId: string;
  text: string;
  file: File | null;
  status: 'sending' | 'failed';
  /** One per message, reused by every retry of it: the server sends it at most once. */
  idempotencyKey: string;
}

interface PendingState {
  pending: PendingMessage[];
  /**
   * The other party's latest seen mark per conversation (conversation id to seen time). A
   * mark can arrive before the message it covers is confirmed here; the answer (or echo)
   * that confirms it takes the mark then.
   */
  seenMarks: Record<string, string>;
  seenByOther(conversationId: string, seenTime: string): void;
  added(pending: PendingMessage): void;
  /** Sent (the server's message is in the conversation now) or discarded. */
  removed(tempId: string): void;
  statusChanged(tempId: string, status: PendingMessage['status']): void;
  /**
   * The realtime echo of one of my messages came before the send's answer: the oldest copy
   * still sending with that text (and a file or not) is the one it confirms.
   */
  echoed(conversationId: string, text: string, withFile: boolean): void;
}

/**
 * My messages not yet confirmed by the server: client state, shown under the conversation's
 * messages until the answer (or its realtime echo) puts the real message in the query cache.
 */
export const usePending = create<PendingState>()((set) => ({
  pending: [],
  seenMarks: {},
  seenByOther: (conversationId, seenTime) =>
    set((s) => {
      const known = s.seenMarks[conversationId];
      if (known && Date.parse(known) >= Date.parse(seenTime)) return s;
      return { seenMarks: { ...s.seenMarks, [conversationId]: seenTime } };
    }),
  added: (pending) => set((s) => ({ pending: [...s.pending, pending] })),
  removed: (tempId) => set((s) => ({ pending: s.pending.filter((p) => p.tempId !== tempId) })),
  statusChanged: (tempId, status) =>
    set((s) => ({ pending: s.pending.map((p) => (p.tempId === tempId ? { ...p, status } : p)) })),
  echoed: (conversationId, text, withFile) =>
    set((s) => {
      const confirmed = s.pending.find(
        (p) =>
          p.status === 'sending' &&
          p.conversationId === conversationId &&
          p.text === text &&
          (p.file !== null) === withFile,
      );
      return confirmed ? { pending: s.pending.filter((p) => p !== confirmed) } : s;
    }),
}));

// Another session starts with nothing pending.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) usePending.setState({ pending: [], seenMarks: {} });
});
