import { t } from '@lingui/core/macro';
import {
  ApiRequestError,
  apiQueryKey,
  apiRouteKey,
  type ApiOutput,
  type ChatMessage,
  NetworkError,
} from '@quoteway/api-client';
import { CHAT_PAGE_SIZE } from '@quoteway/domain';
import { infiniteQueryOptions, MutationObserver } from '@tanstack/react-query';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { queryClient } from '../queryClient';
import { unreadQueryKey } from './unreadQueryKey';
import {
  blockedBy,
  type ConversationList,
  type EarlierCursor,
  fromReaderSide,
  type IncomingMessage,
  listChanged,
  listEntry,
  listSeenByOther,
  listToTop,
  listWithMessage,
  mapNewestPage,
  type Thread,
  threadConversation,
  threadConversationChanged,
  threadHas,
  threadHasUnread,
  threadMarkedSeen,
  threadSeenByOther,
  threadWithMessage,
  withSeenMark,
} from './chatCache';
import { type PendingMessage, usePending } from './pendingStore';

// The chat's queries and the calls that change them. Every read is a query; realtime events
// and answers patch the cached pages (chatCache.ts) or invalidate them.

/** Which conversation a screen shows: by id, or by the other user and the job. */
export type ConversationTarget = { conversationId: string } | { receiverId: string; jobId: string };

/** The conversation list (20 a page, more on request). */
export const conversationListQuery = infiniteQueryOptions({
  queryKey: apiQueryKey('conversations', { query: { perPage: CHAT_PAGE_SIZE } }),
  queryFn: ({ pageParam, signal }) =>
    api.conversations({ query: { perPage: CHAT_PAGE_SIZE, page: pageParam } }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (last.moreToLoad ? pages.length + 1 : undefined),
});

/** A conversation: its newest page, then earlier pages by the oldest message's id. */
export function threadQuery(target: ConversationTarget) {
  return infiniteQueryOptions({
    queryKey: apiQueryKey('conversation', { query: { ...target, perPage: CHAT_PAGE_SIZE } }),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.conversation(
        { query: { ...(pageParam ?? target), perPage: CHAT_PAGE_SIZE } },
        { signal },
      );
      // A conversation read while on screen marks the other party's messages seen.
      if (pageParam === null) markSeenIfVisible(page.conversation._id, page);
      return page;
    },
    initialPageParam: null as EarlierCursor,
    getNextPageParam: (last): EarlierCursor | undefined => {
      const oldest = last.messages[0];
      return last.moreToLoad && oldest
        ? { conversationId: last.conversation._id, before: oldest._id }
        : undefined;
    },
  });
}

const threadsKey = apiRouteKey('conversation');
const listKey = conversationListQuery.queryKey;

/** Change every cached thread of one conversation (opened by id or by user and job). */
function patchThreads(conversationId: string, change: (thread: Thread) => Thread): void {
  queryClient.setQueriesData<Thread>({ queryKey: threadsKey }, (thread) =>
    thread && threadConversation(thread)?._id === conversationId ? change(thread) : thread,
  );
}

function patchList(change: (list: ConversationList) => ConversationList): void {
  queryClient.setQueryData<ConversationList>(listKey, (list) => list && change(list));
}

/** The conversations on screen now (threads with an observer), with their data. */
function openThreads(): Thread[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: threadsKey, type: 'active' })
    .map((query) => query.state.data as Thread | undefined)
    .filter((thread): thread is Thread => thread !== undefined);
}

function isOpen(conversationId: string): Thread | undefined {
  return openThreads().find((thread) => threadConversation(thread)?._id === conversationId);
}

/** Re-read a conversation (after a reconnect, a block or a refusal). */
function refreshThreads(conversationId: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: threadsKey,
    predicate: (query) => threadConversation(query.state.data as Thread)?._id === conversationId,
  });
}

/**
 * The toast text for a failed chat call (spec: 'Something went wrong'), or the server's own
 * words when it refused for a reason the user can act on: blocked (403),
 * too many messages (429), a file it will not take (400, by field).
 */
function chatErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && [400, 403, 429].includes(error.status)) {
    const said = error.fields[0]?.message ?? error.message;
    // ApiRequestError falls back to 'Request failed with status N' when the body had none.
    if (said && !/^Request failed with status \d+$/.test(said)) return said;
  }
  return t`Something went wrong`;
}

export function showChatError(error: unknown) {
  useNotifications.getState().showError(chatErrorMessage(error));
}

const seenUnderWay = new Set<string>();
/** Conversations asked to be marked again while a mark was under way. */
const seenAgain = new Set<string>();
const tabVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Mark the other party's messages in a conversation seen, then re-count the badge. A message
 * that arrives while a mark is under way may have been written after the server marked the
 * others: one more mark follows, or the sender would see "Sent" for a message read here.
 */
