import { and, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { placeholder as p, type Queryable, statementOnce } from '../../db/client';
import {
  authFailures,
  businesses,
  conversations,
  jobs,
  localities,
  messages,
  outbox,
  professions,
  quotes,
  type StoredMedia,
  userBlocks,
  users,
} from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

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
export type ConversationRow = typeof conversations.$inferSelect;

/** A timestamptz as a raw statement answers it (text from node-postgres, or a Date). */
const asDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * One send in one statement (so one round trip, committed on its own): the conversation
 * must have the sender as a party and no block either way between the parties; then the
 * sender's budget row is counted (an upsert that counts only under the limit and keeps
 * the row locked until the statement commits, so 45 sends at once get exactly `max`
 * through), the message inserted, the conversation's last message time moved and its
 * `message-unread-check` queued. Nothing is written unless all of it is. The budget row
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

/** SQL for chat: conversations, messages, blocks. */
export function chatRepository(db: Queryable) {
  return {
    async findConversation(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row;
    },

    /** The quote a conversation began with, if any. */
    async quoteOf(conversationId: string) {
      const [row] = await db
        .select()
        .from(quotes)
        .where(eq(quotes.conversationId, conversationId))
        .limit(1);
      return row;
    },

    /** A business user with its business row (null for an account without one). */
    async businessOf(userId: string) {
      const [row] = await db
        .select({ owner: users, business: businesses })
        .from(users)
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** The conversation row-locked for the rest of the transaction. */
    async lockConversation(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(eq(conversations.id, id))
        .for('update');
      return row;
    },

    /** The conversation of two users about a job (or about no job). */
    async findConversationBetween(
      userId: string,
      otherId: string,
      jobId: string | undefined,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            jobId ? eq(conversations.jobId, jobId) : isNull(conversations.jobId),
            or(
              and(eq(conversations.customerId, userId), eq(conversations.businessId, otherId)),
              and(eq(conversations.businessId, userId), eq(conversations.customerId, otherId)),
            ),
          ),
        );
      return row?.id;
    },

    /** Whether either user has blocked the other. */
    async blockedBetween(a: string, b: string): Promise<boolean> {
      const rows = await db
        .select({ blocker: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        );
      return rows.length > 0;
    },

    async block(blockerId: string, blockedId: string, at: Date): Promise<void> {
      await db
        .insert(userBlocks)
        .values({ blockerId, blockedId, createdAt: at })
        .onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    /** Whether the two users have any conversation, about any job. */
    async haveConversation(userId: string, otherId: string): Promise<boolean> {
      const rows = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          or(
            and(eq(conversations.customerId, userId), eq(conversations.businessId, otherId)),
            and(eq(conversations.businessId, userId), eq(conversations.customerId, otherId)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * The user's conversations, most recent first, as the inbox lists them: the other
     * party, the job, unread count, blocks and the newest message's id. `only` narrows the
     * list to one conversation, or to other parties whose name matches `search`.
     */
    async conversationList(
      userId: string,
      only: { conversationId?: string; search?: string },
      page: { limit: number; offset: number },
    ) {
      const narrowed: SQL[] = [];
      if (only.conversationId) narrowed.push(eq(conversations.id, only.conversationId));
      if (only.search) {
        const pattern = `%${only.search.replace(/[%_\\]/g, '\\$&')}%`;
        const match = or(ilike(users.userName, pattern), ilike(businesses.businessName, pattern));
        if (match) narrowed.push(match);
      }
      return db
        .select({
          conversation: conversations,
          otherId: users.id,
          otherName: users.userName,
          otherImage: users.imageUrl,
          otherBusiness: businesses.businessName,
          professionName: professions.name,
          locality: localities.locality,
          unread: sql<number>`(SELECT count(*) FROM messages m
            WHERE m.conversation_id = ${conversations.id}
              AND m.sender_id <> ${userId} AND m.seen_at IS NULL)`.mapWith(Number),
          blockedByMe: sql<boolean>`EXISTS (SELECT 1 FROM user_blocks ub
            WHERE ub.blocker_id = ${userId} AND ub.blocked_id = ${users.id})`,
          blockedMe: sql<boolean>`EXISTS (SELECT 1 FROM user_blocks ub
            WHERE ub.blocker_id = ${users.id} AND ub.blocked_id = ${userId})`,
          lastId: sql<string | null>`(SELECT m.id FROM messages m
            WHERE m.conversation_id = ${conversations.id}
            ORDER BY m.sent_at DESC, m.id DESC LIMIT 1)`,
        })
        .from(conversations)
        .innerJoin(
          users,
          sql`${users.id} = CASE WHEN ${conversations.customerId} = ${userId}
                                 THEN ${conversations.businessId} ELSE ${conversations.customerId} END`,
        )
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .leftJoin(jobs, eq(jobs.id, conversations.jobId))
        .leftJoin(professions, eq(professions.slug, jobs.professionSlug))
        .leftJoin(localities, eq(localities.id, jobs.localityId))
        .where(
          and(
            or(eq(conversations.customerId, userId), eq(conversations.businessId, userId)),
            ...narrowed,
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** How many of the user's conversations have a message the user has not seen. */
    async unreadConversations(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(DISTINCT ${messages.conversationId})::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            or(eq(conversations.customerId, userId), eq(conversations.businessId, userId)),
            ne(messages.senderId, userId),
            isNull(messages.seenAt),
          ),
        );
      return Number(row?.n ?? 0);
    },

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

export type ChatRepository = ReturnType<typeof chatRepository>;
/** A row of the inbox list. */
export type ConversationListRow = Awaited<ReturnType<ChatRepository['conversationList']>>[number];
