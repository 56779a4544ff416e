import { and, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  businesses,
  conversations,
  jobs,
  localities,
  messages,
  professions,
  quotes,
  userBlocks,
  users,
} from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

/** SQL for chat: conversations, blocks and the parties. */
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

    /** A job's status (hire from the conversation while it is open). */
    async jobStatus(jobId: string) {
      const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
      return row?.status ?? null;
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
          titleParts: jobs.titleParts,
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
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
/** A row of the inbox list. */
export type ConversationListRow = Awaited<ReturnType<ChatRepository['conversationList']>>[number];
