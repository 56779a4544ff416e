import { LEAD_FILTER_BUDGET_RANGE } from './constants';
import type { CurrencyCode } from './money';

/**
 * The lead lists' budget filter. On the wire (`/get-leads`' `range`, spec section 7) it is
 * the spec's slider: two whole numbers from 0 to 100 in steps of the site's currency,
 * 100 at the top meaning no upper limit, and jobs without a budget listed only while the
 * slider starts at 0. On screen it is two plain money fields, empty for no limit. These two
 * functions are the only conversion between them; the server reads the wire with the second.
 */

const [SLIDER_MIN, SLIDER_MAX] = LEAD_FILTER_BUDGET_RANGE;

/**
 * One step of the budget slider in each currency's cents: a thousand dollars (up to $100,000
 * at the top), or ₹50,000 (up to ₹50,00,000), the same jobs at about 50 rupees to the dollar.
 */
export const leadBudgetStepCents: Record<CurrencyCode, number> = {
  NZD: 100_000,
  AUD: 100_000,
  INR: 5_000_000,
};

/** A budget filter as money: the bounds in the site's cents, null for no bound. */
export interface LeadBudgetBounds {
  fromCents: number | null;
  toCents: number | null;
}

/** The wire's slider pair [min, max]. */
export type LeadBudgetRange = [number, number];

function assertBound(cents: number | null, name: string): void {
  if (cents !== null && (!Number.isSafeInteger(cents) || cents < 0)) {
    throw new RangeError(`${name} must be null or non-negative integer cents, got ${cents}`);
  }
}

/**
 * Money bounds to the wire's slider. The slider counts whole steps, so a bound between
 * two steps is rounded outwards (the lower one down, the upper one up): the list may show a
 * lead a little outside what was typed, but never hides one inside it, since a hidden lead is
 * work the business never hears of. A lower bound under one step is no lower bound; an
 * upper bound past the slider's top is no upper bound. Throws a RangeError for negative or
 * fractional cents, and for a lower bound above the upper one.
 */
export function leadBudgetRange(
  { fromCents, toCents }: LeadBudgetBounds,
  currency: CurrencyCode,
): LeadBudgetRange {
  const step = leadBudgetStepCents[currency];
  assertBound(fromCents, 'fromCents');
  assertBound(toCents, 'toCents');
  if (fromCents !== null && toCents !== null && fromCents > toCents) {
    throw new RangeError(`The lower budget ${fromCents} is above the upper ${toCents}`);
  }
  const min = fromCents === null ? SLIDER_MIN : Math.min(SLIDER_MAX, Math.floor(fromCents / step));
  const max = toCents === null ? SLIDER_MAX : Math.min(SLIDER_MAX, Math.ceil(toCents / step));
  return [min, Math.max(min, max)];
}

/**
 * The wire's slider as money bounds: 0 at the bottom is no lower bound (jobs without a budget
 * included), 100 at the top no upper bound; any other step is that many of the currency's.
 */
export function leadBudgetBounds(
  [min, max]: readonly [number, number],
  currency: CurrencyCode,
): LeadBudgetBounds {
  const step = leadBudgetStepCents[currency];
  return {
    fromCents: min > SLIDER_MIN ? min * step : null,
    toCents: max < SLIDER_MAX ? max * step : null,
  };
}
