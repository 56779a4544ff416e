// Times and sizes in the reader's locale (Intl), so they read naturally in every language.

/** "10:32 am" (the clock time of a message). */
export function formatClock(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** The list's time: the clock time today, the day and month this year, else a short date. */
export function formatListTime(iso: string, locale: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return formatClock(iso, locale);
  if (at.getFullYear() === now.getFullYear()) {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(at);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(at);
}

/** "245 kB", "1.4 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}
