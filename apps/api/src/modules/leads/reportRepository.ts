import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadReports } from '../../db/schema';

/** SQL of businesses' reports of leads. */
export function leadReportRepository(db: Database) {
  return {
    /** Add a report; false when this business reported this lead already. */
    async add(values: typeof leadReports.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(leadReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: leadReports.id });
      return rows.length === 1;
    },

    /** Whether this business reported this lead already. */
    async hasReported(businessId: string, jobId: string): Promise<boolean> {
      const rows = await db
        .select({ id: leadReports.id })
        .from(leadReports)
        .where(and(eq(leadReports.businessId, businessId), eq(leadReports.jobId, jobId)));
      return rows.length > 0;
    },
  };
}
