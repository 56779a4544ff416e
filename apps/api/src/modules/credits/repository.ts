import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { placeholder as p, type Queryable, statementOnce } from '../../db/client';
import {
  creditEntries,
  creditExpiryReminders,
  creditLots,
  purchases,
  savedCards,
  stripeEvents,
  taxDocuments,
  users,
} from '../../db/schema';

export type CreditLotRow = typeof creditLots.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
type NewCreditLot = typeof creditLots.$inferInsert;
type NewCreditEntry = typeof creditEntries.$inferInsert;
type NewPurchase = typeof purchases.$inferInsert;
type NewSavedCard = typeof savedCards.$inferInsert;

/**
 * The spend (`spend` below). `locked` takes the lots in spending order, each with what the
 * lots before it hold (`before`); a lot gives `amount - before` or all it has, and the lots
 * after the one that completes the amount give nothing.
 */
const spendStatement = statementOnce<{ balance: number }>('credits_spend', () => {
  const amount = sql`${p('amount')}::int`;
  return sql`WITH locked AS (
      SELECT id, credits, expires_at FROM ${creditLots}
      WHERE user_id = ${p('userId')}::uuid AND credits > 0 AND expires_at > ${p('now')}::timestamptz
      ORDER BY expires_at, id
      FOR UPDATE
    ), ordered AS (
      SELECT id, credits,
             coalesce(sum(credits) OVER (ORDER BY expires_at, id
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM locked
    ), total AS (
      SELECT coalesce(sum(credits), 0)::int AS balance FROM locked
    ), taken AS (
      UPDATE ${creditLots} l SET credits = l.credits - least(o.credits, ${amount} - o.before)
      FROM ordered o, total
      WHERE l.id = o.id AND o.before < ${amount} AND total.balance >= ${amount}
    ), entry AS (
      INSERT INTO ${creditEntries} (user_id, amount, kind, reason, reason_values, created_at)
      SELECT ${p('userId')}::uuid, -${amount}, ${p('kind')}::text, ${p('reason')}::text,
             ${p('reasonValues')}::jsonb, ${p('now')}::timestamptz
      FROM total WHERE total.balance >= ${amount}
    )
    SELECT balance FROM total`;
});

