import { useLingui } from '@lingui/react/macro';
import {
  type CurrencyCode,
  creditValueCents,
  formatLocalMoney,
  regionalSites,
  type SiteCountry,
  siteOfHost,
} from '@quoteway/domain';
import { directionOf, isLocale, isolateLtr } from '@quoteway/i18n';
import { useBusinessCountry } from './console';

/** This page's regional site's money, written as a reader of the interface language writes it. */
export interface SiteMoney {
  /** The site's currency: what budgets are typed in and credits are sold in. */
  currency: CurrencyCode;
  /**
   * Integer cents as money ('$2,450', '$3.20' in English on the New Zealand site;
   * '₹1,00,000' on the Indian one), in the site's currency or the one given (a job's).
   */
  format(cents: number, currency?: CurrencyCode): string;
  /** What credits are worth at the site's list price of one ('$3.20' for 8 in New Zealand). */
  creditWorth(credits: number): string;
}

/**
 * The business's money (its own country's, where it buys credits and gets its leads, as the
 * plans page and the API price credits; the page's host's when the console does not know it),
 * formatted for the interface language in that country: `en-NZ` writes "$3.20", `fr-NZ`
 * "3,20 $NZ", `ar-NZ` "3.20 NZ$" (kept left to right inside Arabic sentences); `en-IN`
 * "₹1,00,000". `site` names the country when an answer of the API says which (the plans
 * answer).
 */
export function useSiteMoney(site?: SiteCountry): SiteMoney {
  const { i18n } = useLingui();
  const own = useBusinessCountry();
  const chosen = site ?? own;
  const { country, pricing } = chosen
    ? regionalSites[chosen]
    : siteOfHost(window.location.hostname);
  const locale = `${i18n.locale}-${country}`;
  // In Arabic an amount sits in right-to-left sentences: it is kept in one piece (isolateLtr).
  const rtl = isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  const format = (cents: number, currency: CurrencyCode = pricing.currency) => {
    const money = formatLocalMoney(cents, currency, locale);
    return rtl ? isolateLtr(money) : money;
  };
  return {
    currency: pricing.currency,
    format,
    creditWorth: (credits) => format(creditValueCents(credits, pricing)),
  };
}