async function markSeen(conversationId: string): Promise<void> {
  if (seenUnderWay.has(conversationId)) {
    seenAgain.add(conversationId);
    return;
  }
  seenUnderWay.add(conversationId);
  // A write, as a mutation of the cache (no component owns it: reads and events start it).
  const observer = new MutationObserver(queryClient, {
    mutationFn: (id: string) =>
      api.seenConversation({ body: { conversationId: id, perPage: CHAT_PAGE_SIZE } }),
    onSuccess: (result, id) => {
      patchThreads(id, (thread) => threadMarkedSeen(thread, result));
      patchList((list) => listChanged(list, id, (c) => ({ ...c, unread: 0 })));
      void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
    },
  });
  try {
    await observer.mutate(conversationId);
  } catch {
    // Not worth a toast: the messages stay unread and are marked on the next visit.
  } finally {
    seenUnderWay.delete(conversationId);
  }
  // Asked again, not judged by the cache: the patch above shows every message seen.
  if (seenAgain.delete(conversationId) && tabVisible()) void markSeen(conversationId);
}

function markSeenIfVisible(conversationId: string, page: Thread['pages'][number]): void {
  const unread = threadHasUnread({ pages: [page], pageParams: [null] });
  if (unread && tabVisible()) void markSeen(conversationId);
}

/** Mark the conversations on screen seen if they have unread messages (the tab came back). */
export function markOpenSeenIfVisible(): void {
  if (!tabVisible()) return;
  for (const thread of openThreads()) {
    const id = threadConversation(thread)?._id;
    if (id && threadHasUnread(thread)) void markSeen(id);
  }
}

/** A message of mine confirmed (answer or echo), with a seen mark that came before it. */
function confirmedMine(message: ChatMessage): ChatMessage {
  return withSeenMark(message, usePending.getState().seenMarks[message.conversationId]);
}

/** A message from the realtime `create-message` event. */
export function receiveMessage(incoming: IncomingMessage, myId: string): void {
  const message = confirmedMine(fromReaderSide(incoming, myId));
  const open = isOpen(message.conversationId);
  const list = queryClient.getQueryData<ConversationList>(listKey);
  const entry = list && listEntry(list, message.conversationId);
  // The same event twice (or the echo of my own send) changes nothing the second time.
  if (open && threadHas(open, message._id)) return;
  if (!open && entry?.lastMessage?._id === message._id) return;
  patchThreads(message.conversationId, (thread) => threadWithMessage(thread, message));
  // My own message, echoed before its send's answer: the real one now stands in for the copy
  // shown while sending (both on screen would show it twice until the answer).
  if (message.type === 'sent') {
    usePending
      .getState()
      .echoed(message.conversationId, message.message, message.messageType === 'media');
  }
  // The open conversation is marked seen by the screen; others wait for the reader.
  patchList((l) => listWithMessage(l, message, open !== undefined));
  if (!entry) void queryClient.invalidateQueries({ queryKey: listKey });
  if (open && message.type === 'received') markOpenSeenIfVisible();
}

/** The realtime `seen-message` event: someone saw a conversation's messages. */
export function receiveSeen(
  {
    conversationId,
    seenTime,
    seenBy,
  }: { conversationId: string; seenTime: string; seenBy: string },
  myId: string,
): void {
  if (seenBy === myId) {
    // I read it (perhaps in another tab): nothing of theirs is unread any more.
    patchList((list) => listChanged(list, conversationId, (c) => ({ ...c, unread: 0 })));
    return;
  }
  // Kept for my messages not confirmed yet: a send whose answer is still on its way.
  usePending.getState().seenByOther(conversationId, seenTime);
  patchThreads(conversationId, (thread) => threadSeenByOther(thread, seenTime));
  patchList((list) => listSeenByOther(list, conversationId, seenTime));
}

/** After a reconnect (events sent while offline are lost) or a new conversation. */
export function refreshChat(): void {
  void queryClient.invalidateQueries({ queryKey: apiRouteKey('conversations') });
  void queryClient.invalidateQueries({ queryKey: threadsKey });
}

let pendingCount = 0;

/** The key of every chat send: `queryClient.isMutating({ mutationKey })` counts those under way. */
export const sendMutationKey = ['chat', 'send'] as const;

/** The send's answer taken in: the real message stands in for the copy shown while sending. */
function delivered(pending: PendingMessage, answer: ApiOutput<'sendMessage'>): void {
  const { conversationId } = pending;
  const message = confirmedMine(answer.message);
  // The realtime echo may have brought it already: merged, never duplicated.
  patchThreads(conversationId, (thread) => threadWithMessage(thread, message));
  patchList((list) =>
    listToTop(list, conversationId, (c) => ({
      ...c,
      lastMessage: message,
      lastMessageAt: message.sentAt,
    })),
  );
  usePending.getState().removed(pending.tempId);
}

