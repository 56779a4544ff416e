/**
 * Amount display (spec): at most 2 decimals, or a single decimal padded to 2. Whole amounts
 * have no decimals ('20'), others always two ('20.50', '20.55'). No thousands separators;
 * negatives get a leading '-'. formatAmount and formatDollars throw a RangeError for
 * anything but a safe integer of cents.
 *
 * formatDecimal rounds half away from zero on the decimal value as written (1.005 -> '1.01',
 * -1.005 -> '-1.01'), shows a result of zero as '0' (never '-0'), and throws a RangeError
 * for NaN and infinities.
 */

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount in cents must be a safe integer, got ${cents}`);
  }
}

function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = Math.trunc(absolute / 100);
  const fraction = absolute % 100;
  return fraction === 0
    ? `${sign}${whole}`
    : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Formats integer cents as an amount: 2000 -> '20', 2050 -> '20.50', 5 -> '0.05'. */
export function formatAmount(cents: number): string {
  assertCents(cents);
  return centsToText(cents);
}

/** Formats integer cents as dollars: 2000 -> '$20', 2050 -> '$20.50', -2050 -> '-$20.50'. */
export function formatDollars(cents: number): string {
  assertCents(cents);
  const text = centsToText(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The currencies the regional sites sell in (ISO 4217); each has two decimals (cents, paise). */
export const currencyCodes = ['NZD', 'AUD', 'INR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The sign written before an amount, as people on each site's own market write it. */
const currencySigns: Record<CurrencyCode, string> = { NZD: '$', AUD: '$', INR: '₹' };

/**
 * Formats integer cents (paise for INR) with the currency's own sign and the amount rule:
 * (2000, 'NZD') -> '$20', (2050, 'AUD') -> '$20.50', (100000, 'INR') -> '₹1000'. The sign is
 * the local one, so a page that could be read as another dollar names the code too.
 */
export function formatMoney(cents: number, currency: CurrencyCode): string {
  assertCents(cents);
  const text = centsToText(cents);
  const sign = currencySigns[currency];
  return text.startsWith('-') ? `-${sign}${text.slice(1)}` : `${sign}${text}`;
}

/** Formats a plain number with the amount rule: 1.5 -> '1.50', 1.234 -> '1.23', 3 -> '3'. */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`);
  // toPrecision(15) removes binary noise such as 1.005 * 100 = 100.49999999999999.
  const hundredths = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return centsToText(value < 0 && hundredths !== 0 ? -hundredths : hundredths);
}

/**
 * The largest amount each site takes, in its currency's cents: a million dollars, or two
 * crore rupees (about 50 times less than ₹50 crore would be, since amounts are stored as
 * 32-bit integers). The services hold a job's amounts to its own currency's ceiling.
 */
export const maxAmountCents: Record<CurrencyCode, number> = {
  NZD: 100_000_000,
  AUD: 100_000_000,
  INR: 2_000_000_000,
};

/** The largest amount in any site's currency: the contracts' cap ($20,000,000 or ₹2 crore). */
export const MAX_AMOUNT_CENTS = 2_000_000_000;

// Whole units (plain, grouped by commas in threes, or the Indian way: thousands, then lakhs
// and crores in twos, "1,00,000"), then at most two decimals.
const typedDollars = /^(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3}|\d*)(?:\.(\d{1,2}))?$/;
// A currency sign a person may type before the amount: "$", "NZ$", "A$", "AU$", "₹", "Rs".
const typedSign = /^(?:(?:NZ|AU?)?\$|₹|Rs\.?)\s*/i;

/**
 * Money as a person types it ('12.50', '$1,250', '.5', '40', '₹1,00,000') to integer cents
 * (paise), however large; null when the text is not an amount ('12.555', '-3', '1e3',
 * '12,50', ''). An optional leading sign of the sites' currencies, grouping commas only in
 * their places (threes, or the Indian lakhs and crores), at most two decimals. Works on the
 * digits as text, never through floating point, so '0.29' is 29 and not 28.999....
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(typedSign, '');
  const match = typedDollars.exec(cleaned);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2];
  if (whole === '' && fraction === undefined) return null;
  const cents = Number(whole || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Typed money (as `parseDollars` reads it) to cents the API takes in `currency`, up to its
 * `maxAmountCents`.
 */
export function dollarsToCents(text: string, currency: CurrencyCode): number | null {
  const cents = parseDollars(text);
  return cents !== null && cents <= maxAmountCents[currency] ? cents : null;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats integer cents in `currency` as a reader of `locale` writes money, with the amount
 * rule (whole amounts without decimals, others with two) and the locale's grouping:
 * (320, 'NZD', 'en-NZ') -> '$3.20', (245000, 'NZD', 'en-NZ') -> '$2,450',
 * (320, 'NZD', 'fr-NZ') -> '3,20 $NZ'. Give the locale with the site's country
 * (`${language}-${country}`) so the site's own dollar is written plain.
 */
export function formatLocalMoney(cents: number, currency: CurrencyCode, locale: string): string {
  assertCents(cents);
  const decimals = cents % 100 === 0 ? 0 : 2;
  const key = `${locale}|${currency}|${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  // cents / 100 is the double nearest the amount; rounding it to two decimals gives it back.
  return groupAsLocale(format, cents / 100, locale);
}

/**
 * Formats `value` with `format`, and in an Indian locale (`*-IN`) groups the whole part the
 * Indian way (thousands, then lakhs and crores: "1,00,000"), as Indians write it in every
 * language. ICU does so only for some languages ('en-IN', 'hi-IN'); others ('fr-IN', 'zh-IN')
 * get the western "100,000", so those are regrouped here with the locale's own separator.
 */
export function groupAsLocale(format: Intl.NumberFormat, value: number, locale: string): string {
  const parts = format.formatToParts(value);
  if (!/-IN$/i.test(locale)) return parts.map((part) => part.value).join('');
  // Digits as characters, so a locale's own digits (Arabic-Indic) are grouped the same way.
  const digits = Array.from(
    parts
      .filter((part) => part.type === 'integer')
      .map((part) => part.value)
      .join(''),
  );
  // Under a lakh the Indian and western groupings agree: the locale's own output stays.
  if (digits.length <= 5) return parts.map((part) => part.value).join('');
  const separator = parts.find((part) => part.type === 'group')?.value ?? ',';
  const groups = [digits.slice(-3).join('')];
  for (let end = digits.length - 3; end > 0; end -= 2) {
    groups.unshift(digits.slice(Math.max(0, end - 2), end).join(''));
  }
  const grouped = groups.join(separator);
  let placed = false;
  return parts
    .map((part) => {
      if (part.type !== 'integer' && part.type !== 'group') return part.value;
      if (placed) return '';
      placed = true;
      return grouped;
    })
    .join('');
}
