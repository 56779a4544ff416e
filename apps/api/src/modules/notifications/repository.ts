import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { placeholder as p, type Queryable, statementOnce } from '../../db/client';
import { businesses, jobs, notifications, professions, quotes, users } from '../../db/schema';
import { insertOutboxRows, outboxRowsJson } from '../../infra/outbox';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = typeof notifications.$inferInsert;
type QuoteRow = typeof quotes.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

/** A quote with its job and the other party, for the Applications popover. */
const application = {
  quoteId: quotes.id,
  jobId: quotes.jobId,
  quoteStatus: quotes.status,
  estType: quotes.estType,
  estCents: quotes.estCents,
  createdAt: quotes.createdAt,
  openedAt: quotes.openedAt,
  returnedAt: quotes.returnedAt,
  jobStatus: jobs.status,
  hiredQuoteId: jobs.hiredQuoteId,
  hiredAt: jobs.hiredAt,
  completedAt: jobs.completedAt,
  cancelledAt: jobs.cancelledAt,
  professionName: professions.name,
  titleParts: jobs.titleParts,
};
export interface ApplicationRow {
  quoteId: string;
  jobId: string;
  quoteStatus: QuoteRow['status'];
  estType: string;
  estCents: number;
  createdAt: Date;
  openedAt: Date | null;
  returnedAt: Date | null;
  jobStatus: JobRow['status'];
  hiredQuoteId: string | null;
  hiredAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  professionName: string;
  titleParts: string[];
  /** The customer's full name (for a business), or the business's name (for a customer). */
  counterpart: string;
}

/** `add`: the notification, and its outbox rows from a JSON array (due now when no time). */
const addStatement = statementOnce('notifications_add', () => {
  return sql`WITH written AS (
      INSERT INTO ${notifications} (id, user_id, kind, values, link, created_at)
      VALUES (${p('id')}::uuid, ${p('userId')}::uuid, ${p('kind')}::text, ${p('values')}::jsonb,
              ${p('link')}::text, ${p('createdAt')}::timestamptz)
    )
    ${insertOutboxRows(p('queue'))}`;
});

/** SQL for notifications, their recipients, and the quotes the Applications popover lists. */
export function notificationRepository(db: Queryable) {
  return {
    /**
     * Write a notification (its id made by the caller) and queue the outbox rows that go
     * with it, in one statement: one round trip inside the caller's transaction.
     */
    async add(
      values: Required<Pick<NewNotification, 'id' | 'userId' | 'kind' | 'values' | 'link'>> & {
        createdAt: Date;
      },
      queue: Array<{ kind: string; payload: unknown; availableAt?: Date }>,
    ): Promise<void> {
      await addStatement(db, {
        id: values.id,
        userId: values.userId,
        kind: values.kind,
        values: JSON.stringify(values.values),
        link: values.link,
        createdAt: values.createdAt.toISOString(),
        queue: outboxRowsJson(queue),
      });
    },

    async find(id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    /** The user's latest notifications, newest first. */
    async latest(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    /**
     * Mark the user's notification read (a second time keeps the first time). False when the
     * user has no notification of that id.
     */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** What delivering a notification needs to know of its recipient. */
    async recipient(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          userName: users.userName,
          status: users.status,
          locale: users.locale,
          mobile: users.mobile,
          notificationPreferences: users.notificationPreferences,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** What telling businesses their quotes were opened needs: each quote's business and job. */
    async openedQuotes(quoteIds: string[]) {
      if (quoteIds.length === 0) return [];
      return db
        .select({
          jobId: quotes.jobId,
          businessId: quotes.businessId,
          businessUserName: users.userName,
          professionName: professions.name,
          titleParts: jobs.titleParts,
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(users, eq(users.id, quotes.businessId))
        .where(inArray(quotes.id, quoteIds));
    },

    /** The business's latest sent quotes, the customer's first name as the other party. */
    async sentQuotes(businessId: string, limit: number): Promise<ApplicationRow[]> {
      return db
        .select({ ...application, counterpart: users.userName })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(users, eq(users.id, jobs.customerId))
        .where(eq(quotes.businessId, businessId))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit);
    },

    /** The latest quotes on the customer's jobs, the business's name as the other party. */
    async receivedQuotes(customerId: string, limit: number): Promise<ApplicationRow[]> {
      return db
        .select({
          ...application,
          counterpart: sql<string>`coalesce(${businesses.businessName}, ${users.userName})`,
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(users, eq(users.id, quotes.businessId))
        .leftJoin(businesses, eq(businesses.userId, quotes.businessId))
        .where(eq(jobs.customerId, customerId))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit);
    },
  };
}