/** SQL for credits: lots and their ledger, purchases, saved cards. */
export function creditRepository(db: Queryable) {
  return {
    /** Credits of the user's unexpired lots at `now`: the balance. */
    async balance(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ balance: sql<number>`coalesce(sum(${creditLots.credits}), 0)::int` })
        .from(creditLots)
        .where(and(eq(creditLots.userId, userId), gt(creditLots.expiresAt, now)));
      return Number(row?.balance ?? 0);
    },

    /** The balance at `now`, its lots row-locked for the rest of the transaction. */
    async lockBalance(userId: string, now: Date): Promise<number> {
      const rows = await db
        .select({ credits: creditLots.credits })
        .from(creditLots)
        .where(
          and(
            eq(creditLots.userId, userId),
            gt(creditLots.expiresAt, now),
            gt(creditLots.credits, 0),
          ),
        )
        .orderBy(creditLots.expiresAt, creditLots.id)
        .for('update');
      return rows.reduce((sum, row) => sum + row.credits, 0);
    },

    async insertLot(values: NewCreditLot): Promise<number> {
      const [row] = await db.insert(creditLots).values(values).returning({ id: creditLots.id });
      if (!row) throw new Error('the credit lot was not written');
      return row.id;
    },

    /** One lot, row-locked for the rest of the transaction. */
    async lockLot(id: number) {
      const [row] = await db.select().from(creditLots).where(eq(creditLots.id, id)).for('update');
      return row;
    },

    /**
     * The credits left in the user's lots expiring at `expiresAt` (a purchase's lot and its
     * bonus lot share one), those lots row-locked so that a spend waits for the reminder.
     */
    async lockCreditsExpiringAt(userId: string, expiresAt: Date): Promise<number> {
      const rows = await db
        .select({ credits: creditLots.credits })
        .from(creditLots)
        .where(and(eq(creditLots.userId, userId), eq(creditLots.expiresAt, expiresAt)))
        .orderBy(creditLots.id)
        .for('update');
      return rows.reduce((sum, row) => sum + row.credits, 0);
    },

    /**
     * Record the reminder `daysBefore` days ahead of the user's credits expiring at
     * `expiresAt`; false when it was recorded before (by this process or another, which this
     * insert waits for), so that the reminder goes out once.
     */
    async claimExpiryReminder(values: typeof creditExpiryReminders.$inferInsert) {
      const rows = await db
        .insert(creditExpiryReminders)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: creditExpiryReminders.userId });
      return rows.length > 0;
    },

    async insertEntry(values: NewCreditEntry): Promise<void> {
      await db.insert(creditEntries).values(values);
    },

    /**
     * Spend `amount` credits from the user's lots, expiring first, with the spend's ledger
     * entry, in one statement. The unexpired lots holding credits are row-locked first (FOR
     * UPDATE), so concurrent spends queue behind each other and a waiting spend sees the lots
     * as the first left them; the takes are worked out from those rows, so the balance can
     * never go below zero. Answers the balance before the spend: when it is short of `amount`
     * nothing is written. Call inside a transaction.
     */
    async spend(entry: {
      userId: string;
      amount: number;
      kind: NewCreditEntry['kind'];
      reason: string;
      reasonValues: Record<string, string | number> | null;
      now: Date;
    }): Promise<number> {
      const [row] = await spendStatement(db, {
        userId: entry.userId,
        amount: entry.amount,
        kind: entry.kind,
        reason: entry.reason,
        reasonValues: entry.reasonValues === null ? null : JSON.stringify(entry.reasonValues),
        now: entry.now.toISOString(),
      });
      return Number(row?.balance ?? 0);
    },

    /**
     * Lots past their expiry at `now` that still hold credits (only `userId`'s when given),
     * row-locked, skipping lots another transaction holds. Call inside a transaction.
     */
    async lockExpiredLots(now: Date, userId: string | undefined) {
      return db
        .select({ id: creditLots.id, userId: creditLots.userId, credits: creditLots.credits })
        .from(creditLots)
        .where(
          and(
            lte(creditLots.expiresAt, now),
            gt(creditLots.credits, 0),
            userId === undefined ? undefined : eq(creditLots.userId, userId),
          ),
        )
        .orderBy(creditLots.id)
        .for('update', { skipLocked: true });
    },

    async emptyLot(lotId: number): Promise<void> {
      await db.update(creditLots).set({ credits: 0 }).where(eq(creditLots.id, lotId));
    },

    /** One page of the user's ledger, newest first. */
    async entries(userId: string, limit: number, offset: number): Promise<CreditEntryRow[]> {
      return db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
        .limit(limit)
        .offset(offset);
    },

    async countEntries(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** The tax documents of these purchases (id, number, kind). */
    async taxDocumentsOf(purchaseIds: string[]) {
      if (purchaseIds.length === 0) return [];
      return db
        .select({
          id: taxDocuments.id,
          number: taxDocuments.number,
          kind: taxDocuments.kind,
          purchaseId: taxDocuments.purchaseId,
        })
        .from(taxDocuments)
        .where(inArray(taxDocuments.purchaseId, [...new Set(purchaseIds)]));
    },

    async savedCard(userId: string): Promise<SavedCardRow | undefined> {
      const [row] = await db.select().from(savedCards).where(eq(savedCards.userId, userId));
      return row;
    },

    async saveCard(values: NewSavedCard): Promise<void> {
      await db
        .insert(savedCards)
        .values(values)
        .onConflictDoUpdate({ target: savedCards.userId, set: values });
    },

    /** The buyer of a purchase (for the receipt). */
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    /**
     * Insert the purchase unless (user, idempotency key) has one already; returns the new
     * row, or undefined when the key was taken.
     */
    async claimPurchase(values: NewPurchase): Promise<PurchaseRow | undefined> {
      const [row] = await db.insert(purchases).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findPurchase(id: string): Promise<PurchaseRow | undefined> {
      const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
      return row;
    },

    /** The purchase row-locked for the rest of the transaction. */
    async lockPurchase(id: string): Promise<PurchaseRow | undefined> {
      const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
      return row;
    },

    async findPurchaseByKey(
      userId: string,
      idempotencyKey: string,
    ): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** The purchase the processor's charge (a Stripe PaymentIntent id) was made for. */
    async findPurchaseByChargeId(chargeId: string): Promise<PurchaseRow | undefined> {
      const [row] = await db.select().from(purchases).where(eq(purchases.chargeId, chargeId));
      return row;
    },

    /** Whether a Stripe webhook event was handled already. */
    async stripeEventSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeEvents.id })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, id));
      return row !== undefined;
    },

    /** Record a Stripe event as handled (a concurrent copy recorded it already: fine). */
    async recordStripeEvent(id: string, type: string, at: Date): Promise<void> {
      await db
        .insert(stripeEvents)
        .values({ id, type, receivedAt: at })
        .onConflictDoNothing({ target: stripeEvents.id });
    },

    async updatePurchase(id: string, values: Partial<NewPurchase>): Promise<void> {
      await db.update(purchases).set(values).where(eq(purchases.id, id));
    },

    /** Change a purchase only while it is still pending. */
    async updatePendingPurchase(id: string, values: Partial<NewPurchase>): Promise<void> {
      await db
        .update(purchases)
        .set(values)
        .where(and(eq(purchases.id, id), eq(purchases.status, 'pending')));
    },
  };
}
