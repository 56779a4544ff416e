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
