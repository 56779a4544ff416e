/** Days until purchased credits (plans and custom purchases) expire. */
export const CREDIT_EXPIRY_DAYS = 90;

export interface CreditPlan {
  readonly id: string;
  readonly credits: number;
  readonly bonusCredits: number;
  readonly priceCents: number;
  readonly expiryDays: number;
}

/** The fixed credit plans (spec section 9): credits, bonus credits, price and expiry. */
export const creditPlans = [
  { id: 'plan-50', credits: 50, bonusCredits: 10, priceCents: 2000, expiryDays: 90 },
  { id: 'plan-100', credits: 100, bonusCredits: 24, priceCents: 5000, expiryDays: 90 },
  { id: 'plan-200', credits: 200, bonusCredits: 50, priceCents: 10000, expiryDays: 90 },
  { id: 'plan-500', credits: 500, bonusCredits: 100, priceCents: 20000, expiryDays: 90 },
] as const satisfies readonly CreditPlan[];

export type CreditPlanId = (typeof creditPlans)[number]['id'];

/** Ids of the fixed credit plans, in display order. */
export const creditPlanIds: readonly CreditPlanId[] = creditPlans.map((plan) => plan.id);

/** The fixed credit plan with this id, or undefined. */
export function findCreditPlan(id: string): CreditPlan | undefined {
  return creditPlans.find((plan) => plan.id === id);
}

/** Smallest custom purchase, in credits. */
export const CUSTOM_MIN_CREDITS = 500;
/** Largest custom purchase, in credits. */
export const CUSTOM_MAX_CREDITS = 5000;
/** Custom purchases are a multiple of this many credits. */
export const CUSTOM_STEP_CREDITS = 100;
/** Custom bonus credits are the purchased credits divided by this, rounded down. */
export const CUSTOM_BONUS_DIVISOR = 5;

/** Price per credit by custom purchase size; each band covers up to and including upToCredits. */
export const customPriceBands = [
  { upToCredits: 1000, perCreditCents: 40 },
  { upToCredits: 2000, perCreditCents: 37 },
  { upToCredits: 3000, perCreditCents: 35 },
  { upToCredits: 4000, perCreditCents: 33 },
  { upToCredits: CUSTOM_MAX_CREDITS, perCreditCents: 31 },
] as const;

/** Why a custom purchase amount is rejected, in the order the checks run. */
export const customPurchaseErrors = [
  'not-integer',
  'below-minimum',
  'above-maximum',
  'not-multiple-of-step',
] as const;
export type CustomPurchaseError = (typeof customPurchaseErrors)[number];

/** English message for each rejected custom purchase amount. */
export const customPurchaseMessages: Readonly<Record<CustomPurchaseError, string>> = {
  'not-integer': 'Enter a whole number of credits',
  'below-minimum': `The minimum purchase is ${CUSTOM_MIN_CREDITS} credits`,
  'above-maximum': `The maximum purchase is ${CUSTOM_MAX_CREDITS} credits`,
  'not-multiple-of-step': `Credits must be a multiple of ${CUSTOM_STEP_CREDITS}`,
};

export type CustomPurchaseQuote =
  | {
      ok: true;
      credits: number;
      bonusCredits: number;
      priceCents: number;
      pricePerCreditCents: number;
      expiryDays: number;
    }
  | { ok: false; reason: CustomPurchaseError; message: string };

// Bands are inclusive at the top (1000 -> 40, 1100 -> 37); the last band also covers more.

/** Price per credit, in integer cents, for a custom purchase of this many credits. */
export function customPricePerCreditCents(credits: number): number {
  const band = customPriceBands.find((b) => credits <= b.upToCredits) ?? customPriceBands[4];
  return band.perCreditCents;
}

/**
 * What a balance of credits is worth in integer cents, at a credit's list price: the smallest
 * custom purchase's price per credit ($0.40), so 252 credits are worth 10080 cents ($100.80).
 * Shown beside a balance ("252 credits · ≈ $100.80"); bonus credits count like bought ones.
 */
export function creditValueCents(credits: number): number {
  if (!Number.isSafeInteger(credits)) {
    throw new RangeError(`Credits must be a safe integer, got ${credits}`);
  }
  return credits * customPricePerCreditCents(CUSTOM_MIN_CREDITS);
}

function reject(reason: CustomPurchaseError): CustomPurchaseQuote {
  return { ok: false, reason, message: customPurchaseMessages[reason] };
}

/** Prices a custom credit purchase, or says why the amount is not allowed. */
export function customPurchaseQuote(credits: number): CustomPurchaseQuote {
  if (!Number.isSafeInteger(credits)) return reject('not-integer');
  if (credits < CUSTOM_MIN_CREDITS) return reject('below-minimum');
  if (credits > CUSTOM_MAX_CREDITS) return reject('above-maximum');
  if (credits % CUSTOM_STEP_CREDITS !== 0) return reject('not-multiple-of-step');
  const pricePerCreditCents = customPricePerCreditCents(credits);
  return {
    ok: true,
    credits,
    bonusCredits: Math.floor(credits / CUSTOM_BONUS_DIVISOR),
    priceCents: credits * pricePerCreditCents,
    pricePerCreditCents,
    expiryDays: CREDIT_EXPIRY_DAYS,
  };
}

/** The credit plans and the custom-purchase rules together, as the plans page shows them. */
export interface CreditOffer {
  plans: CreditPlan[];
  custom: {
    minCredits: number;
    maxCredits: number;
    stepCredits: number;
    bonusDivisor: number;
    expiryDays: number;
    priceBands: Array<{ upToCredits: number; perCreditCents: number }>;
  };
}

/**
 * The credit plans and custom-purchase rules of this module as one fresh object (the API's
 * `GET /api/plans` answer, and what the plans page shows before that answer arrives).
 */
export function creditOffer(): CreditOffer {
  return {
    plans: creditPlans.map((plan) => ({ ...plan })),
    custom: {
      minCredits: CUSTOM_MIN_CREDITS,
      maxCredits: CUSTOM_MAX_CREDITS,
      stepCredits: CUSTOM_STEP_CREDITS,
      bonusDivisor: CUSTOM_BONUS_DIVISOR,
      expiryDays: CREDIT_EXPIRY_DAYS,
      priceBands: customPriceBands.map((band) => ({ ...band })),
    },
  };
}
