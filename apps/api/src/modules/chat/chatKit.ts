import { createHmac } from 'node:crypto';
import type { ChatMessage } from '@quoteway/contracts';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../db/client';
import { FieldRejected, NotFoundError } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import type { failureLimiter } from '../auth';
import type { Notify } from '../notifications';
import type { FileStorage } from '../../infra/storage';
import { type MessageRow, messageRepository } from './messageRepository';
import type { ChatRepository, ConversationRow } from './repository';

/** Signed media URLs last this long (a page open longer re-fetches the conversation). */
const MEDIA_URL_LIFETIME_MS = 60 * 60_000;

export const chatMessages = {
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

/** The other party of a conversation. */
export const otherParty = (c: ConversationRow, userId: string) =>
  c.customerId === userId ? c.businessId : c.customerId;

/** What the chat's use cases share: signed media URLs, a message as a reader sees it, parties. */
export function chatKit(deps: ChatServiceDeps) {
  const { clock } = deps;
  const messageRepo = messageRepository(deps.db);

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

  /** The newest `perPage` messages, or those before `before`; oldest first. */
  async function page(conversationId: string, perPage: number, before?: string) {
    let anchor: { sentAt: Date; id: string } | undefined;
    if (before) {
      const sentAt = await messageRepo.messageSentAt(conversationId, before);
      if (!sentAt)
        throw new FieldRejected(
          'querystring.before',
          /*i18n*/ 'is not a message of this conversation',
        );
      anchor = { sentAt, id: before };
    }
    const rows = await messageRepo.messagesNewestFirst(conversationId, anchor, perPage + 1);
    return { rows: rows.slice(0, perPage).reverse(), moreToLoad: rows.length > perPage };
  }

  return { sign, present, partyConversation, page };
}

export type ChatKit = ReturnType<typeof chatKit>;
