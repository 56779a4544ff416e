import { useLingui } from '@lingui/react/macro';
import { formatSiteDate, formatSiteMoney, siteOfHost } from '@quoteway/domain';

/**
 * Money and dates as this site's readers write them, in the reader's language ("$2,450" and
 * "7 Dec 2026" on the NZ site in English): the one formatter of the customer's screens.
 */
export function useSiteFormat() {
  const { i18n } = useLingui();
  const site = siteOfHost(window.location.hostname);
  return {
    site,
    money: (cents: number) =>
      formatSiteMoney(cents, site.pricing.currency, i18n.locale, site.country),
    date: (at: string | Date) => formatSiteDate(at, i18n.locale, site.country),
  };
}
