import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client';
import {
  businesses,
  jobs,
  localities,
  phoneVerifications,
  professions,
  quotes,
  reviews,
  users,
} from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type LocalityRow = typeof localities.$inferSelect;
export type ProfessionRow = typeof professions.$inferSelect;
export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
type NewJob = typeof jobs.$inferInsert;
type NewQuote = typeof quotes.$inferInsert;

/** Whether the job has its review (the customer reviewed the hired business). */
const jobReviewed = sql<boolean>`EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.jobId} = ${jobs.id})`;

/** What a job's quote cards show of each quoting business beyond its row (see businessFacts). */
export interface BusinessFactsRow {
  businessId: string;
  hires: number;
  responseSeconds: number | null;
  reviewRating: number | null;
  reviewBody: string | null;
  reviewCreatedAt: Date | string | null;
  reviewerName: string | null;
}

/** SQL for the customer's side of the marketplace: jobs, their quotes, phone checks. */
export function jobRepository(db: Queryable) {
  return {
    async findProfession(slug: string): Promise<ProfessionRow | undefined> {
      const [row] = await db.select().from(professions).where(eq(professions.slug, slug));
      return row;
    },

    /** A business's name (its user name when it has no business row), or null. */
    async businessName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ businessName: businesses.businessName, userName: users.userName })
        .from(users)
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .where(eq(users.id, userId));
      return row ? (row.businessName ?? row.userName) : null;
    },

    /** Whether `userId` is an active business a customer may ask directly for a quote. */
    async isActiveBusiness(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: businesses.userId })
        .from(businesses)
        .innerJoin(users, and(eq(users.id, businesses.userId), eq(users.status, 'ACTIVE')))
        .where(eq(businesses.userId, userId));
      return rows.length > 0;
    },

    /** The trade's name, or the slug when the trade is gone. */
    async professionName(slug: string): Promise<string> {
      const [row] = await db
        .select({ name: professions.name })
        .from(professions)
        .where(eq(professions.slug, slug));
      return row?.name ?? slug;
    },

    async findLocality(id: number): Promise<LocalityRow | undefined> {
      const [row] = await db.select().from(localities).where(eq(localities.id, id));
      return row;
    },

    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async emailTaken(email: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return rows.length > 0;
    },

    /** The mobile the user just proved (or proved before, at `verifiedAt`). */
    async setUserMobile(userId: string, mobile: string, verifiedAt: Date | null): Promise<void> {
      await db
        .update(users)
        .set({ mobile, mobileVerifiedAt: verifiedAt })
        .where(eq(users.id, userId));
    },

    async insertJob(values: NewJob): Promise<JobRow> {
      const [row] = await db.insert(jobs).values(values).returning();
      if (!row) throw new Error('insert returned no job');
      return row;
    },

    async findJob(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    /** The job row-locked for the rest of the transaction. */
    async lockJob(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update');
      return row;
    },

    async updateJob(id: string, values: Partial<NewJob>): Promise<JobRow | undefined> {
      const [row] = await db.update(jobs).set(values).where(eq(jobs.id, id)).returning();
      return row;
    },

    /** A pending job goes live (a job no longer pending is left alone). */
    async publishJob(id: string, at: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'open', publishedAt: at })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'pending')));
    },

    async pendingJobIds(customerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.customerId, customerId), eq(jobs.status, 'pending')));
      return rows.map((row) => row.id);
    },

    /** The job's locality and trade name, as its summary shows them. */
    async jobPlace(job: Pick<JobRow, 'id' | 'localityId' | 'professionSlug'>) {
      const [row] = await db
        .select({
          locality: localities,
          professionName: professions.name,
          reviewed: sql<boolean>`EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.jobId} = ${job.id})`,
        })
        .from(localities)
        .innerJoin(professions, eq(professions.slug, job.professionSlug))
        .where(eq(localities.id, job.localityId));
      return row;
    },

    /** A page of the customer's jobs, newest first, with the count of all that match. */
    async customerJobs(
      customerId: string,
      filter: { status: JobRow['status'] | 'all'; search?: string | undefined },
      page: { limit: number; offset: number },
    ) {
      const filters = [eq(jobs.customerId, customerId)];
      if (filter.status !== 'all') filters.push(eq(jobs.status, filter.status));
      if (filter.search) {
        filters.push(ilike(professions.name, `%${filter.search.replace(/[%_\\]/g, '\\$&')}%`));
      }
      const where = and(...filters);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .where(where);
      const rows = await db
        .select({
          job: jobs,
          locality: localities,
          professionName: professions.name,
          reviewed: jobReviewed,
        })
        .from(jobs)
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** The quotes on a job, oldest first, with the business that sent each. */
    async quotesOn(jobId: string) {
      return db
        .select({ quote: quotes, business: businesses, owner: users })
        .from(quotes)
        .innerJoin(users, eq(users.id, quotes.businessId))
        .leftJoin(businesses, eq(businesses.userId, quotes.businessId))
        .where(eq(quotes.jobId, jobId))
        .orderBy(quotes.createdAt);
    },

    /**
     * For every business that quoted on the job, in one statement: its hires on Quoteway,
     * its median seconds from a job going live to its quote over its quotes since `since`
     * (null when it has none), and its newest review with the reviewer's name. Each figure is
     * a subquery on an index of the business (quotes_business_idx, reviews_business_idx).
     */
    async businessFacts(jobId: string, since: Date): Promise<BusinessFactsRow[]> {
      const rows = await queryRows<BusinessFactsRow>(
        db,
        sql`SELECT oq.business_id AS "businessId",
              (SELECT count(*)::int FROM ${quotes} h
                WHERE h.business_id = oq.business_id AND h.status = 'hired') AS "hires",
              (SELECT percentile_cont(0.5) WITHIN GROUP (
                        ORDER BY extract(epoch FROM r.created_at - coalesce(j.published_at, j.created_at)))
                 FROM ${quotes} r JOIN ${jobs} j ON j.id = r.job_id
                WHERE r.business_id = oq.business_id AND r.created_at >= ${since.toISOString()}::timestamptz
              ) AS "responseSeconds",
              rv.rating AS "reviewRating", rv.body AS "reviewBody",
              rv.created_at AS "reviewCreatedAt", ru.user_name AS "reviewerName"
            FROM ${quotes} oq
            LEFT JOIN LATERAL (
              SELECT rating, body, created_at, customer_id FROM ${reviews}
               WHERE business_id = oq.business_id ORDER BY created_at DESC, id DESC LIMIT 1
            ) rv ON true
            LEFT JOIN ${users} ru ON ru.id = rv.customer_id
           WHERE oq.job_id = ${jobId}::uuid`,
      );
      return rows.map((row) => ({
        ...row,
        hires: Number(row.hires),
        responseSeconds: row.responseSeconds === null ? null : Number(row.responseSeconds),
      }));
    },

    /** Whether the job has a review (the reminder to write one is then never sent). */
    async hasReview(jobId: string): Promise<boolean> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.jobId, jobId));
      return rows.length > 0;
    },

    /**
     * The customer opened the job: its unopened quotes count as opened at `at`. Answers the
     * quotes opened now (a quote opened before, or by a concurrent call, is not among them).
     */
    async markQuotesOpened(jobId: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(quotes)
        .set({ openedAt: at })
        .where(and(eq(quotes.jobId, jobId), isNull(quotes.openedAt)))
        .returning({ id: quotes.id });
      return rows.map((row) => row.id);
    },

    /** The quote row-locked for the rest of the transaction (only if it is on `jobId`). */
    async lockQuote(id: string, jobId?: string): Promise<QuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, id), jobId === undefined ? undefined : eq(quotes.jobId, jobId)))
        .for('update');
      return row;
    },

    /** The job's quotes still only sent, row-locked. */
    async lockSentQuotes(jobId: string): Promise<QuoteRow[]> {
      return db
        .select()
        .from(quotes)
        .where(and(eq(quotes.jobId, jobId), eq(quotes.status, 'sent')))
        .for('update');
    },

    async updateQuote(id: string, values: Partial<NewQuote>): Promise<void> {
      await db.update(quotes).set(values).where(eq(quotes.id, id));
    },

    /** Every quote of the job still only sent is declined; returns their businesses. */
    async declineSentQuotes(jobId: string): Promise<string[]> {
      const rows = await db
        .update(quotes)
        .set({ status: 'declined' })
        .where(and(eq(quotes.jobId, jobId), eq(quotes.status, 'sent')))
        .returning({ businessId: quotes.businessId });
      return rows.map((row) => row.businessId);
    },

    async insertPhoneVerification(values: typeof phoneVerifications.$inferInsert): Promise<void> {
      await db.insert(phoneVerifications).values(values);
    },

    async findPhoneVerification(id: string): Promise<PhoneVerificationRow | undefined> {
      const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id));
      return row;
    },

    /** The verification row-locked for the rest of the transaction. */
    async lockPhoneVerification(id: string): Promise<PhoneVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.id, id))
        .for('update');
      return row;
    },

    async countWrongCode(id: string): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(eq(phoneVerifications.id, id));
    },

    async markPhoneVerified(id: string, at: Date): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ verifiedAt: at })
        .where(eq(phoneVerifications.id, id));
    },
  };
}
