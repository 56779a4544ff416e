import { t } from '@lingui/core/macro';
import { ApiRequestError, type ConversationInput } from '@quoteway/api-client';
import { CHAT_PAGE_SIZE } from '@quoteway/domain';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { type IncomingMessage, type PendingMessage, useChat } from './chatStore';

// The chat screens' calls: each asks the API and hands the answer to the store. Answers
// that arrive after the session or the open conversation changed are dropped.

/** Which conversation a screen shows: by id, or by the other user and the job. */
export type ConversationTarget = { conversationId: string } | { receiverId: string; jobId: string };

/** The store key of a target (the same conversation asked for twice is one load). */
export function targetKey(target: ConversationTarget): string {
  return 'conversationId' in target
    ? target.conversationId
    : `${target.receiverId}|${target.jobId}`;
}

const current = () => useChat.getState();
const stillCurrent = (generation: number) => current().generation === generation;

/**
 * The toast text for a failed chat call (spec: 'Something went wrong'), or the server's own
 * words when it refused for a reason the user can act on: not a party (403), blocked (403),
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

function showChatError(error: unknown) {
  useNotifications.getState().showError(chatErrorMessage(error));
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Read the first page of conversations; `refresh` keeps the list on screen meanwhile. */
export async function loadConversations(mode: 'first' | 'refresh' = 'first'): Promise<void> {
  const { generation } = current();
  if (mode === 'first') current().listRequested();
  try {
    const result = await api.conversations({ perPage: CHAT_PAGE_SIZE, page: 1 });
    if (stillCurrent(generation)) current().listLoaded(result, mode);
  } catch (error) {
    // A failed background refresh leaves the list as it was; the next hint tries again.
    if (mode === 'first' && stillCurrent(generation)) current().listFailed(asError(error));
  }
}

/** Read the next page of conversations. */
export async function loadMoreConversations(): Promise<void> {
  const { generation, list } = current();
  if (list.loadingMore || !list.moreToLoad) return;
  current().moreRequested();
  try {
    const result = await api.conversations({ perPage: CHAT_PAGE_SIZE, page: list.page + 1 });
    if (stillCurrent(generation)) current().listLoaded(result, 'next');
  } catch (error) {
    if (!stillCurrent(generation)) return;
    useChat.setState((s) => ({ list: { ...s.list, loadingMore: false } }));
    showChatError(error);
  }
}

let unreadRun: Promise<void> | null = null;
let unreadAgain = false;

/**
 * Re-count the conversations with unread messages (the menu badge). Calls made while one
 * is under way are folded into one more read after it, so a burst of events (or the menu
 * drawn twice) costs at most two requests.
 */
export function refreshUnread(): Promise<void> {
  if (unreadRun) {
    unreadAgain = true;
    return unreadRun;
  }
  const run = async () => {
    do {
      unreadAgain = false;
      const { generation } = current();
      try {
        const { unreadConversations } = await api.conversations({ perPage: 1 });
        if (stillCurrent(generation)) current().unreadCounted(unreadConversations);
      } catch {
        // The badge keeps its last number; the next event or reconnect tries again.
      }
    } while (unreadAgain);
  };
  unreadRun = run().finally(() => {
    unreadRun = null;
  });
  return unreadRun;
}

const seenUnderWay = new Set<string>();

/** Mark the other party's messages in a conversation seen, then re-count the badge. */
async function markSeen(conversationId: string): Promise<void> {
  if (seenUnderWay.has(conversationId)) return;
  seenUnderWay.add(conversationId);
  const { generation } = current();
  try {
    const result = await api.seenConversation(conversationId, CHAT_PAGE_SIZE);
    if (stillCurrent(generation)) current().markedSeen(conversationId, result);
    void refreshUnread();
  } catch {
    // Not worth a toast: the messages stay unread and are marked on the next visit.
  } finally {
    seenUnderWay.delete(conversationId);
  }
}

/** Whether the open conversation shows a message of the other party not yet seen. */
function openHasUnread(): boolean {
  const { open } = current();
  if (!open?.conversation) return false;
  return (
    open.conversation.unread > 0 ||
    open.messages.some((m) => m.type === 'received' && m.seenTime === null)
  );
}

const tabVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Mark the open conversation seen if it has unread messages and the reader can see it. */
export function markOpenSeenIfVisible(): void {
  const conversationId = current().open?.conversation?._id;
  if (conversationId && tabVisible() && openHasUnread()) void markSeen(conversationId);
}

