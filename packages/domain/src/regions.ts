/** The regional sites: one per country, each on its own host. */
export const siteCountries = ['NZ', 'AU', 'IN'] as const;
export type SiteCountry = (typeof siteCountries)[number];

export interface RegionalSite {
  country: SiteCountry;
  /** Country name shown in "You are from {country}?". */
  countryName: string;
  /** The site's name shown in "Looking for {site}". */
  siteName: string;
  host: string;
}

export const regionalSites: Record<SiteCountry, RegionalSite> = {
  NZ: {
    country: 'NZ',
    countryName: 'New Zealand',
    siteName: 'Quoteway New Zealand',
    host: 'quoteway.co.nz',
  },
  AU: {
    country: 'AU',
    countryName: 'Australia',
    siteName: 'Quoteway Australia',
    host: 'quoteway.com.au',
  },
  IN: { country: 'IN', countryName: 'India', siteName: 'Quoteway India', host: 'quoteway.in' },
};

/** The country a hostname serves; any other host (localhost, previews) is the NZ site. */
export function siteCountryOfHost(hostname: string): SiteCountry {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  for (const site of Object.values(regionalSites)) {
    if (host === site.host || host.endsWith(`.${site.host}`)) return site.country;
  }
  return 'NZ';
}

/**
 * The visitor's country from the browser's time zone, without any network lookup (and so
 * without sending the visitor's address anywhere). Null outside our three countries.
 */
export function countryOfTimeZone(timeZone: string | undefined): SiteCountry | null {
  if (!timeZone) return null;
  if (timeZone === 'Pacific/Auckland' || timeZone === 'Pacific/Chatham' || timeZone === 'NZ') {
    return 'NZ';
  }
  if (timeZone.startsWith('Australia/')) return 'AU';
  if (timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta') return 'IN';
  return null;
}

/** Name of the cookie that hides the regional popup after the visitor chose. */
export const REGIONAL_POPUP_COOKIE = 'regionalPopupDismissed';

export interface RegionalPopupInput {
  detected: SiteCountry | null;
  site: SiteCountry;
  pathname: string;
  search: string;
  dismissed: boolean;
}

/**
 * The site to suggest, or null when the popup must not show (spec section 2): only for
 * a detected NZ/IN/AU visitor on another country's site, never on the jobiframe path,
 * with `locationPopup=false`, or once dismissed.
 */
export function regionalSuggestion(input: RegionalPopupInput): RegionalSite | null {
  if (!input.detected || input.detected === input.site || input.dismissed) return null;
  if (input.pathname.startsWith('/jobiframe')) return null;
  // Parsed by hand: this package is I/O-free and has no DOM (URLSearchParams) types.
  if (/[?&]locationPopup=false(&|$)/.test(input.search)) return null;
  return regionalSites[input.detected];
}
