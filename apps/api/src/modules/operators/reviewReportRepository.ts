import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reviewReports, reviews, users } from '../../db/schema';

export type ReviewReportRow = typeof reviewReports.$inferSelect;

/** SQL of the operators' queue of reported reviews and replies, and of their decisions. */
export function reviewReportRepository(tx: Queryable) {
  return {
    /** Open reports oldest first, or decided ones newest first, with their review. */
    async queue(filter: { state: 'open' | 'decided'; reason?: string; limit: number }) {
      const open = filter.state === 'open';
      return tx
        .select({ report: reviewReports, review: reviews })
        .from(reviewReports)
        .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
        .where(
          and(
            open ? isNull(reviewReports.decidedAt) : isNotNull(reviewReports.decidedAt),
            filter.reason ? eq(reviewReports.reason, filter.reason) : undefined,
          ),
        )
        .orderBy(open ? asc(reviewReports.createdAt) : desc(reviewReports.decidedAt))
        .limit(filter.limit);
    },

    /** The review, row-locked: decisions on its reports run one after the other. */
    async lockReview(id: string) {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },

    /** The review's reports still open. */
    async openReports(reviewId: string): Promise<ReviewReportRow[]> {
      return tx
        .select()
        .from(reviewReports)
        .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.decidedAt)));
    },

    async decide(
      reviewId: string,
      reporterId: string,
      values: Pick<ReviewReportRow, 'decision' | 'decidedAt' | 'decidedBy' | 'decisionReason'>,
    ): Promise<void> {
      await tx
        .update(reviewReports)
        .set(values)
        .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.reporterId, reporterId)));
    },

    /** Take the business's reply off the review. */
    async removeReply(reviewId: string): Promise<void> {
      await tx
        .update(reviews)
        .set({ reply: null, repliedAt: null })
        .where(eq(reviews.id, reviewId));
    },

    async userName(id: string): Promise<string> {
      const [row] = await tx
        .select({ userName: users.userName })
        .from(users)
        .where(eq(users.id, id));
      return row?.userName ?? '';
    },
  };
}
