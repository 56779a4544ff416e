import { createHash, timingSafeEqual } from 'node:crypto';
import type { ChatMessage } from '@quoteway/contracts';
import { isUniqueViolation } from '../../db/client';
import type { StoredMedia } from '../../db/schema';
import { firstResult, requestHashOf } from '../../infra/idempotency';
import { AccountError, NotFoundError, TooManyAttemptsError } from '../../errors';
import type { FailureLimit, UserRow } from '../auth';
import { type ChatKit, type ChatServiceDeps, chatMessages, otherParty } from './chatKit';
import type { PreparedMedia } from './media';
import { messageRepository, type SendRetry } from './messageRepository';
import { chatRepository } from './repository';

/** A message left unread this long sends its recipient one e-mail. */
const UNREAD_EMAIL_DELAY_MS = 15 * 60_000;
/** Messages a user may send per minute (text and media together). */
const sendLimit: FailureLimit = { max: 30, windowSeconds: 60 };

/** A keyed media send: the upload as sent (its bytes by their hash) under the sender's key. */
function mediaRetry(
  upload: { conversationId: string; caption: string; bytes: Buffer },
  idempotencyKey: string | undefined,
): SendRetry | null {
  if (!idempotencyKey) return null;
  const file = createHash('sha256').update(upload.bytes).digest('hex');
  return {
    key: idempotencyKey,
    route: 'sendMediaMessage',
    requestHash: requestHashOf('sendMediaMessage', {
      conversationId: upload.conversationId,
      caption: upload.caption,
      file,
    }),
  };
}

/** Sending text and media (rate-limited, to both parties after commit) and a media file's bytes. */
export function messageService(deps: ChatServiceDeps, kit: ChatKit) {
  const { db, clock } = deps;
  const { sign, present, partyConversation } = kit;
  const repository = chatRepository(db);
  const messageRepo = messageRepository(db);

  /**
   * Insert a message and its follow-ups; emits to both parties after commit. `sent` is false
   * when a concurrent copy of this keyed send made the message (answered with it).
   */
  async function deliver(
    account: UserRow,
    conversationId: string,
    values: { body: string; messageType: 'text' | 'media'; media?: StoredMedia },
    retry: SendRetry | null = null,
  ): Promise<{ message: ChatMessage; sent: boolean }> {
    const now = clock.now();
    const key = `chat-send:${account.id}`;
    // One statement: the party and block checks, the send budget counted, the message, the
    // conversation's time and the unread check queued; committed before anyone hears of it. A
    // refused send (a spent budget, a stranger, a block) writes nothing and costs nothing.
    const sent = await messageRepo
      .sendMessage({
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
        retry,
      })
      .catch(async (error: unknown) => {
        // A concurrent duplicate of a keyed send: the first one committed the message.
        const first = retry && isUniqueViolation(error) ? await earlier(account, retry) : undefined;
        if (first) return { outcome: 'retried' as const, message: first };
        throw error;
      });
    if (sent.outcome === 'retried') return { message: sent.message, sent: false };
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
    return { message: forSender, sent: true };
  }

  /**
   * The message a keyed send already made, presented to its sender again (no second
   * message, no second event: the parties had the first, and re-sync finds it).
   */
  async function earlier(account: UserRow, retry: SendRetry): Promise<ChatMessage | undefined> {
    const first = await firstResult(db, account.id, retry.key, retry.route, retry.requestHash);
    const id = typeof first?.messageId === 'string' ? first.messageId : undefined;
    const row = id ? await messageRepo.findMessage(id) : undefined;
    return row ? present(row, account.id) : undefined;
  }

  return {
    /**
     * Send a text. With an Idempotency-Key, a retry (also one racing the first, or after its
     * process stopped) answers with the first message instead of sending it again.
     */
    async sendText(
      account: UserRow,
      conversationId: string,
      text: string,
      idempotencyKey?: string,
    ): Promise<ChatMessage> {
      const retry: SendRetry | null = idempotencyKey
        ? {
            key: idempotencyKey,
            route: 'sendMessage',
            requestHash: requestHashOf('sendMessage', { conversationId, text }),
          }
        : null;
      const first = retry ? await earlier(account, retry) : undefined;
      if (first) return first;
      const { message } = await deliver(
        account,
        conversationId,
        { body: text, messageType: 'text' },
        retry,
      );
      return message;
    },

    /**
     * The first message of a keyed media send already made (a retry after a lost answer),
     * before the upload is even decoded; undefined when there is none (or no key). The
     * request is the conversation, the caption and the uploaded bytes as sent.
     */
    async earlierMedia(
      account: UserRow,
      upload: { conversationId: string; caption: string; bytes: Buffer },
      idempotencyKey: string | undefined,
    ): Promise<ChatMessage | undefined> {
      const retry = mediaRetry(upload, idempotencyKey);
      return retry ? earlier(account, retry) : undefined;
    },

    /**
     * Send a photo or PDF (checked and prepared from `upload.bytes`) with its caption. With an
     * Idempotency-Key, a retry, also one racing the first, answers with the first message, and
     * the copy's stored files are removed: one message, one stored file.
     */
    async sendMedia(
      account: UserRow,
      upload: { conversationId: string; caption: string; bytes: Buffer },
      prepared: PreparedMedia,
      idempotencyKey?: string,
    ): Promise<ChatMessage> {
      const { conversationId, caption } = upload;
      const retry = mediaRetry(upload, idempotencyKey);
      const first = retry ? await earlier(account, retry) : undefined;
      if (first) return first;
      // Check the party and the block before storing anything.
      const conversation = await partyConversation(repository, conversationId, account.id);
      if (await repository.blockedBetween(account.id, otherParty(conversation, account.id))) {
        throw new AccountError(403, chatMessages.blocked);
      }
      const key = await deps.storage.put('chat', prepared.extension, prepared.bytes);
      const thumbnailKey = prepared.thumbnail
        ? await deps.storage.put('chat', prepared.thumbnail.extension, prepared.thumbnail.bytes)
        : null;
      const removeStored = async () => {
        await deps.storage.remove(key);
        if (thumbnailKey) await deps.storage.remove(thumbnailKey);
      };
      let delivered: { message: ChatMessage; sent: boolean };
      try {
        delivered = await deliver(
          account,
          conversationId,
          {
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
          },
          retry,
        );
      } catch (error) {
        // Refused after storing (rate limit, a block in between): leave no orphan files.
        await removeStored();
        throw error;
      }
      // A concurrent copy of this keyed send made the message with its own files: these go.
      if (!delivered.sent) await removeStored();
      return delivered.message;
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
      const row = await messageRepo.findMessage(messageId);
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
  };
}
