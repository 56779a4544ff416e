import type { CurrencyCode } from './money';

/**
 * Job-size factor of a lead's credit cost by budget band (cents of the job's currency). A band
 * applies when the budget is below `belowCents`; the last band (belowCents null) covers
 * everything else. These are New Zealand's: $500, $2,000, $10,000, $50,000.
 */
export const leadBudgetBands = [
  { belowCents: 50_000, factor: 0.5 },
  { belowCents: 200_000, factor: 1 },
  { belowCents: 1_000_000, factor: 1.5 },
  { belowCents: 5_000_000, factor: 2 },
  { belowCents: null, factor: 3 },
] as const;

type Bands = readonly [
  { belowCents: number; factor: 0.5 },
  { belowCents: number; factor: 1 },
  { belowCents: number; factor: 1.5 },
  { belowCents: number; factor: 2 },
  { belowCents: null; factor: 3 },
];

/**
 * The bands in each site's currency: the same jobs fall in the same band everywhere. The
 * Australian dollar is near enough the New Zealand one (about 0.90) for the same round
 * amounts; India's are about 50 times them, rounded to what Indians write: ₹25,000,
 * ₹1,00,000 (a lakh), ₹5,00,000 and ₹25,00,000.
 */
export const leadBudgetBandsByCurrency: Record<CurrencyCode, Bands> = {
  NZD: leadBudgetBands,
  AUD: leadBudgetBands,
  INR: [
    { belowCents: 2_500_000, factor: 0.5 },
    { belowCents: 10_000_000, factor: 1 },
    { belowCents: 50_000_000, factor: 1.5 },
    { belowCents: 250_000_000, factor: 2 },
    { belowCents: null, factor: 3 },
  ],
};

/** Job-size factor used when the job has no budget. */
export const UNKNOWN_BUDGET_FACTOR = 1;

export type LeadBudgetBand = (typeof leadBudgetBands)[number];

// leadSizeFactor and leadCreditCost throw a RangeError for a negative or non-integer budget
// or base; Math.round rounds halves up (2.5 -> 3).

/** The job-size factor for a budget in cents of `currency`, or for an unknown budget (null). */
export function leadSizeFactor(budgetCents: number | null, currency: CurrencyCode): number {
  if (budgetCents === null) return UNKNOWN_BUDGET_FACTOR;
  if (!Number.isSafeInteger(budgetCents) || budgetCents < 0) {
    throw new RangeError(`Budget must be a non-negative integer of cents, got ${budgetCents}`);
  }
  const bands = leadBudgetBandsByCurrency[currency];
  const band = bands.find((b) => b.belowCents !== null && budgetCents < b.belowCents) ?? bands[4];
  return band.factor;
}

/**
 * Credits a lead costs: max(1, round(baseCredits * job-size factor)), the budget read in the
 * currency of the job's site (a budget of ₹1,00,000 is a mid-size job, not a huge one).
 */
export function leadCreditCost(
  baseCredits: number,
  budgetCents: number | null,
  currency: CurrencyCode,
): number {
  if (!Number.isSafeInteger(baseCredits) || baseCredits < 0) {
    throw new RangeError(`Base credits must be a non-negative integer, got ${baseCredits}`);
  }
  return Math.max(1, Math.round(baseCredits * leadSizeFactor(budgetCents, currency)));
}

/**
 * Why a lead costs what it does, for the sentence the business reads beside the price.
 * `band`: the trade's base price times the factor of the band the budget falls in (bounds in
 * cents, `fromCents` inclusive, `toCents` exclusive and null for the open top band).
 * `no-budget`: the base price as it is, since no budget was given. `fixed`: the base and
 * budget given do not make the price (the trade's base changed after the job was posted, and
 * a job keeps the price it was posted with).
 */
export type LeadPriceReason =
  | {
      kind: 'band';
      credits: number;
      baseCredits: number;
      factor: number;
      fromCents: number;
      toCents: number | null;
    }
  | { kind: 'no-budget'; credits: number; baseCredits: number }
  | { kind: 'fixed'; credits: number };

/** Explains a lead's price in credits by the rule `leadCreditCost` applies (see LeadPriceReason). */
export function leadPriceReason(
  credits: number,
  baseCredits: number,
  budgetCents: number | null,
  currency: CurrencyCode,
): LeadPriceReason {
  if (leadCreditCost(baseCredits, budgetCents, currency) !== credits) {
    return { kind: 'fixed', credits };
  }
  if (budgetCents === null) return { kind: 'no-budget', credits, baseCredits };
  const bands = leadBudgetBandsByCurrency[currency];
  const index = bands.findIndex(
    (band) => band.belowCents === null || budgetCents < band.belowCents,
  );
  const band = bands[index] ?? bands[4];
  return {
    kind: 'band',
    credits,
    baseCredits,
    factor: band.factor,
    fromCents: bands[index - 1]?.belowCents ?? 0,
    toCents: band.belowCents,
  };
}
