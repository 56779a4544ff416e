import type { PhoneCallingCode } from '@quoteway/validation';

// Which regional site a page is on, apart from the sites' table (regions.ts, with the sites'
// prices and phone formats): a page's first screen (the home page's search, the place field's
// country, the phone field's code) needs this much only.

/** The regional sites: one per country, each on its own host. */
export const siteCountries = ['NZ', 'AU', 'IN'] as const;
export type SiteCountry = (typeof siteCountries)[number];

/** Each site's host (`regionalSites`' `host`). */
export const siteHosts: Record<SiteCountry, string> = {
  NZ: 'quoteway.co.nz',
  AU: 'quoteway.com.au',
  IN: 'quoteway.in',
};

/** Each site's calling code, the phone field's first choice (`regionalSites`' `phone`). */
export const siteCallingCodes: Record<SiteCountry, PhoneCallingCode> = {
  NZ: '+64',
  AU: '+61',
  IN: '+91',
};

/** The site a hostname names (a site's host or a subdomain of it), if any. */
function namedSite(hostname: string): SiteCountry | undefined {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  return siteCountries.find((country) => {
    const siteHost = siteHosts[country];
    return host === siteHost || host.endsWith(`.${siteHost}`);
  });
}

/** The country a hostname serves; any other host (localhost, previews) is the NZ site. */
export function siteCountryOfHost(hostname: string): SiteCountry {
  return namedSite(hostname) ?? 'NZ';
}

/** Whether a hostname is one of the regional sites' hosts (or a subdomain of one). */
export function isSiteHost(hostname: string): boolean {
  return namedSite(hostname) !== undefined;
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
