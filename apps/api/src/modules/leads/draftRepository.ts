import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { draftLeads } from '../../db/schema';

type DraftLeadRow = typeof draftLeads.$inferSelect;

/** The business's draft of the job (at most one: the pair is the key). */
const draftOf = (businessId: string, jobId: string) =>
  and(eq(draftLeads.jobId, jobId), eq(draftLeads.businessId, businessId));

/** SQL for the leads a business saved as drafts to quote on later. */
export function draftRepository(db: Queryable) {
  return {
    async findDraft(businessId: string, jobId: string): Promise<DraftLeadRow | undefined> {
      const [row] = await db.select().from(draftLeads).where(draftOf(businessId, jobId));
      return row;
    },

    async saveDraft(values: typeof draftLeads.$inferInsert): Promise<void> {
      await db
        .insert(draftLeads)
        .values(values)
        .onConflictDoUpdate({
          target: [draftLeads.businessId, draftLeads.jobId],
          set: { metadata: values.metadata, savedAt: values.savedAt },
        });
    },

    /** Remove the draft; returns whether there was one. */
    async deleteDraft(businessId: string, jobId: string): Promise<boolean> {
      const removed = await db
        .delete(draftLeads)
        .where(draftOf(businessId, jobId))
        .returning({ jobId: draftLeads.jobId });
      return removed.length > 0;
    },
  };
}
