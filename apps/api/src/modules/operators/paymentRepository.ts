import type { PurchaseState } from '@quoteway/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  businesses,
  creditLots,
  purchases,
  savedCards,
  taxDocuments,
  users,
} from '../../db/schema';

const invoices = alias(taxDocuments, 'invoices');
const creditNotes = alias(taxDocuments, 'credit_notes');

export interface PurchaseFilter {
  state?: PurchaseState | undefined;
  /** A business's name, e-mail or business number (in part), or its account id. */
  business?: string | undefined;
  /** UTC days, both included. */
  from?: Date | undefined;
  until?: Date | undefined;
  offset: number;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL of the payments queue and of an operator's refund (inside the refund's transaction). */
export function paymentRepository(db: Queryable) {
  /** Credits of the purchase's lots still unspent and unexpired at `now`. */
  const creditsLeft = (now: Date) => sql<number>`coalesce((
    select sum(${creditLots.credits}) from ${creditLots}
    where ${creditLots.purchaseId} = ${purchases.id} and ${creditLots.expiresAt} > ${now}
  ), 0)::int`;
  /** Whether every lot of the purchase still holds all it was given, and none has expired. */
  const untouched = (now: Date) => sql<boolean>`not exists (
    select 1 from ${creditLots}
    where ${creditLots.purchaseId} = ${purchases.id}
      and (${creditLots.credits} < ${creditLots.originalCredits} or ${creditLots.expiresAt} <= ${now})
  )`;

  return {
    async queue(filter: PurchaseFilter, now: Date) {
      const where: SQL[] = [];
      switch (filter.state) {
        case 'pending':
        case 'failed':
          where.push(eq(purchases.status, filter.state));
          break;
        case 'succeeded':
          where.push(eq(purchases.status, 'succeeded'), sql`${creditNotes.id} is null`);
          break;
        case 'refunded':
          where.push(sql`${creditNotes.id} is not null`);
          break;
        case undefined:
          break;
      }
      if (filter.business) {
        const text = `%${filter.business.replace(/[%_\\]/g, '\\$&')}%`;
        const match = [
          ilike(businesses.businessName, text),
          ilike(users.email, text),
          ilike(businesses.businessNumber, text),
        ];
        if (UUID.test(filter.business)) match.push(eq(purchases.userId, filter.business));
        const any = or(...match);
        if (any) where.push(any);
      }
      if (filter.from) where.push(sql`${purchases.createdAt} >= ${filter.from}`);
      if (filter.until) where.push(sql`${purchases.createdAt} < ${filter.until}`);
      return db
        .select({
          id: purchases.id,
          businessId: purchases.userId,
          businessName: sql<string>`coalesce(${businesses.businessName}, ${users.userName})`,
          email: users.email,
          status: purchases.status,
          planId: purchases.planId,
          credits: purchases.credits,
          bonusCredits: purchases.bonusCredits,
          creditsLeft: creditsLeft(now),
          untouched: untouched(now),
          amountCents: purchases.amountCents,
          currency: purchases.currency,
          createdAt: purchases.createdAt,
          failureMessage: purchases.failureMessage,
          invoiceNumber: invoices.number,
          creditNoteNumber: creditNotes.number,
          cardBrand: savedCards.brand,
          cardLast4: savedCards.last4,
        })
        .from(purchases)
        .innerJoin(users, eq(users.id, purchases.userId))
        .leftJoin(businesses, eq(businesses.userId, purchases.userId))
        .leftJoin(
          invoices,
          and(eq(invoices.purchaseId, purchases.id), eq(invoices.kind, 'invoice')),
        )
        .leftJoin(
          creditNotes,
          and(eq(creditNotes.purchaseId, purchases.id), eq(creditNotes.kind, 'credit-note')),
        )
        .leftJoin(savedCards, eq(savedCards.userId, purchases.userId))
        .where(and(...where))
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .offset(filter.offset)
        .limit(filter.limit + 1);
    },

    /**
     * The purchase's lots, row-locked: a spend (which locks the lots it takes from) waits for
     * the refund, and the refund sees what was spent before it.
     */
    async lockLots(purchaseId: string) {
      return db
        .select({
          id: creditLots.id,
          credits: creditLots.credits,
          originalCredits: creditLots.originalCredits,
          expiresAt: creditLots.expiresAt,
        })
        .from(creditLots)
        .where(eq(creditLots.purchaseId, purchaseId))
        .for('update');
    },

    /** The purchase row-locked: refunds of one purchase run one after the other. */
    async lockPurchase(id: string) {
      const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
      return row;
    },

    async hasCreditNote(purchaseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: taxDocuments.id })
        .from(taxDocuments)
        .where(and(eq(taxDocuments.purchaseId, purchaseId), eq(taxDocuments.kind, 'credit-note')));
      return row !== undefined;
    },

    /** The buyer, to tell them in their language. */
    async owner(userId: string) {
      const [row] = await db
        .select({ userName: users.userName, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
