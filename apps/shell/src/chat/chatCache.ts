import type { ApiOutput, ChatMessage, Conversation } from '@quoteway/api-client';
import type { InfiniteData } from '@tanstack/react-query';

// The chat's server state as TanStack Query holds it, and the pure changes realtime events
// and answers make to it. No I/O here: chatQueries.ts reads and writes the cache with these.

/** A chat message as the realtime events carry it (no reader-side `type`). */
export type IncomingMessage = Omit<ChatMessage, 'type'>;

/** One page of my conversations (the list query's pages, page 1 first). */
type ConversationsPage = ApiOutput<'conversations'>;
/** The conversation list: the pages loaded so far. */
export type ConversationList = InfiniteData<ConversationsPage>;

/** Where the page before a conversation's oldest loaded message starts. */
export type EarlierCursor = { conversationId: string; before: string } | null;
/** One page of a conversation's messages (oldest first within the page). */
type ConversationPage = ApiOutput<'conversation'>;
/** An open conversation: its newest page first, then earlier pages going back in history. */
export type Thread = InfiniteData<ConversationPage>;

const sentAt = (message: ChatMessage) => Date.parse(message.sentAt);

/**
 * `current` with `incoming` merged in by id (incoming wins), oldest first. A seen time, once
 * known, is never lost: the send's answer was written before the other party saw the
 * message, so it can arrive (seenTime null) after the seen event has marked it.
 */
function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  for (const message of incoming) {
    const seenTime = message.seenTime ?? byId.get(message._id)?.seenTime ?? null;
    byId.set(message._id, seenTime === message.seenTime ? message : { ...message, seenTime });
  }
  // Array.prototype.sort is stable: messages sent in the same millisecond keep their order.
  return [...byId.values()].sort((a, b) => sentAt(a) - sentAt(b));
}

/** Conversations with duplicates (by id) dropped, the first occurrence kept. */
function unique(conversations: Conversation[]): Conversation[] {
  const seen = new Set<string>();
  return conversations.filter((c) => !seen.has(c._id) && Boolean(seen.add(c._id)));
}

/**
 * The conversations of every loaded page, most recent first, each once: a re-read first
 * page may repeat a conversation that has moved up from a later page.
 */
export function listedConversations(list: ConversationList): Conversation[] {
  return unique(list.pages.flatMap((page) => page.conversations));
}

/** A message from `type`-less realtime form, from the reader's side. */
export function fromReaderSide(message: IncomingMessage, myId: string): ChatMessage {
  return { ...message, type: message.senderId === myId ? 'sent' : 'received' };
}

/** The conversation of a thread, as its newest read (or patch) says. */
export function threadConversation(thread: Thread): Conversation | undefined {
  return thread.pages[0]?.conversation;
}

/** Every loaded message of a thread, oldest first, each once. */
export function threadMessages(thread: Thread): ChatMessage[] {
  return mergeMessages(
    [],
    thread.pages.flatMap((page) => page.messages),
  );
}

/** Whether the thread shows a message of the other party not yet seen. */
export function threadHasUnread(thread: Thread): boolean {
  const conversation = threadConversation(thread);
  if (!conversation) return false;
  return (
    conversation.unread > 0 ||
    thread.pages.some((page) => page.messages.some((m) => m.type === 'received' && !m.seenTime))
  );
}

/** The thread with its newest page (the one that carries the conversation) changed. */
export function mapNewestPage(
  thread: Thread,
  change: (page: ConversationPage) => ConversationPage,
): Thread {
  const [newest, ...earlier] = thread.pages;
  return newest ? { ...thread, pages: [change(newest), ...earlier] } : thread;
}

function mapMessages(thread: Thread, change: (message: ChatMessage) => ChatMessage): Thread {
  return {
    ...thread,
    pages: thread.pages.map((page) => ({ ...page, messages: page.messages.map(change) })),
  };
}

/** The thread with `message` in it once (a repeated event or my own echo changes nothing). */
export function threadWithMessage(thread: Thread, message: ChatMessage): Thread {
  if (threadConversation(thread)?._id !== message.conversationId) return thread;
  return mapNewestPage(thread, (page) => ({
    ...page,
    messages: mergeMessages(page.messages, [message]),
    conversation: { ...page.conversation, lastMessage: message, lastMessageAt: message.sentAt },
  }));
}

