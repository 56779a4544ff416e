import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { jobs, users } from '../../db/schema';

/** SQL of marking accounts as spam and lifting the mark. */
export function spamRepository(tx: Queryable) {
  return {
    /** The account, row-locked: marks and lifts of one account run one after the other. */
    async lockAccount(id: string) {
      const [row] = await tx
        .select({
          id: users.id,
          status: users.status,
          statusBeforeSpam: users.statusBeforeSpam,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row;
    },

    async setStatus(
      id: string,
      values: Pick<typeof users.$inferInsert, 'status' | 'spamMarkedAt' | 'statusBeforeSpam'>,
    ): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, id));
    },

    /** Take the customer's live jobs off the leads (back to 'pending'); answers their ids. */
    async hideOpenJobs(customerId: string, now: Date): Promise<string[]> {
      const rows = await tx
        .update(jobs)
        .set({ status: 'pending', spamHiddenAt: now })
        .where(and(eq(jobs.customerId, customerId), eq(jobs.status, 'open')))
        .returning({ id: jobs.id });
      return rows.map((row) => row.id);
    },

    /** Put back live exactly the jobs the mark hid; answers their ids. */
    async showHiddenJobs(customerId: string): Promise<string[]> {
      const rows = await tx
        .update(jobs)
        .set({ status: 'open', spamHiddenAt: null })
        .where(
          and(
            eq(jobs.customerId, customerId),
            eq(jobs.status, 'pending'),
            isNotNull(jobs.spamHiddenAt),
          ),
        )
        .returning({ id: jobs.id });
      return rows.map((row) => row.id);
    },

    async marked(limit: number) {
      return tx
        .select({
          id: users.id,
          email: users.email,
          userName: users.userName,
          userType: users.userType,
          markedAt: users.spamMarkedAt,
        })
        .from(users)
        .where(eq(users.status, 'SPAM'))
        .orderBy(desc(users.spamMarkedAt))
        .limit(limit);
    },
  };
}
