import {
  creditValueCents,
  formatLocalMoney,
  regionalSites,
  type SiteCountry,
  siteOfHost,
} from '@quoteway/domain';
import { directionOf, isLocale, isolateLtr } from '@quoteway/i18n';

/**
 * What a balance of credits is worth ("$100.80" for 252 credits in New Zealand), at the list
 * price of a credit where the business buys them (`business`: its own country, whichever site
 * it opens; else this site's), written as a reader of `language` writes that money: shown
 * beside the count in the header's badge and the phone drawer, so neither number is mistaken
 * for the other.
 */
export function creditWorth(credits: number, language: string, business?: SiteCountry): string {
  const { country, pricing } = business
    ? regionalSites[business]
    : siteOfHost(window.location.hostname);
  const worth = formatLocalMoney(
    creditValueCents(credits, pricing),
    pricing.currency,
    `${language}-${country}`,
  );
  // In Arabic the amount sits in a right-to-left phrase: kept in one piece.
  return isLocale(language) && directionOf(language) === 'rtl' ? isolateLtr(worth) : worth;
}
