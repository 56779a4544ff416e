import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { placeholder as p, type Queryable, statementOnce } from '../../db/client';
import {
  authFailures,
  conversations,
  idempotencyKeys,
  messages,
  outbox,
  quotes,
  type StoredMedia,
  userBlocks,
} from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** A keyed send: what `idempotency_keys` records with its message. */
export interface SendRetry {
  key: string;
  route: 'sendMessage' | 'sendMediaMessage';
  requestHash: string;
}

/** What one send asks of `sendMessage`. */
export interface SendMessageInput {
  conversationId: string;
  senderId: string;
  body: string;
  messageType: 'text' | 'media';
  media: StoredMedia | null;
  sentAt: Date;
  /** The sender's send budget: its key in `auth_failures`, the most a window allows. */
  limit: { key: string; max: number; windowStart: Date };
  /** When the message's `message-unread-check` outbox job becomes due. */
  unreadCheckAt: Date;
  /**
   * The sender's Idempotency-Key, the route it was sent to (`sendMessage`,
   * `sendMediaMessage`) and the request hash, recorded with the message when given.
   */
  retry: SendRetry | null;
}

/** What `sendMessage` did: the message, or why nothing was written. */
export type SendMessageResult =
  | { outcome: 'sent'; row: MessageRow; receiverId: string }
  | { outcome: 'not-a-party' | 'blocked' | 'over-limit' };

interface SendMessageRow {
  receiver_id: string | null;
  blocked: boolean | null;
  over_before: boolean | null;
  id: string | null;
  quote_id: string | null;
  sent_at: string | Date | null;
  seen_at: string | Date | null;
  media: unknown;
  emailed_at: string | Date | null;
}

/** A timestamptz as a raw statement answers it (text from node-postgres, or a Date). */
const asDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * One send in one statement (so one round trip, committed on its own): the conversation
 * must have the sender as a party and no block either way between the parties; then the
 * sender's budget row is counted (an upsert that counts only under the limit and keeps
 * the row locked until the statement commits, so 45 sends at once get exactly `max`
 * through), the message inserted, the conversation's last message time moved and its
 * `message-unread-check` queued, and with an Idempotency-Key, the key recorded (a concurrent
 * duplicate fails there as a unique violation). Nothing is written unless all of it is. The budget row
 * is locked before the conversation row, always in that order.
 * `over_before` is the budget as it stood before this statement (the refusal order is a
 * spent budget first, then a stranger, then a block). Prepared once (see
 * `statementOnce`): a chat sends more of these than anything else.
 */
const sendMessageStatement = sql`WITH conv AS (
  SELECT c.id, CASE WHEN c.customer_id = ${p('senderId')}::uuid
                    THEN c.business_id ELSE c.customer_id END AS receiver_id
  FROM ${conversations} c
  WHERE c.id = ${p('conversationId')}::uuid
    AND (c.customer_id = ${p('senderId')}::uuid OR c.business_id = ${p('senderId')}::uuid)
), blocked AS (
  SELECT EXISTS (
    SELECT 1 FROM ${userBlocks} b, conv
    WHERE (b.blocker_id = ${p('senderId')}::uuid AND b.blocked_id = conv.receiver_id)
       OR (b.blocker_id = conv.receiver_id AND b.blocked_id = ${p('senderId')}::uuid)
  ) AS yes
), counted AS (
  INSERT INTO ${authFailures} AS f (key, count, window_started_at)
  SELECT ${p('limitKey')}::text, 1, ${p('sentAt')}::timestamptz FROM conv WHERE NOT (SELECT yes FROM blocked)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN f.window_started_at <= ${p('windowStart')}::timestamptz THEN 1 ELSE f.count + 1 END,
    window_started_at = CASE WHEN f.window_started_at <= ${p('windowStart')}::timestamptz
                             THEN ${p('sentAt')}::timestamptz ELSE f.window_started_at END
  WHERE f.window_started_at <= ${p('windowStart')}::timestamptz OR f.count < ${p('limitMax')}::int
  RETURNING f.count
), msg AS (
  INSERT INTO ${messages} (conversation_id, sender_id, body, message_type, media, sent_at)
  SELECT conv.id, ${p('senderId')}::uuid, ${p('body')}::text, ${p('messageType')}::text,
         ${p('media')}::jsonb, ${p('sentAt')}::timestamptz
  FROM conv, counted
  RETURNING id, quote_id, sent_at, seen_at, media, emailed_at
), touched AS (
  UPDATE ${conversations} SET last_message_at = ${p('sentAt')}::timestamptz
  WHERE id = ${p('conversationId')}::uuid AND EXISTS (SELECT 1 FROM msg)
), queued AS (
  INSERT INTO ${outbox} (kind, payload, available_at)
  SELECT 'message-unread-check', jsonb_build_object('messageId', msg.id),
         ${p('unreadCheckAt')}::timestamptz
  FROM msg
), keyed AS (
  INSERT INTO ${idempotencyKeys} (user_id, key, route, request_hash, result)
  SELECT ${p('senderId')}::uuid, ${p('retryKey')}::text, ${p('retryRoute')}::text, ${p('retryHash')}::text,
         jsonb_build_object('messageId', msg.id)
  FROM msg WHERE ${p('retryKey')}::text IS NOT NULL
)
SELECT conv.receiver_id, (SELECT yes FROM blocked) AS blocked,
       (SELECT a.window_started_at > ${p('windowStart')}::timestamptz AND a.count >= ${p('limitMax')}::int
        FROM ${authFailures} a WHERE a.key = ${p('limitKey')}::text) AS over_before,
       msg.id, msg.quote_id, msg.sent_at, msg.seen_at, msg.media, msg.emailed_at
FROM (SELECT 1) one LEFT JOIN conv ON true LEFT JOIN msg ON true`;

