import { creditValueCents, formatLocalMoney, siteOfHost } from '@quoteway/domain';
import { directionOf, isLocale, isolateLtr } from '@quoteway/i18n';

/**
 * What a balance of credits is worth in this site's money ("$100.80" for 252 credits in New
 * Zealand), at the site's list price of a credit, written as a reader of `language` writes
 * money on this site: shown beside the count in the header's badge and the phone drawer, so
 * neither number is mistaken for the other.
 */
export function creditWorth(credits: number, language: string): string {
  const { country, pricing } = siteOfHost(window.location.hostname);
  const worth = formatLocalMoney(
    creditValueCents(credits, pricing),
    pricing.currency,
    `${language}-${country}`,
  );
  // In Arabic the amount sits in a right-to-left phrase: kept in one piece.
  return isLocale(language) && directionOf(language) === 'rtl' ? isolateLtr(worth) : worth;
}
