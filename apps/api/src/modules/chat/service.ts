import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  ChatMessage,
  Conversation,
  ConversationResponse,
  ConversationsResponse,
} from '@quoteway/contracts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { type Database, type Queryable, queryRows } from '../../db/client';
import {
  conversations,
  messages,
  quotes,
  type StoredMedia,
  userBlocks,
  users,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import { type FailureLimit, failureLimiter } from '../auth/failureLimiter';
import type { UserRow } from '../auth/repository';
import { AccountError, FieldRejected } from '../auth/service';
import { enqueue } from '../outbox/enqueue';
import type { FileStorage } from '../storage/storage';
import type { PreparedMedia } from './media';

type MessageRow = typeof messages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

/** A message left unread this long sends its recipient one e-mail. */
const UNREAD_EMAIL_DELAY_MS = 15 * 60_000;
/** Signed media URLs last this long (a page open longer re-fetches the conversation). */
const MEDIA_URL_LIFETIME_MS = 60 * 60_000;
/** Messages a user may send per minute (text and media together). */
const sendLimit: FailureLimit = { max: 30, windowSeconds: 60 };

const chatMessages = {
  notParty: 'You are not part of this conversation',
  blocked: 'You cannot send messages in this conversation',
  notFound: 'Conversation not found',
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
}

interface ListRow {
  id: string;
  job_id: string | null;
  customer_id: string;
  business_id: string;
  last_message_at: unknown;
  other_id: string;
  other_name: string;
  other_image: string | null;
  other_business: string | null;
  profession_name: string | null;
  locality: string | null;
  unread: number | string;
  blocked_by_me: boolean;
  blocked_me: boolean;
  last_id: string | null;
}

/**
 * Chat: a user reads and writes only conversations they are a party to; neither party can
 * write while either has blocked the other; every send is rate-limited and reaches both
 * parties' sockets after it commits; a message left unread 15 minutes e-mails its recipient
 * once per unread run.
 */
export function chatService(deps: ChatServiceDeps) {
  const { db, clock } = deps;

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
  async function partyConversation(tx: Queryable, conversationId: string, userId: string) {
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, conversationId));
    if (!row) throw new NotFoundError(chatMessages.notFound);
    if (row.customerId !== userId && row.businessId !== userId) {
      throw new AccountError(403, chatMessages.notParty);
    }
    return row;
  }

  const otherParty = (c: ConversationRow, userId: string) =>
    c.customerId === userId ? c.businessId : c.customerId;

  async function isBlocked(tx: Queryable, a: string, b: string) {
    const rows = await tx
      .select({ blocker: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      );
    return rows.length > 0;
  }

  /** The list rows (other party, job, unread, blocks) of the user's conversations. */
  async function listRows(
    userId: string,
    where: ReturnType<typeof sql>,
    limit: number,
    offset = 0,
  ) {
    return queryRows<ListRow>(
      db,
      sql`SELECT c.id, c.job_id, c.customer_id, c.business_id, c.last_message_at,
            o.id AS other_id, o.user_name AS other_name, o.image_url AS other_image,
            b.business_name AS other_business, p.name AS profession_name, l.locality,
            (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id
               AND m.sender_id <> ${userId} AND m.seen_at IS NULL) AS unread,
            EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = ${userId}
                    AND ub.blocked_id = o.id) AS blocked_by_me,
            EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = o.id
                    AND ub.blocked_id = ${userId}) AS blocked_me,
            (SELECT m.id FROM messages m WHERE m.conversation_id = c.id
               ORDER BY m.sent_at DESC, m.id DESC LIMIT 1) AS last_id
          FROM conversations c
          JOIN users o ON o.id = CASE WHEN c.customer_id = ${userId}
                                     THEN c.business_id ELSE c.customer_id END
          LEFT JOIN businesses b ON b.user_id = o.id
          LEFT JOIN jobs j ON j.id = c.job_id
          LEFT JOIN professions p ON p.slug = j.profession_slug
          LEFT JOIN localities l ON l.id = j.locality_id
          WHERE (c.customer_id = ${userId} OR c.business_id = ${userId}) AND ${where}
          ORDER BY c.last_message_at DESC, c.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    );
  }

  async function toConversations(rows: ListRow[], userId: string): Promise<Conversation[]> {
    const lastIds = rows.map((r) => r.last_id).filter((id): id is string => id !== null);
    const last = lastIds.length
      ? await db.select().from(messages).where(inArray(messages.id, lastIds))
      : [];
    const byId = new Map(last.map((m) => [m.id, m]));
    return rows.map((r) => {
      const lastRow = r.last_id ? byId.get(r.last_id) : undefined;
      return {
        _id: r.id,
        job:
          r.job_id && r.profession_name
            ? { _id: r.job_id, professionName: r.profession_name, locality: r.locality ?? '' }
            : null,
        otherUser: {
          _id: r.other_id,
          userName: r.other_name,
          imageUrl: r.other_image,
          businessName: r.other_business,
        },
        lastMessage: lastRow ? present(lastRow, userId) : null,
        unread: Number(r.unread),
        blocked: Boolean(r.blocked_by_me) || Boolean(r.blocked_me),
        blockedByMe: Boolean(r.blocked_by_me),
        lastMessageAt: new Date(String(r.last_message_at)).toISOString(),
      };
    });
  }

  async function oneConversation(id: string, userId: string): Promise<Conversation> {
    const [row] = await listRows(userId, sql`c.id = ${id}`, 1);
    if (!row) throw new NotFoundError(chatMessages.notFound);
    const [conversation] = await toConversations([row], userId);
    if (!conversation) throw new NotFoundError(chatMessages.notFound);
    return conversation;
  }

  /** The newest `perPage` messages, or those before `before`; oldest first. */
  async function page(conversationId: string, perPage: number, before?: string) {
    let cursor = sql`true`;
    if (before) {
      const [anchor] = await db
        .select({ sentAt: messages.sentAt })
        .from(messages)
        .where(and(eq(messages.id, before), eq(messages.conversationId, conversationId)));
      if (!anchor)
        throw new FieldRejected('querystring.before', 'is not a message of this conversation');
      cursor = sql`(${messages.sentAt}, ${messages.id}) < (${anchor.sentAt.toISOString()}, ${before})`;
    }
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), cursor))
      .orderBy(sql`${messages.sentAt} DESC, ${messages.id} DESC`)
      .limit(perPage + 1);
    return { rows: rows.slice(0, perPage).reverse(), moreToLoad: rows.length > perPage };
  }

  /** Insert a message and its follow-ups; emits to both parties after commit. */
  async function deliver(
    account: UserRow,
    conversationId: string,
    values: { body: string; messageType: 'text' | 'media'; media?: StoredMedia },
  ): Promise<ChatMessage> {
    const keys: Array<[string, FailureLimit]> = [[`chat-send:${account.id}`, sendLimit]];
    await deps.limiter.check(keys);
    const now = clock.now();
    const { row, receiverId } = await db.transaction(async (tx) => {
      const conversation = await partyConversation(tx, conversationId, account.id);
      const receiverId = otherParty(conversation, account.id);
      if (await isBlocked(tx, account.id, receiverId)) {
        throw new AccountError(403, chatMessages.blocked);
      }
      const [created] = await tx
        .insert(messages)
        .values({
          conversationId,
          senderId: account.id,
          body: values.body,
          messageType: values.messageType,
          media: values.media ?? null,
          sentAt: now,
        })
        .returning();
      if (!created) throw new Error('insert returned no message');
      await tx
        .update(conversations)
        .set({ lastMessageAt: now })
        .where(eq(conversations.id, conversationId));
      await enqueue(
        tx,
        'message-unread-check',
        { messageId: created.id },
        new Date(now.getTime() + UNREAD_EMAIL_DELAY_MS),
      );
      // Counted in the same transaction: one commit per message, and a refused send
      // (a block, a stranger) never uses up the sender's budget.
      await failureLimiter(tx, clock).record(keys);
      return { row: created, receiverId };
    });
    for (const userId of [account.id, receiverId]) {
      deps.realtime.toUser(userId, 'create-message', {
        message: present(row, userId),
        senderId: account.id,
        receiverId,
      });
    }
    return present(row, account.id);
  }

  return {
    async conversations(
      account: UserRow,
      query: { userId?: string; perPage: number; page: number },
    ): Promise<ConversationsResponse> {
      if (query.userId && query.userId !== account.id) {
        throw new AccountError(403, 'You can only read your own conversations');
      }
      const rows = await listRows(
        account.id,
        sql`true`,
        query.perPage + 1,
        (query.page - 1) * query.perPage,
      );
      const [unread] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(DISTINCT m.conversation_id)::int AS n
            FROM messages m JOIN conversations c ON c.id = m.conversation_id
            WHERE (c.customer_id = ${account.id} OR c.business_id = ${account.id})
              AND m.sender_id <> ${account.id} AND m.seen_at IS NULL`,
      );
      return {
        conversations: await toConversations(rows.slice(0, query.perPage), account.id),
        moreToLoad: rows.length > query.perPage,
        unreadConversations: Number(unread?.n ?? 0),
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
            'is required (or receiverId and jobId)',
          );
        }
        const [found] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(
              query.jobId ? eq(conversations.jobId, query.jobId) : isNull(conversations.jobId),
              or(
                and(
                  eq(conversations.customerId, account.id),
                  eq(conversations.businessId, query.receiverId),
                ),
                and(
                  eq(conversations.businessId, account.id),
                  eq(conversations.customerId, query.receiverId),
                ),
              ),
            ),
          );
        if (!found) throw new NotFoundError(chatMessages.notFound);
        id = found.id;
      }
      await partyConversation(db, id, account.id);
      const { rows, moreToLoad } = await page(id, query.perPage, query.before);
      return {
        conversation: await oneConversation(id, account.id),
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
      const conversation = await partyConversation(db, conversationId, account.id);
      if (await isBlocked(db, account.id, otherParty(conversation, account.id))) {
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
     * it counts as opened by the customer); the sender hears it through `seen-message`.
     */
    async seen(account: UserRow, conversationId: string, perPage: number) {
      const conversation = await partyConversation(db, conversationId, account.id);
      const now = clock.now();
      const marked = await db
        .update(messages)
        .set({ seenAt: now })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, account.id),
            isNull(messages.seenAt),
          ),
        )
        .returning({ quoteId: messages.quoteId });
      const quoteIds = marked.map((m) => m.quoteId).filter((id): id is string => id !== null);
      if (quoteIds.length > 0 && conversation.customerId === account.id) {
        await db
          .update(quotes)
          .set({ openedAt: now })
          .where(and(inArray(quotes.id, quoteIds), isNull(quotes.openedAt)));
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
      const pattern = `%${filter.replace(/[%_\\]/g, '\\$&')}%`;
      const rows = await listRows(
        account.id,
        filter
          ? sql`(o.user_name ILIKE ${pattern} OR b.business_name ILIKE ${pattern})`
          : sql`true`,
        100,
      );
      return {
        users: rows.map((r) => ({
          _id: r.other_id,
          userName: r.other_name,
          imageUrl: r.other_image,
          businessName: r.other_business,
          conversationId: r.id,
          jobId: r.job_id,
        })),
      };
    },

    async block(account: UserRow, userId: string, blocked: boolean) {
      if (userId === account.id) throw new FieldRejected('body.userId', 'cannot be yourself');
      const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!other) throw new FieldRejected('body.userId', 'is not a user');
      if (blocked) {
        await db
          .insert(userBlocks)
          .values({ blockerId: account.id, blockedId: userId, createdAt: clock.now() })
          .onConflictDoNothing();
      } else {
        await db
          .delete(userBlocks)
          .where(and(eq(userBlocks.blockerId, account.id), eq(userBlocks.blockedId, userId)));
      }
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
      if (!valid) throw new NotFoundError('Not found');
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
      const media = row?.media;
      const key = variant === 'thumbnail' ? media?.thumbnailKey : media?.key;
      const bytes = key ? await deps.storage.get(key) : null;
      if (!media || !bytes) throw new NotFoundError('Not found');
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
        const [message] = await tx.select().from(messages).where(eq(messages.id, messageId));
        if (!message || message.seenAt) return false;
        const [conversation] = await tx
          .select()
          .from(conversations)
          .where(eq(conversations.id, message.conversationId))
          .for('update');
        if (!conversation) return false;
        const recipientId = otherParty(conversation, message.senderId);
        const unread = await tx
          .select({ id: messages.id, emailedAt: messages.emailedAt })
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, conversation.id),
              eq(messages.senderId, message.senderId),
              isNull(messages.seenAt),
            ),
          );
        if (unread.some((m) => m.emailedAt)) return false;
        const [recipient] = await tx.select().from(users).where(eq(users.id, recipientId));
        const [sender] = await tx.select().from(users).where(eq(users.id, message.senderId));
        if (!recipient || !sender || recipient.status !== 'ACTIVE') return false;
        await tx
          .update(messages)
          .set({ emailedAt: clock.now() })
          .where(
            and(
              eq(messages.conversationId, conversation.id),
              eq(messages.senderId, message.senderId),
              isNull(messages.seenAt),
            ),
          );
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
