// A business's ratings and reviews in the reader's locale (Intl), so they read naturally in
// every language. Pure functions, tested without React.

import { formatterOnce } from '@quoteway/i18n';

// Each Intl formatter is made once per locale and options (`formatterOnce`).

/** "4.8" (always one decimal, the way averages are shown). */
export function formatRating(value: number, locale: string): string {
  return formatterOnce(
    `rating ${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

/** "4.8" or "5": a number of stars, with a decimal only when it has one. */
export function formatStars(value: number, locale: string): string {
  return formatterOnce(
    `stars ${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
  ).format(value);
}

/** "1,204" in the reader's digits. */
export function formatCount(value: number, locale: string): string {
  return formatterOnce(`count ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A review's job month ("2026-11") as "November 2026"; the text itself if it is not one. */
export function formatJobMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return formatterOnce(
    `month ${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(at);
}
