import type {
  ChatMessage,
  Conversation,
  ConversationResult,
  ConversationsResult,
  SeenConversationResult,
} from '@quoteway/api-client';
import { create } from 'zustand';

/** A chat message as the realtime events carry it (no reader-side `type`). */
export type IncomingMessage = Omit<ChatMessage, 'type'>;

/** A message on its way to the server, shown at once with 'sending…' or 'Not sent'. */
export interface PendingMessage {
  tempId: string;
  conversationId: string;
  text: string;
  file: File | null;
  status: 'sending' | 'failed';
}

/** The conversation on screen and the messages loaded so far (oldest first). */
export interface OpenConversation {
  /** What the screen asked for (`conversationWanted`): a conversation id or `user|job`. */
  key: string;
  status: 'loading' | 'ready' | 'failed';
  error: Error | null;
  conversation: Conversation | null;
  messages: ChatMessage[];
  /** Older messages exist on the server. */
  moreToLoad: boolean;
  loadingEarlier: boolean;
  pending: PendingMessage[];
}

export interface ConversationListState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: Error | null;
  conversations: Conversation[];
  /** Pages loaded so far. */
  page: number;
  moreToLoad: boolean;
  loadingMore: boolean;
}

/** Where `receive` put a message. */
type Received = 'open' | 'listed' | 'unknown';

interface ChatState {
  /** Whose chat this is (the session token); another session starts empty. */
  owner: string | null;
  /** Goes up on every reset, so answers to an earlier session's requests are dropped. */
  generation: number;
  list: ConversationListState;
  /** Conversations with unread messages (the My Responses badge). */
  unreadConversations: number;
  open: OpenConversation | null;

  /** Start over for another session (`owner`), unless it is already this one's. */
  claim(owner: string | null): void;
  listRequested(): void;
  moreRequested(): void;
  /**
   * A page of conversations arrived: `first` replaces the list, `next` appends the next
   * page, `refresh` puts a re-read first page in front of the rest already loaded.
   */
  listLoaded(result: ConversationsResult, mode: 'first' | 'next' | 'refresh'): void;
  listFailed(error: Error): void;
  unreadCounted(count: number): void;

  conversationWanted(key: string): void;
  conversationLoaded(key: string, result: ConversationResult): void;
  conversationFailed(key: string, error: Error): void;
  closeConversation(): void;
  earlierRequested(): void;
  earlierLoaded(conversationId: string, result: ConversationResult | null): void;
  /** The newest page, re-read (after a reconnect or a block): merged into what is shown. */
  newestLoaded(conversationId: string, result: ConversationResult): void;

  /** A message from the realtime `create-message` event. */
  receive(message: IncomingMessage, myId: string): Received;
  /** The realtime `seen-message` event: someone saw a conversation's messages. */
  seen(event: { conversationId: string; seenTime: string; seenBy: string }, myId: string): void;
  /** My own `seenConversation` call succeeded. */
  markedSeen(conversationId: string, result: SeenConversationResult): void;

  pendingAdded(pending: PendingMessage): void;
  pendingSent(tempId: string, message: ChatMessage): void;
  pendingFailed(tempId: string): void;
  pendingRetried(tempId: string): void;
  pendingRemoved(tempId: string): void;

  /** I blocked or unblocked the other party of a conversation. */
  blockChanged(conversationId: string, blockedByMe: boolean): void;
}

const emptyList: ConversationListState = {
  status: 'idle',
  error: null,
  conversations: [],
  page: 0,
  moreToLoad: false,
  loadingMore: false,
};

const sentAt = (message: ChatMessage) => Date.parse(message.sentAt);

/** `current` with `incoming` merged in by id (incoming wins), oldest first. */
function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  for (const message of incoming) byId.set(message._id, message);
  // Array.prototype.sort is stable: messages sent in the same millisecond keep their order.
  return [...byId.values()].sort((a, b) => sentAt(a) - sentAt(b));
}

/** Conversations with duplicates (by id) dropped, the first occurrence kept. */
function unique(conversations: Conversation[]): Conversation[] {
  const seen = new Set<string>();
  return conversations.filter((c) => !seen.has(c._id) && Boolean(seen.add(c._id)));
}

/** The list with one conversation changed and moved to the top. */
function toTop(
  list: ConversationListState,
  conversationId: string,
  change: (c: Conversation) => Conversation,
): ConversationListState {
  const found = list.conversations.find((c) => c._id === conversationId);
  if (!found) return list;
  return {
    ...list,
    conversations: [change(found), ...list.conversations.filter((c) => c !== found)],
  };
}

