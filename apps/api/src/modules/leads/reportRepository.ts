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
  };
}
