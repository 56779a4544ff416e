import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { jobs, leadReports, professions, quotes, users } from '../../db/schema';

export type LeadReportRow = typeof leadReports.$inferSelect;

/** SQL of an operator's decision on a reported lead (all inside the decision's transaction). */
export function decisionRepository(tx: Queryable) {
  return {
    async findReport(id: string): Promise<LeadReportRow | undefined> {
      const [row] = await tx.select().from(leadReports).where(eq(leadReports.id, id));
      return row;
    },

    /** The reports of a job still open, row-locked (the job's row is locked first). */
    async lockOpenReports(jobId: string): Promise<LeadReportRow[]> {
      return tx
        .select()
        .from(leadReports)
        .where(and(eq(leadReports.jobId, jobId), isNull(leadReports.decidedAt)))
        .orderBy(leadReports.createdAt)
        .for('update');
    },

    /** The job, row-locked: every decision on its reports runs one after the other. */
    async lockJob(id: string) {
      const [row] = await tx
        .select({
          id: jobs.id,
          status: jobs.status,
          customerId: jobs.customerId,
          professionSlug: jobs.professionSlug,
        })
        .from(jobs)
        .where(eq(jobs.id, id))
        .for('update');
      return row;
    },

    async professionName(slug: string): Promise<string> {
      const [row] = await tx
        .select({ name: professions.name })
        .from(professions)
        .where(eq(professions.slug, slug));
      return row?.name ?? slug;
    },

    /** Every quote on the job whose credits have not come back yet, row-locked. */
    async lockUnreturnedQuotes(jobId: string) {
      return tx
        .select({ id: quotes.id, businessId: quotes.businessId, credits: quotes.credits })
        .from(quotes)
        .where(and(eq(quotes.jobId, jobId), ne(quotes.status, 'returned')))
        .orderBy(quotes.createdAt)
        .for('update');
    },

    async markQuoteReturned(id: string, at: Date, reason: string): Promise<void> {
      await tx
        .update(quotes)
        .set({ status: 'returned', returnedAt: at, returnReason: reason })
        .where(eq(quotes.id, id));
    },

    /** Withdraw the job: no longer a lead, nobody hired. */
    async withdrawJob(id: string, at: Date): Promise<void> {
      await tx
        .update(jobs)
        .set({ status: 'cancelled', cancelledAt: at, hiredQuoteId: null })
        .where(eq(jobs.id, id));
    },

    async decideReport(
      id: string,
      values: Pick<LeadReportRow, 'decision' | 'decidedBy' | 'decidedAt' | 'decisionReason'>,
    ): Promise<void> {
      await tx.update(leadReports).set(values).where(eq(leadReports.id, id));
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
