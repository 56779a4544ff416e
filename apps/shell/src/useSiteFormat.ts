import { useLingui } from '@lingui/react/macro';
import { formatSiteDate, formatSiteMoney, siteOfHost } from '@quoteway/domain';
import { directionOf, isLocale } from '@quoteway/i18n';

// In a right-to-left page an amount ("2,450 NZ$") is kept in one left-to-right isolate, so
// its sign never jumps to the other end ("$NZ 2,450") next to Arabic words.
const isolate = (text: string) => `\u2066${text}\u2069`;

/**
 * Money and dates as this site's readers write them, in the reader's language ("$2,450" and
 * "7 Dec 2026" on the NZ site in English): the one formatter of the customer's screens.
 */
export function useSiteFormat() {
  const { i18n } = useLingui();
  const site = siteOfHost(window.location.hostname);
  const rtl = isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  return {
    site,
    money: (cents: number) => {
      const text = formatSiteMoney(cents, site.pricing.currency, i18n.locale, site.country);
      return rtl ? isolate(text) : text;
    },
    date: (at: string | Date) => formatSiteDate(at, i18n.locale, site.country),
  };
}