/** Whether the thread already shows the message (by id). */
export function threadHas(thread: Thread, messageId: string): boolean {
  return thread.pages.some((page) => page.messages.some((m) => m._id === messageId));
}

/**
 * My message as it comes in (the send's answer or its realtime echo), with the other party's
 * latest seen mark in its conversation applied if the mark covers it. The server marks every
 * message there when the mark is made, so one sent before `seenTime` was seen with it. That
 * mark can come first: the other party's app marks the message seen as soon as its own
 * `create-message` arrives, often before the sender's answer.
 */
export function withSeenMark(message: ChatMessage, seenTime: string | undefined): ChatMessage {
  if (!seenTime || message.type !== 'sent' || message.seenTime !== null) return message;
  return sentAt(message) <= Date.parse(seenTime) ? { ...message, seenTime } : message;
}

/** The other party saw my messages up to `seenTime`. */
export function threadSeenByOther(thread: Thread, seenTime: string): Thread {
  return mapMessages(thread, (m) =>
    m.type === 'sent' && m.seenTime === null ? { ...m, seenTime } : m,
  );
}

/** My own mark-seen call succeeded: their messages are seen, nothing is unread. */
export function threadMarkedSeen(
  thread: Thread,
  { messages, seenTime }: ApiOutput<'seenConversation'>,
): Thread {
  const marked = seenTime
    ? mapMessages(thread, (m) =>
        m.type === 'received' && m.seenTime === null ? { ...m, seenTime } : m,
      )
    : thread;
  return mapNewestPage(marked, (page) => ({
    ...page,
    messages: mergeMessages(page.messages, messages),
    conversation: { ...page.conversation, unread: 0 },
  }));
}

/** The thread's conversation changed (blocked or unblocked by me). */
export function threadConversationChanged(
  thread: Thread,
  change: (conversation: Conversation) => Conversation,
): Thread {
  return mapNewestPage(thread, (page) => ({ ...page, conversation: change(page.conversation) }));
}

/** Blocked by the other party stays blocked whatever I do; the re-read brings the server's word. */
export function blockedBy(blockedByMe: boolean) {
  return (c: Conversation): Conversation => ({
    ...c,
    blockedByMe,
    blocked: blockedByMe || (c.blocked && !c.blockedByMe),
  });
}

/** The list with one conversation changed in place. */
export function listChanged(
  list: ConversationList,
  conversationId: string,
  change: (c: Conversation) => Conversation,
): ConversationList {
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      conversations: page.conversations.map((c) => (c._id === conversationId ? change(c) : c)),
    })),
  };
}

/** The listed conversation, wherever it is. */
export function listEntry(list: ConversationList, conversationId: string) {
  return list.pages.flatMap((page) => page.conversations).find((c) => c._id === conversationId);
}

/** The list with one conversation changed and moved to the top (unchanged when absent). */
export function listToTop(
  list: ConversationList,
  conversationId: string,
  change: (c: Conversation) => Conversation,
): ConversationList {
  const found = listEntry(list, conversationId);
  if (!found) return list;
  const pages = list.pages.map((page) => ({
    ...page,
    conversations: page.conversations.filter((c) => c._id !== conversationId),
  }));
  const [first, ...rest] = pages;
  if (!first) return list;
  return {
    ...list,
    pages: [{ ...first, conversations: [change(found), ...first.conversations] }, ...rest],
  };
}

/**
 * A message arrives for the list: its conversation moves to the top with the message as
 * its last one, one more unread when it is theirs and not on screen (`open`).
 */
export function listWithMessage(
  list: ConversationList,
  message: ChatMessage,
  open: boolean,
): ConversationList {
  return listToTop(list, message.conversationId, (c) => ({
    ...c,
    lastMessage: message,
    lastMessageAt: message.sentAt,
    unread: !open && message.type === 'received' ? c.unread + 1 : c.unread,
  }));
}

/** The other party saw my messages: the last one listed shows it. */
export function listSeenByOther(list: ConversationList, conversationId: string, seenTime: string) {
  return listChanged(list, conversationId, (c) => ({
    ...c,
    lastMessage:
      c.lastMessage && c.lastMessage.type === 'sent' && c.lastMessage.seenTime === null
        ? { ...c.lastMessage, seenTime }
        : c.lastMessage,
  }));
}
