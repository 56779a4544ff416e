import { creditValueCents, formatMoney, siteOfHost } from '@quoteway/domain';

/**
 * What a balance of credits is worth in this site's money ("≈ $100.80" for 252 credits in
 * New Zealand), at the site's list price of a credit: shown beside the count in the header's
 * badge and the phone drawer, so neither number is mistaken for the other.
 */
export function creditWorth(credits: number): string {
  const { pricing } = siteOfHost(window.location.hostname);
  return formatMoney(creditValueCents(credits, pricing), pricing.currency);
}
