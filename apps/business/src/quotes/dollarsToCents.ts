/** The largest amount a quote may carry, in cents ($1,000,000; contracts cap cents there). */
export const MAX_QUOTE_CENTS = 100_000_000;

// Whole dollars (plain, or grouped by commas), then at most two decimals.
const amount = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2}))?$/;

/**
 * Dollars as a person types them ('12.50', '$1,250', '.5', '40') to integer cents, or null
 * when the text is not an amount ('12.555', '-3', '1e3', ''). Works on the digits as text,
 * never through floating point, so '0.29' is 29 and not 28.999....
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, '');
  const match = amount.exec(cleaned);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2];
  if (whole === '' && fraction === undefined) return null;
  const cents = Number(whole || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