function updateListed(
  list: ConversationListState,
  conversationId: string,
  change: (c: Conversation) => Conversation,
): ConversationListState {
  return {
    ...list,
    conversations: list.conversations.map((c) => (c._id === conversationId ? change(c) : c)),
  };
}

function isOpen(open: OpenConversation | null, conversationId: string): open is OpenConversation {
  return open?.conversation?._id === conversationId;
}

/**
 * The chat screens' state: the conversation list, the open conversation and the unread
 * count of the menu badge. Every action here is a plain state change (no I/O), so realtime
 * events and API answers can be tested by calling them; chatActions.ts does the calls.
 */
export const useChat = create<ChatState>()((set, get) => ({
  owner: null,
  generation: 0,
  list: emptyList,
  unreadConversations: 0,
  open: null,

  claim(owner) {
    if (get().owner === owner) return;
    set((s) => ({
      owner,
      generation: s.generation + 1,
      list: emptyList,
      unreadConversations: 0,
      open: null,
    }));
  },

  listRequested: () => set((s) => ({ list: { ...s.list, status: 'loading', error: null } })),
  moreRequested: () => set((s) => ({ list: { ...s.list, loadingMore: true } })),
  listLoaded(result, mode) {
    set((s) => {
      const loaded = s.list.conversations;
      const list: ConversationListState =
        mode === 'first'
          ? { ...emptyList, status: 'ready', conversations: unique(result.conversations), page: 1 }
          : mode === 'next'
            ? {
                ...s.list,
                conversations: unique([...loaded, ...result.conversations]),
                page: s.list.page + 1,
              }
            : {
                ...s.list,
                status: 'ready',
                conversations: unique([...result.conversations, ...loaded]),
                page: Math.max(1, s.list.page),
              };
      const morePages = mode === 'refresh' && s.list.page > 1 ? s.list.moreToLoad : false;
      return {
        list: { ...list, moreToLoad: result.moreToLoad || morePages, loadingMore: false },
        unreadConversations: result.unreadConversations,
      };
    });
  },
  listFailed: (error) =>
    set((s) => ({ list: { ...s.list, status: 'failed', error, loadingMore: false } })),
  unreadCounted: (count) => set({ unreadConversations: count }),

  conversationWanted(key) {
    if (get().open?.key === key) return;
    set({
      open: {
        key,
        status: 'loading',
        error: null,
        conversation: null,
        messages: [],
        moreToLoad: false,
        loadingEarlier: false,
        pending: [],
      },
    });
  },
  conversationLoaded(key, result) {
    set((s) => {
      if (s.open?.key !== key) return {};
      return {
        open: {
          ...s.open,
          status: 'ready',
          error: null,
          conversation: result.conversation,
          messages: mergeMessages(s.open.messages, result.messages),
          moreToLoad: result.moreToLoad,
        },
      };
    });
  },
  conversationFailed(key, error) {
    set((s) => (s.open?.key === key ? { open: { ...s.open, status: 'failed', error } } : {}));
  },
  closeConversation: () => set({ open: null }),
  earlierRequested() {
    set((s) => (s.open ? { open: { ...s.open, loadingEarlier: true } } : {}));
  },
  earlierLoaded(conversationId, result) {
    set((s) => {
      if (!isOpen(s.open, conversationId)) return {};
      if (!result) return { open: { ...s.open, loadingEarlier: false } };
      return {
        open: {
          ...s.open,
          loadingEarlier: false,
          messages: mergeMessages(result.messages, s.open.messages),
          moreToLoad: result.moreToLoad,
        },
      };
    });
  },
  newestLoaded(conversationId, result) {
    set((s) => {
      if (!isOpen(s.open, conversationId)) return {};
      return {
        open: {
          ...s.open,
          conversation: result.conversation,
          messages: mergeMessages(s.open.messages, result.messages),
        },
        list: updateListed(s.list, conversationId, (c) => ({
          ...c,
          blocked: result.conversation.blocked,
          blockedByMe: result.conversation.blockedByMe,
        })),
      };
    });
  },

  receive(incoming, myId) {
    const message: ChatMessage = {
      ...incoming,
      type: incoming.senderId === myId ? 'sent' : 'received',
    };
    const { open, list } = get();
    const here = isOpen(open, message.conversationId);
    const entry = list.conversations.find((c) => c._id === message.conversationId);
    // The same event twice (or the echo of my own send) changes nothing the second time.
    if (here && open.messages.some((m) => m._id === message._id)) return 'open';
    if (!here && entry?.lastMessage?._id === message._id) return 'listed';
    set((s) => ({
      open: isOpen(s.open, message.conversationId)
        ? {
            ...s.open,
            messages: mergeMessages(s.open.messages, [message]),
            conversation: s.open.conversation && {
              ...s.open.conversation,
              lastMessage: message,
              lastMessageAt: message.sentAt,
            },
          }
        : s.open,
      list: toTop(s.list, message.conversationId, (c) => ({
        ...c,
        lastMessage: message,
        lastMessageAt: message.sentAt,
        // The open conversation is marked seen by the screen; others wait for the reader.
        unread: !here && message.type === 'received' ? c.unread + 1 : c.unread,
      })),
    }));
    if (here) return 'open';
    return entry ? 'listed' : 'unknown';
  },

  seen({ conversationId, seenTime, seenBy }, myId) {
    if (seenBy === myId) {
      // I read it (perhaps in another tab): nothing of theirs is unread any more.
      set((s) => ({ list: updateListed(s.list, conversationId, (c) => ({ ...c, unread: 0 })) }));
      return;
    }
    const mark = (m: ChatMessage) =>
      m.type === 'sent' && m.seenTime === null ? { ...m, seenTime } : m;
    set((s) => ({
      open: isOpen(s.open, conversationId)
        ? { ...s.open, messages: s.open.messages.map(mark) }
        : s.open,
      list: updateListed(s.list, conversationId, (c) => ({
        ...c,
        lastMessage: c.lastMessage && mark(c.lastMessage),
      })),
    }));
  },

  markedSeen(conversationId, { messages, seenTime }) {
    const mark = (m: ChatMessage) =>
      seenTime && m.type === 'received' && m.seenTime === null ? { ...m, seenTime } : m;
    set((s) => ({
      open: isOpen(s.open, conversationId)
        ? {
            ...s.open,
            messages: mergeMessages(s.open.messages.map(mark), messages),
            conversation: s.open.conversation && { ...s.open.conversation, unread: 0 },
          }
        : s.open,
      list: updateListed(s.list, conversationId, (c) => ({ ...c, unread: 0 })),
    }));
  },

  pendingAdded(pending) {
    set((s) =>
      isOpen(s.open, pending.conversationId)
        ? { open: { ...s.open, pending: [...s.open.pending, pending] } }
        : {},
    );
  },
  pendingSent(tempId, message) {
    set((s) => ({
      open:
        s.open && isOpen(s.open, message.conversationId)
          ? {
              ...s.open,
              pending: s.open.pending.filter((p) => p.tempId !== tempId),
              // The realtime echo may have brought it already: merge, never duplicate.
              messages: mergeMessages(s.open.messages, [message]),
            }
          : s.open,
      list: toTop(s.list, message.conversationId, (c) => ({
        ...c,
        lastMessage: message,
        lastMessageAt: message.sentAt,
      })),
    }));
  },
  pendingFailed: (tempId) => setPending(set, tempId, 'failed'),
  pendingRetried: (tempId) => setPending(set, tempId, 'sending'),
  pendingRemoved(tempId) {
    set((s) =>
      s.open
        ? { open: { ...s.open, pending: s.open.pending.filter((p) => p.tempId !== tempId) } }
        : {},
    );
  },

  blockChanged(conversationId, blockedByMe) {
    // Blocked by the other party stays blocked whatever I do; the re-read that follows
    // brings the server's word.
    const change = (c: Conversation): Conversation => ({
      ...c,
      blockedByMe,
      blocked: blockedByMe || (c.blocked && !c.blockedByMe),
    });
    set((s) => ({
      open:
        isOpen(s.open, conversationId) && s.open.conversation
          ? { ...s.open, conversation: change(s.open.conversation) }
          : s.open,
      list: updateListed(s.list, conversationId, change),
    }));
  },
}));

function setPending(
  set: (change: (s: ChatState) => Partial<ChatState>) => void,
  tempId: string,
  status: PendingMessage['status'],
) {
  set((s) =>
    s.open
      ? {
          open: {
            ...s.open,
            pending: s.open.pending.map((p) => (p.tempId === tempId ? { ...p, status } : p)),
          },
        }
      : {},
  );
}
