import type { TaxDocumentKind } from '@quoteway/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { businesses, creditLots, taxDocumentCounters, taxDocuments, users } from '../../db/schema';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type NewTaxDocument = typeof taxDocuments.$inferInsert;

/** SQL for tax invoices and credit notes, their number series, and what a refund takes back. */
export function taxDocumentRepository(db: Queryable) {
  return {
    /**
     * The next number of a series, taken in the caller's transaction. The counter row stays
     * locked until that transaction ends, so concurrent purchases take their numbers one after
     * another, and a purchase that rolls back gives its number back: no gaps, no repeats.
     */
    async nextNumber(series: string): Promise<number> {
      const [row] = await db
        .insert(taxDocumentCounters)
        .values({ series, lastNumber: 1 })
        .onConflictDoUpdate({
          target: taxDocumentCounters.series,
          set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: taxDocumentCounters.lastNumber });
      if (!row) throw new Error(`no number from series ${series}`);
      return row.lastNumber;
    },

    /** The buyer as registered: the business's name and number, else the person's name. */
    async buyer(userId: string) {
      const [row] = await db
        .select({
          userName: users.userName,
          businessName: businesses.businessName,
          businessNumber: businesses.businessNumber,
          businessNumberKind: businesses.businessNumberKind,
        })
        .from(users)
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) throw new Error(`the buyer ${userId} is gone`);
      return {
        buyerName: row.businessName ?? row.userName,
        buyerNumber: row.businessNumber,
        buyerNumberKind: row.businessNumberKind,
      };
    },

    async add(values: NewTaxDocument): Promise<TaxDocumentRow> {
      const [row] = await db.insert(taxDocuments).values(values).returning();
      if (!row) throw new Error(`the ${values.kind} ${values.number} was not written`);
      return row;
    },

    async find(id: string): Promise<TaxDocumentRow | undefined> {
      const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
      return row;
    },

    /** A purchase's document of one kind, if issued. */
    async ofPurchase(purchaseId: string, kind: TaxDocumentKind) {
      const [row] = await db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.purchaseId, purchaseId), eq(taxDocuments.kind, kind)));
      return row;
    },

    /** The purchase's unexpired lots still holding credits, row-locked. */
    async lockCreditedLots(purchaseId: string, now: Date) {
      return db
        .select({ id: creditLots.id, credits: creditLots.credits })
        .from(creditLots)
        .where(
          and(
            eq(creditLots.purchaseId, purchaseId),
            gt(creditLots.credits, 0),
            gt(creditLots.expiresAt, now),
          ),
        )
        .for('update');
    },
  };
}
