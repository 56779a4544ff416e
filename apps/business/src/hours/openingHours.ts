import type { AuthUser } from '@quoteway/api-client';

type OpeningHours = NonNullable<AuthUser['openingHours']>;

/** One weekday as the form edits it (0 = Sunday, as the API stores days). */
export interface DayHours {
  day: number;
  open: boolean;
  from: string;
  to: string;
}

/** New Zealand weeks start on Monday. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

const DEFAULT_FROM = '08:00';
const DEFAULT_TO = '17:00';

/** The form's rows from the stored hours (a day that is not stored is closed). */
export function toRows(hours: OpeningHours | null): DayHours[] {
  return weekOrder.map((day) => {
    const stored = hours?.find((h) => h.day === day);
    return stored && 'open' in stored
      ? { day, open: true, from: stored.open, to: stored.close }
      : { day, open: false, from: DEFAULT_FROM, to: DEFAULT_TO };
  });
}

/** The stored hours from the form's rows. */
export function fromRows(rows: DayHours[]): OpeningHours {
  return rows.map((r) =>
    r.open ? { day: r.day, open: r.from, close: r.to } : { day: r.day, closed: true as const },
  );
}

/** Days whose closing time is not after the opening time. */
export function invalidDays(rows: DayHours[]): number[] {
  return rows.filter((r) => r.open && r.from >= r.to).map((r) => r.day);
}
