import { type BusinessNumberKind, type PhoneCallingCode, phoneFormats } from '@quoteway/validation';
import { pricedBands, type SitePricing, specPricing } from './credits';
import type { CurrencyCode } from './money';
import { type SiteCountry, siteCallingCodes, siteCountryOfHost, siteHosts } from './siteHosts';

/**
 * Everything that differs between the regional sites. The server picks the row by the
 * request's site (`siteCountryOfHost`), the apps by the page's host; field rules stay in
 * `@quoteway/validation` (phone formats by calling code, business numbers by country) and
 * the row names which apply.
 */
export interface RegionalSite {
  country: SiteCountry;
  /** Country name shown in "You seem to be in {country}". */
  countryName: string;
  /** The site's name shown in "Go to {site}". */
  siteName: string;
  host: string;
  /**
   * The phone field's calling code and the local format people there type (its example is
   * the placeholder; the national-number rule is `phoneFormats`').
   */
  phone: { callingCode: PhoneCallingCode; example: string };
  /**
   * The business numbers of the country's register, in the order the sign-up checks them
   * (`checkBusinessNumberFormat` by country): the field's label names them.
   */
  businessNumbers: readonly [BusinessNumberKind, ...BusinessNumberKind[]];
  /** The currency and the credit prices in it (credits and bonuses are the same everywhere). */
  pricing: SitePricing;
  /**
   * The goods and services tax: its rate in whole percent, and whether a price quoted to a
   * customer there usually includes it (the default of the quote form's "includes GST").
   */
  gst: { ratePercent: number; quotedInclusive: boolean };
}

const sitePhone = (country: SiteCountry) => ({
  callingCode: siteCallingCodes[country],
  example: phoneFormats[siteCallingCodes[country]].example,
});

// Credit prices. New Zealand sells at the spec's table exactly. Australia and India sell the
// same credits at parity with it, at about 0.90 AUD and 50 INR to the New Zealand dollar (the
// rates of 2025), rounded to plain prices: A$18 / 45 / 90 / 180 and Rs 1000 / 2500 / 5000 /
// 10000 for the four plans, each custom band at 0.90x and 50x its NZ price per credit. Parity,
// because a credit bought on one site pays for leads on any site: a cheaper site would become
// every business's shop. Purchasing-power prices for India would first need credits bound to
// the site they were bought on.

/** Australia: the spec's plans at about 0.90 AUD per NZD, rounded to whole dollars. */
const australianPricing: SitePricing = {
  currency: 'AUD',
  planPriceCents: { 'plan-50': 1800, 'plan-100': 4500, 'plan-200': 9000, 'plan-500': 18000 },
  customPriceBands: pricedBands([36, 33, 32, 30, 28]),
};

/** India: the spec's plans at about 50 INR per NZD (prices in paise). */
const indianPricing: SitePricing = {
  currency: 'INR',
  planPriceCents: {
    'plan-50': 100_000,
    'plan-100': 250_000,
    'plan-200': 500_000,
    'plan-500': 1_000_000,
  },
  customPriceBands: pricedBands([2000, 1850, 1750, 1650, 1550]),
};

/** The one table of the regional sites. */
export const regionalSites: Record<SiteCountry, RegionalSite> = {
  NZ: {
    country: 'NZ',
    countryName: 'New Zealand',
    siteName: 'Quoteway New Zealand',
    host: siteHosts.NZ,
    phone: sitePhone('NZ'),
    businessNumbers: ['NZBN'],
    pricing: specPricing,
    // Prices to consumers are shown GST-inclusive (Fair Trading Act, Commerce Commission).
    gst: { ratePercent: 15, quotedInclusive: true },
  },
  AU: {
    country: 'AU',
    countryName: 'Australia',
    siteName: 'Quoteway Australia',
    host: siteHosts.AU,
    phone: sitePhone('AU'),
    // The register is searched for an ABN, then an ACN (spec section 5).
    businessNumbers: ['ABN', 'ACN'],
    pricing: australianPricing,
    // Australian Consumer Law: a price to a consumer must include the GST.
    gst: { ratePercent: 10, quotedInclusive: true },
  },
  IN: {
    country: 'IN',
    countryName: 'India',
    siteName: 'Quoteway India',
    host: siteHosts.IN,
    phone: sitePhone('IN'),
    businessNumbers: ['GSTIN'],
    pricing: indianPricing,
    // Service quotes in India are usually written "+ 18% GST".
    gst: { ratePercent: 18, quotedInclusive: false },
  },
};

/**
 * The currency of a country's site: what jobs there are budgeted and quoted in (a job's
 * amounts are in the currency of the country it is in).
 */
export function currencyOfCountry(country: SiteCountry): CurrencyCode {
  return regionalSites[country].pricing.currency;
}

/** The regional site a hostname serves (see `siteCountryOfHost`). */
export function siteOfHost(hostname: string): RegionalSite {
  return regionalSites[siteCountryOfHost(hostname)];
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