const sendStatement = statementOnce<SendMessageRow>(
  'chat_send_message',
  () => sendMessageStatement,
);

/** SQL for chat messages: the send, pages of a conversation, seen and unread e-mails. */
export function messageRepository(db: Queryable) {
  return {
    async messagesByIds(ids: string[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(messages).where(inArray(messages.id, ids));
    },

    async findMessage(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    /** When a message of this conversation was sent (undefined if it is not one of it). */
    async messageSentAt(conversationId: string, messageId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ sentAt: messages.sentAt })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
      return row?.sentAt;
    },

    /** Up to `limit` messages, newest first, all before `before` when given. */
    async messagesNewestFirst(
      conversationId: string,
      before: { sentAt: Date; id: string } | undefined,
      limit: number,
    ): Promise<MessageRow[]> {
      const cursor = before
        ? sql`(${messages.sentAt}, ${messages.id}) < (${before.sentAt.toISOString()}, ${before.id})`
        : sql`true`;
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), cursor))
        .orderBy(sql`${messages.sentAt} DESC, ${messages.id} DESC`)
        .limit(limit);
    },

    /** One send (see `sendMessageStatement`): the message, or why nothing was written. */
    async sendMessage(input: SendMessageInput): Promise<SendMessageResult> {
      const [row] = await sendStatement(db, {
        conversationId: input.conversationId,
        senderId: input.senderId,
        body: input.body,
        messageType: input.messageType,
        media: input.media === null ? null : JSON.stringify(input.media),
        // Times as ISO text: the driver's own Date formatting costs more than the statement's cast.
        sentAt: input.sentAt.toISOString(),
        limitKey: input.limit.key,
        limitMax: input.limit.max,
        windowStart: input.limit.windowStart.toISOString(),
        unreadCheckAt: input.unreadCheckAt.toISOString(),
        retryKey: input.retry?.key ?? null,
        retryRoute: input.retry?.route ?? null,
        retryHash: input.retry?.requestHash ?? null,
      });
      if (row?.id && row.receiver_id) {
        return {
          outcome: 'sent',
          receiverId: row.receiver_id,
          row: {
            id: row.id,
            conversationId: input.conversationId,
            senderId: input.senderId,
            body: input.body,
            messageType: input.messageType,
            quoteId: row.quote_id,
            sentAt: asDate(row.sent_at) ?? input.sentAt,
            seenAt: asDate(row.seen_at),
            media:
              typeof row.media === 'string'
                ? JSON.parse(row.media)
                : (row.media as StoredMedia | null),
            emailedAt: asDate(row.emailed_at),
          },
        };
      }
      if (row?.over_before) return { outcome: 'over-limit' };
      if (!row?.receiver_id) return { outcome: 'not-a-party' };
      if (row.blocked) return { outcome: 'blocked' };
      return { outcome: 'over-limit' };
    },

    /** The other party's unread messages become seen; returns the quotes among them. */
    async markSeen(conversationId: string, readerId: string, at: Date) {
      const rows = await db
        .update(messages)
        .set({ seenAt: at })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, readerId),
            isNull(messages.seenAt),
          ),
        )
        .returning({ quoteId: messages.quoteId });
      return rows.map((row) => row.quoteId);
    },

    /** Quotes count as opened at `at`; answers those opened now (not those opened before). */
    async markQuotesOpened(quoteIds: string[], at: Date): Promise<string[]> {
      const rows = await db
        .update(quotes)
        .set({ openedAt: at })
        .where(and(inArray(quotes.id, quoteIds), isNull(quotes.openedAt)))
        .returning({ id: quotes.id });
      return rows.map((row) => row.id);
    },

    /** The sender's messages in the conversation that are still unread. */
    async unreadRun(conversationId: string, senderId: string) {
      return db
        .select({ id: messages.id, emailedAt: messages.emailedAt })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.senderId, senderId),
            isNull(messages.seenAt),
          ),
        );
    },

    async markRunEmailed(conversationId: string, senderId: string, at: Date): Promise<void> {
      await db
        .update(messages)
        .set({ emailedAt: at })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.senderId, senderId),
            isNull(messages.seenAt),
          ),
        );
    },
  };
}
