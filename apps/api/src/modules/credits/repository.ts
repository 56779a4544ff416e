import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { prepared, type Queryable } from '../../db/client';
import { creditEntries, creditLots, purchases, savedCards, users } from '../../db/schema';

export type CreditLotRow = typeof creditLots.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
type NewCreditLot = typeof creditLots.$inferInsert;
type NewCreditEntry = typeof creditEntries.$inferInsert;
type NewPurchase = typeof purchases.$inferInsert;
type NewSavedCard = typeof savedCards.$inferInsert;

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

    async insertEntry(values: NewCreditEntry): Promise<void> {
      await db.insert(creditEntries).values(values);
    },

    /**
     * The user's lots that still hold credits at `now`, expiring first, row-locked (FOR
     * UPDATE) so that concurrent spends queue behind each other. Call inside a transaction.
     */
    async lockSpendableLots(userId: string, now: Date) {
      return prepared(
        db
          .select({
            id: creditLots.id,
            credits: creditLots.credits,
            expiresAt: creditLots.expiresAt,
          })
          .from(creditLots)
          .where(
            and(
              eq(creditLots.userId, userId),
              gt(creditLots.credits, 0),
              gt(creditLots.expiresAt, now),
            ),
          )
          .orderBy(creditLots.expiresAt, creditLots.id)
          .for('update'),
      );
    },

    /**
     * Take credits from several lots and write the spend's ledger entry, in one statement
     * (the lots are already row-locked by `lockSpendableLots`).
     */
    async takeFromLots(takes: Array<{ lotId: number; credits: number }>, entry: NewCreditEntry) {
      const rows = sql.join(
        takes.map((t) => sql`(${t.lotId}::bigint, ${t.credits}::int)`),
        sql`, `,
      );
      await db.execute(sql`WITH taken AS (
          UPDATE ${creditLots} l SET credits = l.credits - t.take
          FROM (VALUES ${rows}) AS t(id, take)
          WHERE l.id = t.id
        )
        INSERT INTO ${creditEntries} (user_id, amount, kind, reason, reason_values, created_at)
        VALUES (${entry.userId}, ${entry.amount}, ${entry.kind}, ${entry.reason},
                ${entry.reasonValues == null ? null : JSON.stringify(entry.reasonValues)}::jsonb,
                ${entry.createdAt ?? new Date()})`);
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
