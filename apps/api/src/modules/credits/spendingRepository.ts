import { and, desc, eq, gt, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  autoTopUpConsents,
  creditEntries,
  purchases,
  spendingControls,
  users,
} from '../../db/schema';

export type AutoTopUpConsentRow = typeof autoTopUpConsents.$inferSelect;
type NewAutoTopUpConsent = typeof autoTopUpConsents.$inferInsert;

/** SQL for a business's spending controls (the weekly cap, auto top-up). */
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
     * The controls (weekly cap, auto top-up consent and pending flag), the row locked for the
     * rest of the transaction: every spend of the business with controls queues here, so the
     * sum read after it counts the spends before, and only the first spend below the
     * threshold queues a top-up. Undefined when the business has no row. Call inside a
     * transaction.
     */
    /** The auto top-up columns of the business's controls, unlocked (undefined: no row). */
    async controls(businessId: string) {
      const [row] = await db
        .select({
          consentId: spendingControls.autoTopUpConsentId,
          pending: spendingControls.autoTopUpPending,
        })
        .from(spendingControls)
        .where(eq(spendingControls.businessId, businessId));
      return row;
    },

    async lockControls(businessId: string) {
      const [row] = await db
        .select({
          cap: spendingControls.weeklyCapCredits,
          consentId: spendingControls.autoTopUpConsentId,
          pending: spendingControls.autoTopUpPending,
        })
        .from(spendingControls)
        .where(eq(spendingControls.businessId, businessId))
        .for('update');
      return row;
    },

    /** Mark (or clear) the business's queued top-up. Call under `lockControls`' lock. */
    async setTopUpPending(businessId: string, pending: boolean): Promise<void> {
      await db
        .update(spendingControls)
        .set({ autoTopUpPending: pending })
        .where(eq(spendingControls.businessId, businessId));
    },

    async consent(id: string): Promise<AutoTopUpConsentRow | undefined> {
      const [row] = await db.select().from(autoTopUpConsents).where(eq(autoTopUpConsents.id, id));
      return row;
    },

    /** The business's newest consent (in force or ended), with the name of who gave it. */
    async latestConsent(businessId: string) {
      const [row] = await db
        .select({ consent: autoTopUpConsents, consentedByName: users.userName })
        .from(autoTopUpConsents)
        .innerJoin(users, eq(users.id, autoTopUpConsents.consentedBy))
        .where(eq(autoTopUpConsents.businessId, businessId))
        .orderBy(desc(autoTopUpConsents.consentedAt), desc(autoTopUpConsents.id))
        .limit(1);
      return row;
    },

    async insertConsent(values: NewAutoTopUpConsent): Promise<AutoTopUpConsentRow> {
      const [row] = await db.insert(autoTopUpConsents).values(values).returning();
      if (!row) throw new Error('the consent was not stored');
      return row;
    },

    /** End a consent still in force; it is kept, with when and why it ended. */
    async endConsent(
      id: string,
      because: NonNullable<AutoTopUpConsentRow['endedBecause']>,
      message: string | null,
      at: Date,
    ): Promise<void> {
      await db
        .update(autoTopUpConsents)
        .set({ endedAt: at, endedBecause: because, endedMessage: message })
        .where(and(eq(autoTopUpConsents.id, id), sql`${autoTopUpConsents.endedAt} IS NULL`));
    },

    /** Put a consent in force (or none, with null); the row is made when missing. */
    async setConsent(businessId: string, consentId: string | null, at: Date): Promise<void> {
      await db
        .insert(spendingControls)
        .values({ businessId, autoTopUpConsentId: consentId, updatedAt: at })
        .onConflictDoUpdate({
          target: spendingControls.businessId,
          set: { autoTopUpConsentId: consentId, autoTopUpPending: false, updatedAt: at },
        });
    },

    /** Cents charged, or being charged, for the business's top-ups since `since`. */
    async topUpCentsSince(businessId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${purchases.amountCents}), 0)::int` })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, businessId),
            isNotNull(purchases.autoTopUpConsentId),
            ne(purchases.status, 'failed'),
            gte(purchases.createdAt, since),
          ),
        );
      return Number(row?.cents ?? 0);
    },

    /** Whether a top-up of the business other than `except` is still being charged. */
    async otherTopUpPending(businessId: string, exceptKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, businessId),
            isNotNull(purchases.autoTopUpConsentId),
            eq(purchases.status, 'pending'),
            ne(purchases.idempotencyKey, exceptKey),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The business's top-ups since `since`, newest first. */
    async topUpsSince(businessId: string, since: Date) {
      return db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, businessId),
            isNotNull(purchases.autoTopUpConsentId),
            gte(purchases.createdAt, since),
          ),
        )
        .orderBy(desc(purchases.createdAt));
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
