import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  gstOfInclusive,
  regionalSites,
  type SiteCountry,
  type TaxDocumentKind,
  taxDocumentNumber,
  taxDocumentSeries,
} from '@quoteway/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { businesses, taxDocumentCounters, taxDocuments, users } from '../../db/schema';
import type { PurchaseRow } from './repository';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** Who sells on a site's tax documents: the legal name and the GST number. */
export interface TaxSeller {
  name: string;
  /** Null while the operator has not configured it: the document then leaves the line out. */
  taxNumber: string | null;
}

export type TaxSellers = Record<SiteCountry, TaxSeller>;

/** The sellers of the three sites from SELLER_<SITE>_NAME and SELLER_<SITE>_TAX_NUMBER. */
export function taxSellersOf(
  config: Pick<
    Config,
    | 'SELLER_NZ_NAME'
    | 'SELLER_NZ_TAX_NUMBER'
    | 'SELLER_AU_NAME'
    | 'SELLER_AU_TAX_NUMBER'
    | 'SELLER_IN_NAME'
    | 'SELLER_IN_TAX_NUMBER'
  >,
): TaxSellers {
  const seller = (site: SiteCountry, name?: string, taxNumber?: string) => ({
    name: name ?? regionalSites[site].siteName,
    taxNumber: taxNumber ?? null,
  });
  return {
    NZ: seller('NZ', config.SELLER_NZ_NAME, config.SELLER_NZ_TAX_NUMBER),
    AU: seller('AU', config.SELLER_AU_NAME, config.SELLER_AU_TAX_NUMBER),
    IN: seller('IN', config.SELLER_IN_NAME, config.SELLER_IN_TAX_NUMBER),
  };
}

/** The site a purchase was made on: the one whose currency it was charged in. */
export function siteOfPurchase(purchase: Pick<PurchaseRow, 'currency'>): SiteCountry {
  const site = Object.values(regionalSites).find((s) => s.pricing.currency === purchase.currency);
  if (!site) throw new Error(`no regional site sells in ${purchase.currency}`);
  return site.country;
}

/**
 * The next number of a series, taken in the caller's transaction. The counter row stays
 * locked until that transaction ends, so concurrent purchases take their numbers one after
 * another, and a purchase that rolls back gives its number back: no gaps, no repeats.
 */
async function nextNumber(tx: Queryable, series: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: taxDocumentCounters.series,
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  if (!row) throw new Error(`no number from series ${series}`);
  return row.lastNumber;
}

/** The buyer as the register knows it: the business's name and number, else the person's name. */
async function buyerOf(tx: Queryable, userId: string) {
  const [row] = await tx
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
}

/**
 * Issue a purchase's tax invoice, or its credit note (a refund), in the caller's transaction:
 * the site's next number, the seller and buyer as they are now, and the price split into the
 * amount excluding GST and the GST at the site's rate (prices include GST). A credit note
 * mirrors its invoice with negative amounts.
 */
export async function issueTaxDocument(
  tx: Queryable,
  sellers: TaxSellers,
  purchase: PurchaseRow,
  kind: TaxDocumentKind,
  now: Date,
  invoiceId: string | null = null,
): Promise<TaxDocumentRow> {
  const site = siteOfPurchase(purchase);
  const ratePercent = regionalSites[site].gst.ratePercent;
  const total = kind === 'invoice' ? purchase.amountCents : -purchase.amountCents;
  const { excludingCents, gstCents } = gstOfInclusive(total, ratePercent);
  const sequence = await nextNumber(tx, taxDocumentSeries(site, kind));
  const seller = sellers[site];
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind,
      number: taxDocumentNumber(site, kind, sequence),
      site,
      purchaseId: purchase.id,
      userId: purchase.userId,
      invoiceId,
      currency: purchase.currency,
      excludingCents,
      gstCents,
      totalCents: total,
      gstRatePercent: ratePercent,
      credits: purchase.credits,
      bonusCredits: purchase.bonusCredits,
      planId: purchase.planId,
      sellerName: seller.name,
      sellerTaxNumber: seller.taxNumber ?? '',
      ...(await buyerOf(tx, purchase.userId)),
      issuedAt: now,
    })
    .returning();
  if (!row) throw new Error(`the ${kind} of purchase ${purchase.id} was not written`);
  return row;
}

/** A purchase's document of one kind, if issued. */
export async function findTaxDocumentOf(
  db: Queryable,
  purchaseId: string,
  kind: TaxDocumentKind,
): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.purchaseId, purchaseId), eq(taxDocuments.kind, kind)));
  return row;
}

/** How long a signed PDF address stays valid. */
export const PDF_URL_LIFETIME_MS = 60 * 60_000;

/**
 * Signed addresses of tax documents' PDFs: the browser opens them as links (no bearer token
 * goes with a link), so the address itself proves that the owner asked, for an hour.
 */
export function pdfUrlSigner(secret: string) {
  const sign = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`tax-document:${id}:${expires}`).digest('base64url');
  return {
    /** The query of the PDF's address: GET /api/tax-documents/:id/pdf?expires=…&sig=… */
    signature(id: string, now: Date) {
      const expires = now.getTime() + PDF_URL_LIFETIME_MS;
      return { expires, sig: sign(id, expires) };
    },
    valid(id: string, expires: number, sig: string, now: Date): boolean {
      if (expires < now.getTime()) return false;
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** A tax document by its id. */
export async function findTaxDocument(
  db: Queryable,
  id: string,
): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row;
}
