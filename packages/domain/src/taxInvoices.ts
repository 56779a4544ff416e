import type { SiteCountry } from './siteHosts';

/** What a tax document is: the invoice of a purchase, or the credit note of its refund. */
export const taxDocumentKinds = ['invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/**
 * The GST inside a GST-inclusive price, in whole cents: price x rate / (100 + rate), rounded
 * half up (Inland Revenue and the ATO both accept rounding the GST of an invoice to the cent).
 * The price excluding GST is what is left, so excluding + GST always equals the price.
 */
export function gstOfInclusive(
  priceCents: number,
  ratePercent: number,
): { excludingCents: number; gstCents: number } {
  if (!Number.isSafeInteger(priceCents)) throw new RangeError(`price must be cents: ${priceCents}`);
  const sign = priceCents < 0 ? -1 : 1;
  const gst = Math.round((Math.abs(priceCents) * ratePercent) / (100 + ratePercent)) * sign;
  const gstCents = gst === 0 ? 0 : gst;
  return { excludingCents: priceCents - gstCents, gstCents };
}

/**
 * A tax document's number: the site's country, a series letter pair for credit notes, and
 * the document's place in its series, six digits: NZ-000001, AU-CN-000012.
 */
export function taxDocumentNumber(
  site: SiteCountry,
  kind: TaxDocumentKind,
  sequence: number,
): string {
  const series = kind === 'invoice' ? site : `${site}-CN`;
  return `${series}-${String(sequence).padStart(6, '0')}`;
}

/** The counter a kind of document draws its numbers from, per site ("NZ", "NZ-CN"). */
export function taxDocumentSeries(site: SiteCountry, kind: TaxDocumentKind): string {
  return kind === 'invoice' ? site : `${site}-CN`;
}
