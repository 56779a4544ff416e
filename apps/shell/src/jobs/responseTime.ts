import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * A business's typical response time (median minutes from a job going live to its quote) in
 * words: "within 45 minutes", "within 3 hours", "within 2 days"; null when it has none.
 */
export function useResponseTime(): (minutes: number | null) => string | null {
  // The plural macros below translate in the language this hook's context has active.
  const { i18n } = useLingui();
  return (minutes) => {
    if (!i18n.locale) return null;
    if (minutes === null) return null;
    if (minutes < 60) {
      const n = Math.max(1, minutes);
      return plural(n, { one: 'within # minute', other: 'within # minutes' });
    }
    if (minutes < 48 * 60) {
      const n = Math.round(minutes / 60);
      return plural(n, { one: 'within # hour', other: 'within # hours' });
    }
    const n = Math.round(minutes / (24 * 60));
    return plural(n, { one: 'within # day', other: 'within # days' });
  };
}
