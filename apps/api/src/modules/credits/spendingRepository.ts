import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { creditEntries, spendingControls } from '../../db/schema';

/** SQL for a business's spending controls (the weekly cap). */
export function spendingRepository(db: Queryable) {
  return {
    /** The business's weekly cap in credits, or null when it has none (no row, or no cap). */
    async weeklyCap(businessId: string): Promise<number | null> {
      const [row] = await db
        .select({ cap: spendingControls.weeklyCapCredits })
        .from(spendingControls)
        .where(eq(spendingControls.businessId, businessId));
      return row?.cap ?? null;
    },

    /**
     * The weekly cap, its row locked for the rest of the transaction (every spend of the
     * business with a cap queues here, so the sum read after it counts the spends before).
     * Undefined when the business has no row. Call inside a transaction.
     */
    async lockWeeklyCap(businessId: string): Promise<number | null | undefined> {
      const [row] = await db
        .select({ cap: spendingControls.weeklyCapCredits })
        .from(spendingControls)
        .where(eq(spendingControls.businessId, businessId))
        .for('update');
      return row ? row.cap : undefined;
    },

    /** Credits spent on quotes after `since`, less credits returned after it (never below 0). */
    async spentSince(businessId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({
          spent: sql<number>`greatest(0, coalesce(-sum(${creditEntries.amount}), 0))::int`,
        })
        .from(creditEntries)
        .where(
          and(
            eq(creditEntries.userId, businessId),
            inArray(creditEntries.kind, ['quote', 'return']),
            gt(creditEntries.createdAt, since),
          ),
        );
      return Number(row?.spent ?? 0);
    },

    /** Set (or clear, with null) the weekly cap. */
    async saveWeeklyCap(businessId: string, cap: number | null, at: Date): Promise<void> {
      await db
        .insert(spendingControls)
        .values({ businessId, weeklyCapCredits: cap, updatedAt: at })
        .onConflictDoUpdate({
          target: spendingControls.businessId,
          set: { weeklyCapCredits: cap, updatedAt: at },
        });
    },
  };
}
