import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  gstOfInclusive,
  regionalSites,
  type SiteCountry,
  type TaxDocumentKind,
  taxDocumentNumber,
  taxDocumentSeries,
} from '@quoteway/domain';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import type { PurchaseRow } from './repository';
import { type TaxDocumentRow, taxDocumentRepository } from './taxDocumentRepository';

export type { TaxDocumentRow } from './taxDocumentRepository';

/** Who sells on a site's tax documents: the legal name and the GST number. */
interface TaxSeller {
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
function siteOfPurchase(purchase: Pick<PurchaseRow, 'currency'>): SiteCountry {
  const site = Object.values(regionalSites).find((s) => s.pricing.currency === purchase.currency);
  if (!site) throw new Error(`no regional site sells in ${purchase.currency}`);
  return site.country;
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
  const repository = taxDocumentRepository(tx);
  const sequence = await repository.nextNumber(taxDocumentSeries(site, kind));
  const seller = sellers[site];
  return repository.add({
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
    ...(await repository.buyer(purchase.userId)),
    issuedAt: now,
  });
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
