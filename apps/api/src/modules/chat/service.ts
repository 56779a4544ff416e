import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  ChatMessage,
  Conversation,
  ConversationResponse,
  ConversationsResponse,
} from '@quoteway/contracts';
import { type QuoteType, readNotificationPreferences } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../db/client';
import type { StoredMedia } from '../../db/schema';
import { AccountError, FieldRejected, NotFoundError, TooManyAttemptsError } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import type { failureLimiter } from '../auth';
import { businessBadge, type FailureLimit, type UserRow } from '../auth';
import { type Notify, notifyQuotesOpened } from '../notifications';
import { enqueue } from '../../infra/outbox';
import type { FileStorage } from '../../infra/storage';
import type { PreparedMedia } from './media';
import {
  type ChatRepository,
  type ConversationListRow,
  type ConversationRow,
  chatRepository,
  type MessageRow,
} from './repository';

/** A message left unread this long sends its recipient one e-mail. */
const UNREAD_EMAIL_DELAY_MS = 15 * 60_000;
/** Signed media URLs last this long (a page open longer re-fetches the conversation). */
const MEDIA_URL_LIFETIME_MS = 60 * 60_000;
/** Messages a user may send per minute (text and media together). */
const sendLimit: FailureLimit = { max: 30, windowSeconds: 60 };

const chatMessages = {
  blocked: /*i18n*/ 'You cannot send messages in this conversation',
  notFound: /*i18n*/ 'Conversation not found',
} as const;

export interface ChatServiceDeps {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  storage: FileStorage;
  limiter: ReturnType<typeof failureLimiter>;
  /** Secret that signs media URLs (every process of a deployment needs the same one). */
  mediaSecret: string;
  wakeOutbox(): void;
  /** Tells a business its quote was opened (modules/notifications). */
  notify: Notify;
}

/**
 * Chat: a user reads and writes only conversations they are a party to; neither party can
 * write while either has blocked the other; every send is rate-limited and reaches both
 * parties' sockets after it commits; a message left unread 15 minutes e-mails its recipient
 * once per unread run.
 */