function notDelivered(pending: PendingMessage, error: unknown): void {
  if (!usePending.getState().pending.some((p) => p.tempId === pending.tempId)) return;
  usePending.getState().statusChanged(pending.tempId, 'failed');
  showChatError(error);
  // Refused because someone blocked: the re-read shows the notice and locks the composer.
  if (error instanceof ApiRequestError && error.status === 403) {
    void refreshThreads(pending.conversationId);
  }
}

/** A failure worth one more try of the same keyed send: no answer, or a proxy's 502/503/504. */
function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiRequestError && [502, 503, 504].includes(error.status);
}

/**
 * Send a pending message as a mutation of the shared QueryClient: it goes on when the
 * conversation that started it is left, and the cache knows it is under way.
 */
function deliver(pending: PendingMessage): void {
  const observer = new MutationObserver(queryClient, {
    mutationKey: sendMutationKey,
    // Offline, the send fails at once with Retry, as any failed send does, rather than waiting.
    networkMode: 'always',
    mutationFn: ({ conversationId, text, file, idempotencyKey }: PendingMessage) =>
      file
        ? api.sendMediaMessage({
            body: { conversationId, message: text },
            file: { blob: file, name: file.name },
            headers: { 'idempotency-key': idempotencyKey },
          })
        : api.sendMessage({
            body: { conversationId, message: text },
            headers: { 'idempotency-key': idempotencyKey },
          }),
    // A send (text, photo or file) whose process stopped under it (no answer, or 502/503
    // from the proxy) is sent again at once with the same key: at most one message, and one
    // stored file, whichever process gets it.
    retry: (failures, error) => failures < 3 && isTransient(error),
    retryDelay: (failures) => 250 * 2 ** failures,
    onSuccess: (answer, sent) => delivered(sent, answer),
    onError: (error, sent) => notDelivered(sent, error),
  });
  // Failures are handled in onError; the promise's rejection is not a second report.
  observer.mutate(pending).catch(() => {});
}

/** Send a text (and maybe a photo or PDF with it as caption) to a conversation. */
export function sendMessage(conversationId: string, text: string, file: File | null = null): void {
  if (text.trim() === '' && !file) return;
  pendingCount += 1;
  const pending: PendingMessage = {
    tempId: `pending-${pendingCount}`,
    conversationId,
    text: file ? text.trim() : text,
    file,
    status: 'sending',
    idempotencyKey: crypto.randomUUID(),
  };
  usePending.getState().added(pending);
  deliver(pending);
}

/** Send a message that failed again. */
export function retryMessage(tempId: string): void {
  const pending = usePending.getState().pending.find((p) => p.tempId === tempId);
  if (!pending || pending.status !== 'failed') return;
  usePending.getState().statusChanged(tempId, 'sending');
  deliver({ ...pending, status: 'sending' });
}

/**
 * The customer hired from a conversation: its header shows the hire at once (the hire's
 * answer is the job and its quotes as they are now), My Jobs shows it when next read, and
 * the job's other conversations (their quotes now declined) are read again when opened.
 */
export function hiredFromConversation(conversationId: string, result: ApiOutput<'hire'>): void {
  patchThreads(conversationId, (thread) =>
    mapNewestPage(thread, (page) => {
      const quote = page.quote && result.quotes.find((q) => q._id === page.quote?._id);
      return {
        ...page,
        jobStatus: result.job.status,
        quote: page.quote && quote ? { ...page.quote, status: quote.status } : page.quote,
      };
    }),
  );
  queryClient.setQueryData(apiQueryKey('myJob', { params: { id: result.job._id } }), result);
  void queryClient.invalidateQueries({ queryKey: apiRouteKey('myJobs') });
  void queryClient.invalidateQueries({
    queryKey: threadsKey,
    predicate: (query) => threadConversation(query.state.data as Thread)?._id !== conversationId,
  });
}

/** A hire refused (the job changed meanwhile): the header shows the server's word. */
export function hireRefused(conversationId: string): Promise<void> {
  return refreshThreads(conversationId);
}

/** Who to block or unblock, in which conversation. */
interface BlockChange {
  conversationId: string;
  otherUserId: string;
  blocked: boolean;
}

/**
 * Block or unblock the other party of a conversation (`useMutation`'s options): the thread
 * and the list show it at once; a failure is a toast.
 */
export const blockMutation = {
  mutationFn: ({ otherUserId, blocked }: BlockChange) =>
    api.block({ body: { userId: otherUserId, blocked } }),
  onSuccess: (result: ApiOutput<'block'>, { conversationId }: BlockChange) => {
    const change = blockedBy(result.blocked);
    patchThreads(conversationId, (thread) => threadConversationChanged(thread, change));
    patchList((list) => listChanged(list, conversationId, change));
    void refreshThreads(conversationId);
  },
  onError: (error: Error) => showChatError(error),
};
