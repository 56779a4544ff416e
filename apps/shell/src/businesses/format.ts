// Numbers, months, days and times of the public business pages in the reader's locale
// (Intl), so they read naturally in every language. Pure functions, tested without React.

import { formatterOnce } from '@quoteway/i18n';

// Each Intl formatter is made once per locale and options (`formatterOnce`).

/** An ISO date as "March 2025". */
export function formatMonthOf(iso: string, locale: string): string {
  return formatterOnce(
    `month ${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
  ).format(new Date(iso));
}

/** "Plumber, Gasfitter and Drainlayer" in the reader's language. */
export function formatList(items: readonly string[], locale: string): string {
  return formatterOnce(
    `list ${locale}`,
    () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
  ).format(items);
}

/** "3.2 km" under 10 km, "45 km" above. */
export function formatDistance(km: number, locale: string): string {
  const digits = km < 10 ? 1 : 0;
  return formatterOnce(
    `km ${digits} ${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilometer',
        unitDisplay: 'short',
        maximumFractionDigits: digits,
      }),
  ).format(km);
}

/** The weekday `day` (0 = Sunday, as the API stores days), e.g. "Monday". */
export function formatWeekday(day: number, locale: string): string {
  // 7 January 2024 was a Sunday.
  return formatterOnce(
    `weekday ${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  ).format(Date.UTC(2024, 0, 7 + day));
}

/** A stored time ("07:30") as the reader's clock shows it ("7:30 am"). */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatterOnce(
    `time ${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/** How long a business usually takes to quote, as a unit and a rounded-up amount. */
export type ResponseTime =
  | { unit: 'hour-or-less' }
  | { unit: 'hours'; hours: number }
  | { unit: 'days'; days: number };

export function responseTime(minutes: number): ResponseTime {
  if (minutes <= 60) return { unit: 'hour-or-less' };
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return { unit: 'hours', hours };
  return { unit: 'days', days: Math.ceil(hours / 24) };
}

/** New Zealand weeks start on Monday (0 = Sunday, as the API stores days). */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** A place as a list shows it: "Ponsonby, Auckland" (the region only when it differs). */
export function placeName(place: { locality: string; region: string }): string {
  return place.region && place.region !== place.locality
    ? `${place.locality}, ${place.region}`
    : place.locality;
}