export function chatService(deps: ChatServiceDeps) {
  const { db, clock } = deps;
  const repository = chatRepository(db);

  function sign(messageId: string, variant: string, expires: number): string {
    return createHmac('sha256', deps.mediaSecret)
      .update(`${messageId}:${variant}:${expires}`)
      .digest('base64url');
  }

  function mediaUrl(messageId: string, variant: 'original' | 'thumbnail'): string {
    const expires = clock.now().getTime() + MEDIA_URL_LIFETIME_MS;
    const sig = sign(messageId, variant, expires);
    return `/api/media/${messageId}?variant=${variant}&expires=${expires}&sig=${sig}`;
  }

  function present(row: MessageRow, readerId: string): ChatMessage {
    const media = row.media;
    return {
      _id: row.id,
      conversationId: row.conversationId,
      message: row.body,
      messageType: row.messageType,
      type: row.senderId === readerId ? 'sent' : 'received',
      senderId: row.senderId,
      sentAt: row.sentAt.toISOString(),
      seenTime: row.seenAt ? row.seenAt.toISOString() : null,
      media: media
        ? {
            url: mediaUrl(row.id, 'original'),
            thumbnailUrl: media.thumbnailKey ? mediaUrl(row.id, 'thumbnail') : null,
            mimeType: media.mimeType,
            name: media.name,
            size: media.size,
          }
        : null,
    };
  }

  /** The conversation, if `userId` is one of its parties (403 otherwise, 404 if none). */
  async function partyConversation(
    repo: ChatRepository,
    conversationId: string,
    userId: string,
  ): Promise<ConversationRow> {
    const row = await repo.findConversation(conversationId);
    // Someone else's conversation is answered as one that does not exist.
    if (!row || (row.customerId !== userId && row.businessId !== userId)) {
      throw new NotFoundError(chatMessages.notFound);
    }
    return row;
  }

  const otherParty = (c: ConversationRow, userId: string) =>
    c.customerId === userId ? c.businessId : c.customerId;

  async function toConversations(
    rows: ConversationListRow[],
    userId: string,
  ): Promise<Conversation[]> {
    const lastIds = rows.map((r) => r.lastId).filter((id): id is string => id !== null);
    const last = await repository.messagesByIds(lastIds);
    const byId = new Map(last.map((m) => [m.id, m]));
    return rows.map((r) => {
      const c = r.conversation;
      const lastRow = r.lastId ? byId.get(r.lastId) : undefined;
      return {
        _id: c.id,
        job:
          c.jobId && r.professionName
            ? { _id: c.jobId, professionName: r.professionName, locality: r.locality ?? '' }
            : null,
        otherUser: {
          _id: r.otherId,
          userName: r.otherName,
          imageUrl: r.otherImage,
          businessName: r.otherBusiness,
        },
        lastMessage: lastRow ? present(lastRow, userId) : null,
        unread: r.unread,
        blocked: Boolean(r.blockedByMe) || Boolean(r.blockedMe),
        blockedByMe: Boolean(r.blockedByMe),
        lastMessageAt: c.lastMessageAt.toISOString(),
      };
    });
  }

  async function oneConversation(id: string, userId: string): Promise<Conversation> {
    const [row] = await repository.conversationList(
      userId,
      { conversationId: id },
      { limit: 1, offset: 0 },
    );
    if (!row) throw new NotFoundError(chatMessages.notFound);
    const [conversation] = await toConversations([row], userId);
    if (!conversation) throw new NotFoundError(chatMessages.notFound);
    return conversation;
  }

  /** The newest `perPage` messages, or those before `before`; oldest first. */
  async function page(conversationId: string, perPage: number, before?: string) {
    let anchor: { sentAt: Date; id: string } | undefined;
    if (before) {
      const sentAt = await repository.messageSentAt(conversationId, before);
      if (!sentAt)
        throw new FieldRejected(
          'querystring.before',
          /*i18n*/ 'is not a message of this conversation',
        );
      anchor = { sentAt, id: before };
    }
    const rows = await repository.messagesNewestFirst(conversationId, anchor, perPage + 1);
    return { rows: rows.slice(0, perPage).reverse(), moreToLoad: rows.length > perPage };
  }

  /** Insert a message and its follow-ups; emits to both parties after commit. */
  async function deliver(
    account: UserRow,
    conversationId: string,
    values: { body: string; messageType: 'text' | 'media'; media?: StoredMedia },
  ): Promise<ChatMessage> {
    const now = clock.now();
    const key = `chat-send:${account.id}`;
    // One statement: the party and block checks, the send budget counted, the message, the
    // conversation's time and the unread check queued; committed before anyone hears of it. A
    // refused send (a spent budget, a stranger, a block) writes nothing and costs nothing.
    const sent = await repository.sendMessage({
      conversationId,
      senderId: account.id,
      body: values.body,
      messageType: values.messageType,
      media: values.media ?? null,
      sentAt: now,
      limit: {
        key,
        max: sendLimit.max,
        windowStart: new Date(now.getTime() - sendLimit.windowSeconds * 1000),
      },
      unreadCheckAt: new Date(now.getTime() + UNREAD_EMAIL_DELAY_MS),
    });
    if (sent.outcome !== 'sent') {
      if (sent.outcome === 'not-a-party') throw new NotFoundError(chatMessages.notFound);
      if (sent.outcome === 'blocked') throw new AccountError(403, chatMessages.blocked);
      // A spent budget: this throws with the time left in its window.
      await deps.limiter.check([[key, sendLimit]]);
      throw new TooManyAttemptsError(1);
    }
    const { row, receiverId } = sent;
    // Each party's copy is presented once; the sender's is also the answer.
    const forSender = present(row, account.id);
    deps.realtime.toUser(account.id, 'create-message', {
      message: forSender,
      senderId: account.id,
      receiverId,
    });
    deps.realtime.toUser(receiverId, 'create-message', {
      message: present(row, receiverId),
      senderId: account.id,
      receiverId,
    });
    return forSender;
  }

  return {
    async conversations(
      account: UserRow,
      query: { userId?: string; perPage: number; page: number },
    ): Promise<ConversationsResponse> {
      if (query.userId && query.userId !== account.id) {
        throw new AccountError(403, /*i18n*/ 'You can only read your own conversations');
      }
      const rows = await repository.conversationList(
        account.id,
        {},
        { limit: query.perPage + 1, offset: (query.page - 1) * query.perPage },
      );
      const unread = await repository.unreadConversations(account.id);
      return {
        conversations: await toConversations(rows.slice(0, query.perPage), account.id),
        moreToLoad: rows.length > query.perPage,
        unreadConversations: unread,
      };
    },

    async conversation(
      account: UserRow,
      query: {
        conversationId?: string;
        receiverId?: string;
        jobId?: string;
        perPage: number;
        before?: string;
      },
    ): Promise<ConversationResponse> {
      let id = query.conversationId;
      if (!id) {
        if (!query.receiverId) {
          throw new FieldRejected(
            'querystring.conversationId',
            /*i18n*/ 'is required (or receiverId and jobId)',
          );
        }
        const found = await repository.findConversationBetween(
          account.id,
          query.receiverId,
          query.jobId,
        );
        if (!found) throw new NotFoundError(chatMessages.notFound);
        id = found;
      }
      const row = await partyConversation(repository, id, account.id);
      const [{ rows, moreToLoad }, quote, business] = await Promise.all([
        page(id, query.perPage, query.before),
        repository.quoteOf(id),
        repository.businessOf(row.businessId),
      ]);
      return {
        conversation: await oneConversation(id, account.id),
        quote: quote
          ? {
              _id: quote.id,
              estCost: { type: quote.estType as QuoteType, value: quote.estCents },
              checkboxes: quote.checkboxes,
              status: quote.status,
            }
          : null,
        business: business ? businessBadge(business.owner, business.business) : null,
        messages: rows.map((r) => present(r, account.id)),
        moreToLoad,
      };
    },

    sendText(account: UserRow, conversationId: string, text: string) {
      return deliver(account, conversationId, { body: text, messageType: 'text' });
    },

    async sendMedia(
      account: UserRow,
      conversationId: string,
      prepared: PreparedMedia,
      caption: string,
    ): Promise<ChatMessage> {
      // Check the party and the block before storing anything.
      const conversation = await partyConversation(repository, conversationId, account.id);
      if (await repository.blockedBetween(account.id, otherParty(conversation, account.id))) {
        throw new AccountError(403, chatMessages.blocked);
      }
      const key = await deps.storage.put('chat', prepared.extension, prepared.bytes);
      const thumbnailKey = prepared.thumbnail
        ? await deps.storage.put('chat', prepared.thumbnail.extension, prepared.thumbnail.bytes)
        : null;
      try {
        return await deliver(account, conversationId, {
          body: caption,
          messageType: 'media',
          media: {
            key,
            thumbnailKey,
            mimeType: prepared.mimeType,
            thumbnailMimeType: prepared.thumbnail?.mimeType ?? null,
            name: prepared.name,
            size: prepared.bytes.length,
          },
        });
      } catch (error) {
        // Refused after storing (rate limit, a block in between): leave no orphan files.
        await deps.storage.remove(key);
        if (thumbnailKey) await deps.storage.remove(thumbnailKey);
        throw error;
      }
    },

    /**
     * Opening a conversation: the other party's unread messages become seen (and a quote in
     * it counts as opened by the customer, and its business is told); the sender hears it
     * through `seen-message`.
     */
    async seen(account: UserRow, conversationId: string, perPage: number, origin: string) {
      const conversation = await partyConversation(repository, conversationId, account.id);
      const now = clock.now();
      const marked = await repository.markSeen(conversationId, account.id, now);
      const quoteIds = marked.filter((id): id is string => id !== null);
      if (quoteIds.length > 0 && conversation.customerId === account.id) {
        const opened = await db.transaction(async (tx) => {
          const ids = await chatRepository(tx).markQuotesOpened(quoteIds, now);
          await notifyQuotesOpened(tx, deps.notify, {
            quoteIds: ids,
            customerName: account.userName,
            origin,
          });
          return ids.length;
        });
        if (opened > 0) deps.wakeOutbox();
      }
      if (marked.length > 0) {
        deps.realtime.toUser(otherParty(conversation, account.id), 'seen-message', {
          conversationId,
          seenTime: now.toISOString(),
          seenBy: account.id,
        });
      }
      const { rows } = await page(conversationId, perPage);
      return {
        messages: rows.map((r) => present(r, account.id)),
        seenTime: marked.length > 0 ? now.toISOString() : null,
      };
    },

    async contacts(account: UserRow, filter: string) {
      const rows = await repository.conversationList(account.id, filter ? { search: filter } : {}, {
        limit: 100,
        offset: 0,
      });
      return {
        users: rows.map((r) => ({
          _id: r.otherId,
          userName: r.otherName,
          imageUrl: r.otherImage,
          businessName: r.otherBusiness,
          conversationId: r.conversation.id,
          jobId: r.conversation.jobId,
        })),
      };
    },

    async block(account: UserRow, userId: string, blocked: boolean) {
      if (userId === account.id)
        throw new FieldRejected('body.userId', /*i18n*/ 'cannot be yourself');
      // Only someone you have talked with: a block is not a way to probe who has an account.
      if (!(await repository.haveConversation(account.id, userId))) {
        throw new NotFoundError(chatMessages.notFound);
      }
      if (blocked) await repository.block(account.id, userId, clock.now());
      else await repository.unblock(account.id, userId);
      return { blocked };
    },

    /** The bytes of a media message for a signed URL (any other request is a 404). */
    async media(
      messageId: string,
      variant: 'original' | 'thumbnail',
      expires: number,
      sig: string,
    ) {
      const expected = Buffer.from(sign(messageId, variant, expires));
      const given = Buffer.from(sig);
      const valid =
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        expires > clock.now().getTime();
      if (!valid) throw new NotFoundError(/*i18n*/ 'Not found');
      const row = await repository.findMessage(messageId);
      const media = row?.media;
      const key = variant === 'thumbnail' ? media?.thumbnailKey : media?.key;
      const bytes = key ? await deps.storage.get(key) : null;
      if (!media || !bytes) throw new NotFoundError(/*i18n*/ 'Not found');
      return {
        bytes,
        mimeType:
          variant === 'thumbnail' ? (media.thumbnailMimeType ?? media.mimeType) : media.mimeType,
        name: media.name,
      };
    },

    /**
     * Outbox, 15 minutes after a message: if it is still unread and its recipient has not
     * been e-mailed about this unread run, send one e-mail and mark the run's messages.
     */
    async unreadCheck(messageId: string, origin: string) {
      const sent = await db.transaction(async (tx) => {
        const inTx = chatRepository(tx);
        const message = await inTx.findMessage(messageId);
        if (!message || message.seenAt) return false;
        const conversation = await inTx.lockConversation(message.conversationId);
        if (!conversation) return false;
        const recipientId = otherParty(conversation, message.senderId);
        const unread = await inTx.unreadRun(conversation.id, message.senderId);
        if (unread.some((m) => m.emailedAt)) return false;
        const recipient = await inTx.findUser(recipientId);
        const sender = await inTx.findUser(message.senderId);
        if (!recipient || !sender || recipient.status !== 'ACTIVE') return false;
        // The person chose no e-mail about unread messages.
        const preferences = readNotificationPreferences(recipient.notificationPreferences);
        if (!preferences['unread-messages'].email) return false;
        await inTx.markRunEmailed(conversation.id, message.senderId, clock.now());
        await enqueue(
          tx,
          'email',
          {
            to: recipient.email,
            template: 'unread-messages',
            data: {
              name: recipient.userName,
              sender: sender.userName,
              count: String(unread.length),
              link: `${origin}/chat/${recipient.id}/${sender.id}/${conversation.jobId ?? ''}`,
            },
          },
          clock.now(),
        );
        return true;
      });
      if (sent) deps.wakeOutbox();
      return sent;
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