/** Open a conversation: its newest page, then mark it seen when it has unread messages. */
export async function openConversation(target: ConversationTarget): Promise<void> {
  const key = targetKey(target);
  const { generation } = current();
  current().conversationWanted(key);
  try {
    const result = await api.conversation({ ...target, perPage: CHAT_PAGE_SIZE });
    if (!stillCurrent(generation)) return;
    current().conversationLoaded(key, result);
    if (current().open?.key === key) markOpenSeenIfVisible();
  } catch (error) {
    if (stillCurrent(generation)) current().conversationFailed(key, asError(error));
  }
}

/** Go back in history: the page of messages before the oldest one shown. */
export async function loadEarlierMessages(): Promise<void> {
  const { open, generation } = current();
  const conversationId = open?.conversation?._id;
  const oldest = open?.messages[0];
  if (!conversationId || !oldest || open.loadingEarlier || !open.moreToLoad) return;
  current().earlierRequested();
  try {
    const result = await api.conversation({
      conversationId,
      perPage: CHAT_PAGE_SIZE,
      before: oldest._id,
    });
    if (stillCurrent(generation)) current().earlierLoaded(conversationId, result);
  } catch (error) {
    if (stillCurrent(generation)) current().earlierLoaded(conversationId, null);
    showChatError(error);
  }
}

/** Re-read the open conversation's newest page (after a reconnect, a block or a refusal). */
export async function refreshOpenConversation(): Promise<void> {
  const { open, generation } = current();
  const conversationId = open?.conversation?._id;
  if (!conversationId) return;
  try {
    const query: ConversationInput = { conversationId, perPage: CHAT_PAGE_SIZE };
    const result = await api.conversation(query);
    if (!stillCurrent(generation)) return;
    current().newestLoaded(conversationId, result);
    markOpenSeenIfVisible();
  } catch {
    // What is on screen stays; the next reconnect or visit tries again.
  }
}

/** A message from the realtime `create-message` event. */
export function receiveMessage(message: IncomingMessage, myId: string): void {
  const where = current().receive(message, myId);
  if (where === 'unknown') void loadConversations('refresh');
  if (where === 'open' && message.senderId !== myId) markOpenSeenIfVisible();
}

let pendingCount = 0;

async function deliver(pending: PendingMessage): Promise<void> {
  const { generation } = current();
  try {
    const { message } = pending.file
      ? await api.sendMediaMessage(
          pending.conversationId,
          pending.file,
          pending.file.name,
          pending.text,
        )
      : await api.sendMessage(pending.conversationId, pending.text);
    if (stillCurrent(generation)) current().pendingSent(pending.tempId, message);
  } catch (error) {
    if (!stillCurrent(generation)) return;
    current().pendingFailed(pending.tempId);
    showChatError(error);
    // Refused because someone blocked: the re-read shows the notice and locks the composer.
    if (error instanceof ApiRequestError && error.status === 403) {
      void refreshOpenConversation();
    }
  }
}

/** Send a text (and maybe a photo or PDF with it as caption) to the open conversation. */
export function sendMessage(text: string, file: File | null = null): void {
  const conversationId = current().open?.conversation?._id;
  if (!conversationId || (text.trim() === '' && !file)) return;
  pendingCount += 1;
  const pending: PendingMessage = {
    tempId: `pending-${pendingCount}`,
    conversationId,
    text: file ? text.trim() : text,
    file,
    status: 'sending',
  };
  current().pendingAdded(pending);
  void deliver(pending);
}

/** Send a message that failed again. */
export function retryMessage(tempId: string): void {
  const pending = current().open?.pending.find((p) => p.tempId === tempId);
  if (!pending || pending.status !== 'failed') return;
  current().pendingRetried(tempId);
  void deliver({ ...pending, status: 'sending' });
}

/** Block or unblock the other party of the open conversation. */
export async function setBlocked(blocked: boolean): Promise<boolean> {
  const { open, generation } = current();
  const conversation = open?.conversation;
  if (!conversation) return false;
  try {
    const result = await api.block(conversation.otherUser._id, blocked);
    if (!stillCurrent(generation)) return false;
    current().blockChanged(conversation._id, result.blocked);
    void refreshOpenConversation();
    return true;
  } catch (error) {
    showChatError(error);
    return false;
  }
}
