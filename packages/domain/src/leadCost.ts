/**
 * Job-size factor of a lead's credit cost by budget band (cents). A band applies when the
 * budget is below `belowCents`; the last band (belowCents null) covers everything else.
 */
export const leadBudgetBands = [
  { belowCents: 50_000, factor: 0.5 },
  { belowCents: 200_000, factor: 1 },
  { belowCents: 1_000_000, factor: 1.5 },
  { belowCents: 5_000_000, factor: 2 },
  { belowCents: null, factor: 3 },
] as const;

/** Job-size factor used when the job has no budget. */
export const UNKNOWN_BUDGET_FACTOR = 1;

export type LeadBudgetBand = (typeof leadBudgetBands)[number];

// leadSizeFactor and leadCreditCost throw a RangeError for a negative or non-integer budget
// or base; Math.round rounds halves up (2.5 -> 3).

/** The job-size factor for a budget in cents, or for an unknown budget (null). */
export function leadSizeFactor(budgetCents: number | null): number {
  if (budgetCents === null) return UNKNOWN_BUDGET_FACTOR;
  if (!Number.isSafeInteger(budgetCents) || budgetCents < 0) {
    throw new RangeError(`Budget must be a non-negative integer of cents, got ${budgetCents}`);
  }
  const band =
    leadBudgetBands.find((b) => b.belowCents !== null && budgetCents < b.belowCents) ??
    leadBudgetBands[4];
  return band.factor;
}

/** Credits a lead costs: max(1, round(baseCredits * job-size factor)). */
export function leadCreditCost(baseCredits: number, budgetCents: number | null): number {
  if (!Number.isSafeInteger(baseCredits) || baseCredits < 0) {
    throw new RangeError(`Base credits must be a non-negative integer, got ${baseCredits}`);
  }
  return Math.max(1, Math.round(baseCredits * leadSizeFactor(budgetCents)));
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
): LeadPriceReason {
  if (leadCreditCost(baseCredits, budgetCents) !== credits) return { kind: 'fixed', credits };
  if (budgetCents === null) return { kind: 'no-budget', credits, baseCredits };
  const index = leadBudgetBands.findIndex(
    (band) => band.belowCents === null || budgetCents < band.belowCents,
  );
  const band = leadBudgetBands[index] ?? leadBudgetBands[4];
  return {
    kind: 'band',
    credits,
    baseCredits,
    factor: band.factor,
    fromCents: leadBudgetBands[index - 1]?.belowCents ?? 0,
    toCents: band.belowCents,
  };
}
