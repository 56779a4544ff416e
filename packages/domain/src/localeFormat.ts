import { type CurrencyCode, groupAsLocale } from './money';
import type { SiteCountry } from './siteHosts';

// Money and dates as a reader of a regional site expects them: the reader's language with the
// site's country ("en-NZ"), so an English reader on the NZ site sees "$2,450" and
// "7 Dec 2026", never the US "Dec 7, 2026". One place for every screen that shows them.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The BCP 47 tag of a language read on a site: ('en', 'NZ') -> 'en-NZ'. */
export function siteLocaleTag(language: string, country: SiteCountry): string {
  const base = language.split('-')[0] || 'en';
  try {
    return Intl.getCanonicalLocales(`${base}-${country}`)[0] ?? base;
  } catch {
    return 'en';
  }
}

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/**
 * Integer cents (paise) as money on a site, grouped in the site's way: (245000, 'NZD',
 * 'en', 'NZ') -> '$2,450'; (245050, ...) -> '$2,450.50'; on the Indian site in lakhs and
 * crores in every language: (10000000, 'INR', 'fr', 'IN') -> '1 00 000 ₹'. Whole amounts
 * have no decimals.
 */
export function formatSiteMoney(
  cents: number,
  currency: CurrencyCode,
  language: string,
  country: SiteCountry,
): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount in cents must be a safe integer, got ${cents}`);
  }
  const whole = cents % 100 === 0;
  const tag = siteLocaleTag(language, country);
  const format = once(
    `money ${tag} ${currency} ${whole}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  );
  return groupAsLocale(format, cents / 100, tag);
}

/** A date as the site's readers write it: ('2026-12-07T…', 'en', 'NZ') -> '7 Dec 2026'. */
export function formatSiteDate(at: Date | string, language: string, country: SiteCountry): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  const tag = siteLocaleTag(language, country);
  const format = once(
    `date ${tag}`,
    () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }),
  );
  return format.format(date);
}
