import { plural, t } from '@lingui/core/macro';
import type { LeadPriceReason } from '@quoteway/domain';

/**
 * Why a lead costs what it does, in one sentence the business reads beside the price: the
 * domain's rule (`leadCreditCost`: the trade's standard price, times a factor by the budget's
 * band) said in plain words for this lead. `trade` is the profession's name as shown, `money`
 * writes the band's bounds in the site's currency.
 */
export function leadPriceSentence(
  reason: LeadPriceReason,
  trade: string,
  money: (cents: number) => string,
): string {
  if (reason.kind === 'fixed') return t`This lead keeps the price it had when the job was posted.`;
  const base = reason.baseCredits;
  if (reason.kind === 'no-budget') {
    return plural(base, {
      one: `Leads are priced by trade and budget: ${trade} jobs without a budget cost the standard # credit.`,
      other: `Leads are priced by trade and budget: ${trade} jobs without a budget cost the standard # credits.`,
    });
  }
  const from = money(reason.fromCents);
  const to = reason.toCents === null ? '' : money(reason.toCents);
  // One sentence per band of the domain's table (the lowest halves the price, the open top one
  // triples it), each whole, so every language can word it its own way.
  if (reason.toCents !== null && reason.fromCents === 0 && reason.factor === 0.5) {
    return plural(base, {
      one: `Leads are priced by trade and budget: ${trade} jobs under ${to} cost half the standard # credit.`,
      other: `Leads are priced by trade and budget: ${trade} jobs under ${to} cost half the standard # credits.`,
    });
  }
  if (reason.toCents === null && reason.factor === 3) {
    return plural(base, {
      one: `Leads are priced by trade and budget: ${trade} jobs of ${from} or more cost three times the standard # credit.`,
      other: `Leads are priced by trade and budget: ${trade} jobs of ${from} or more cost three times the standard # credits.`,
    });
  }
  if (reason.toCents !== null && reason.factor === 1) {
    return plural(base, {
      one: `Leads are priced by trade and budget: ${trade} jobs from ${from} to ${to} cost the standard # credit.`,
      other: `Leads are priced by trade and budget: ${trade} jobs from ${from} to ${to} cost the standard # credits.`,
    });
  }
  if (reason.toCents !== null && reason.factor === 1.5) {
    return plural(base, {
      one: `Leads are priced by trade and budget: ${trade} jobs from ${from} to ${to} cost one and a half times the standard # credit.`,
      other: `Leads are priced by trade and budget: ${trade} jobs from ${from} to ${to} cost one and a half times the standard # credits.`,
    });
  }
  if (reason.toCents !== null && reason.factor === 2) {
    return plural(base, {
      one: `Leads are priced by trade and budget: ${trade} jobs from ${from} to ${to} cost twice the standard # credit.`,
      other: `Leads are priced by trade and budget: ${trade} jobs from ${from} to ${to} cost twice the standard # credits.`,
    });
  }
  // A band the domain's table may gain later: its factor as a number.
  const factor = reason.factor;
  return plural(base, {
    one: `Leads are priced by trade and budget: ${trade} jobs with a budget like this one cost ${factor} times the standard # credit.`,
    other: `Leads are priced by trade and budget: ${trade} jobs with a budget like this one cost ${factor} times the standard # credits.`,
  });
}
