import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  businesses,
  jobs,
  localities,
  outbox,
  professions,
  quotes,
  reviewReports,
  reviews,
  users,
} from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
/** The business's own user row (the reviewer is `users`). */
const owner = alias(users, 'owner');
type NewReview = typeof reviews.$inferInsert;

/** The five ratings of a review, as the aggregates count them. */
export type Stars = Pick<
  ReviewRow,
  'rating' | 'quality' | 'communication' | 'value' | 'punctuality'
>;

/** A review as the pages show it: with the reviewer's name and the job's trade and month. */
const listed = {
  review: reviews,
  customerName: users.userName,
  professionSlug: jobs.professionSlug,
  professionName: professions.name,
  completedAt: jobs.completedAt,
  reported: sql<boolean>`EXISTS (SELECT 1 FROM review_reports r
                                  WHERE r.review_id = ${reviews.id} AND r.decision IS NULL)`,
};

/** SQL for verified reviews and the business aggregates they feed. */
export function reviewRepository(db: Queryable) {
  const listing = () =>
    db
      .select(listed)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.customerId))
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .innerJoin(professions, eq(professions.slug, jobs.professionSlug));
  /** An operator's decision to remove a review takes it off every page. */
  const notRemoved = sql`NOT EXISTS (SELECT 1 FROM review_reports r
                                     WHERE r.review_id = ${reviews.id} AND r.decision = 'removed')`;

  return {
    /** The job row-locked for the rest of the transaction. */
    async lockJob(id: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update');
      return row;
    },

    async findJob(id: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    /** The business hired on a job (through its hired quote), with its name and logo. */
    async hiredBusiness(quoteId: string) {
      const [row] = await db
        .select({
          userId: quotes.businessId,
          businessName: businesses.businessName,
          userName: users.userName,
          email: users.email,
          logoKey: businesses.logoKey,
        })
        .from(quotes)
        .innerJoin(users, eq(users.id, quotes.businessId))
        .leftJoin(businesses, eq(businesses.userId, quotes.businessId))
        .where(eq(quotes.id, quoteId));
      return row;
    },

    /**
     * Drop the job's "How did it go?" reminder while it is still queued: once reviewed, it
     * must never be sent (its handler checks again, for a reminder already being delivered).
     */
    async dropReviewReminder(jobId: string): Promise<void> {
      await db
        .delete(outbox)
        .where(
          and(
            eq(outbox.kind, 'review-reminder'),
            eq(outbox.status, 'pending'),
            sql`${outbox.payload}->>'jobId' = ${jobId}`,
          ),
        );
    },

    async byJob(jobId: string) {
      const [row] = await listing().where(eq(reviews.jobId, jobId));
      return row;
    },

    async byId(id: string) {
      const [row] = await listing().where(eq(reviews.id, id));
      return row;
    },

    /** The review row-locked for the rest of the transaction. */
    async lock(id: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },

    async create(values: NewReview): Promise<ReviewRow> {
      const [row] = await db.insert(reviews).values(values).returning();
      if (!row) throw new Error('no review row');
      return row;
    },

    async change(id: string, values: Partial<NewReview>): Promise<void> {
      await db.update(reviews).set(values).where(eq(reviews.id, id));
    },

    /**
     * Move the business's aggregates from `before` to `after` (null: no review) in one
     * statement; run in the review's transaction, so they always equal the reviews.
     */
    async applyRating(businessId: string, before: Stars | null, after: Stars | null) {
      const delta = (pick: (s: Stars) => number) =>
        (after ? pick(after) : 0) - (before ? pick(before) : 0);
      const star = (n: number) => (after?.rating === n ? 1 : 0) - (before?.rating === n ? 1 : 0);
      await db
        .update(businesses)
        .set({
          ratingCount: sql`${businesses.ratingCount} + ${(after ? 1 : 0) - (before ? 1 : 0)}`,
          ratingSum: sql`${businesses.ratingSum} + ${delta((s) => s.rating)}`,
          rating1: sql`${businesses.rating1} + ${star(1)}`,
          rating2: sql`${businesses.rating2} + ${star(2)}`,
          rating3: sql`${businesses.rating3} + ${star(3)}`,
          rating4: sql`${businesses.rating4} + ${star(4)}`,
          rating5: sql`${businesses.rating5} + ${star(5)}`,
          qualitySum: sql`${businesses.qualitySum} + ${delta((s) => s.quality)}`,
          communicationSum: sql`${businesses.communicationSum} + ${delta((s) => s.communication)}`,
          valueSum: sql`${businesses.valueSum} + ${delta((s) => s.value)}`,
          punctualitySum: sql`${businesses.punctualitySum} + ${delta((s) => s.punctuality)}`,
        })
        .where(eq(businesses.userId, businessId));
    },

    /** A business that has a public page (an active business account). */
    async publicBusiness(id: string) {
      const [row] = await db
        .select({ userId: businesses.userId })
        .from(businesses)
        .innerJoin(users, and(eq(users.id, businesses.userId), eq(users.status, 'ACTIVE')))
        .where(eq(businesses.userId, id));
      return row;
    },

    async ofBusiness(businessId: string, page: { limit: number; offset: number }) {
      const where = and(eq(reviews.businessId, businessId), notRemoved);
      const [rows, [total]] = await Promise.all([
        listing()
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The latest good reviews of a country's active businesses, for its home page; with a
     * trade, of its jobs only; with an area, of the jobs in it.
     */
    async recent(
      limit: number,
      filter: {
        country: string;
        profession?: string | undefined;
        area?: { lat: number; lng: number; radiusM: number } | undefined;
      },
    ) {
      const { area } = filter;
      return db
        .select({ ...listed, businessName: businesses.businessName, slug: businesses.slug })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.customerId))
        .innerJoin(jobs, eq(jobs.id, reviews.jobId))
        .innerJoin(professions, eq(professions.slug, jobs.professionSlug))
        .innerJoin(businesses, eq(businesses.userId, reviews.businessId))
        .innerJoin(owner, and(eq(owner.id, reviews.businessId), eq(owner.status, 'ACTIVE')))
        .where(
          and(
            gte(reviews.rating, 4),
            notRemoved,
            eq(businesses.country, filter.country),
            filter.profession ? eq(jobs.professionSlug, filter.profession) : undefined,
            area
              ? sql`earth_box(ll_to_earth(${area.lat}, ${area.lng}), ${area.radiusM}) @> ll_to_earth(${jobs.lat}, ${jobs.lng})
                  AND earth_distance(ll_to_earth(${area.lat}, ${area.lng}), ll_to_earth(${jobs.lat}, ${jobs.lng})) <= ${area.radiusM}`
              : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async locality(id: number) {
      const [row] = await db
        .select({ lat: localities.lat, lng: localities.lng })
        .from(localities)
        .where(eq(localities.id, id));
      return row;
    },

    async businessName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ businessName: businesses.businessName })
        .from(businesses)
        .where(eq(businesses.userId, userId));
      return row?.businessName ?? null;
    },

    async userById(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, userName: users.userName })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** Record a report; false when this person already reported the review. */
    async report(values: typeof reviewReports.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(reviewReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ reviewId: reviewReports.reviewId });
      return rows.length > 0;
    },
  };
}

type ReviewRepository = ReturnType<typeof reviewRepository>;
/** A review with what its presentation needs. */
export type ListedReview = NonNullable<Awaited<ReturnType<ReviewRepository['byId']>>>;
