import type { CurrencyCode } from './money';

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

/** Smallest custom purchase, in credits. */
export const CUSTOM_MIN_CREDITS = 500;
/** Largest custom purchase, in credits. */
export const CUSTOM_MAX_CREDITS = 5000;
/** Custom purchases are a multiple of this many credits. */
export const CUSTOM_STEP_CREDITS = 100;
/** Custom bonus credits are the purchased credits divided by this, rounded down. */
export const CUSTOM_BONUS_DIVISOR = 5;

/** A custom purchase's price per credit for sizes up to and including `upToCredits`. */
export interface PriceBand {
  readonly upToCredits: number;
  readonly perCreditCents: number;
}

/** Price per credit by custom purchase size (spec section 9, in NZ cents). */
export const customPriceBands = [
  { upToCredits: 1000, perCreditCents: 40 },
  { upToCredits: 2000, perCreditCents: 37 },
  { upToCredits: 3000, perCreditCents: 35 },
  { upToCredits: 4000, perCreditCents: 33 },
  { upToCredits: CUSTOM_MAX_CREDITS, perCreditCents: 31 },
] as const satisfies readonly PriceBand[];

/**
 * What a regional site charges for credits: its currency, each plan's price and the custom
 * purchase's price bands, all in the currency's cents (cents, paise). Credits, bonus credits
 * and expiry are the same everywhere; only the money differs.
 */
export interface SitePricing {
  readonly currency: CurrencyCode;
  readonly planPriceCents: Readonly<Record<CreditPlanId, number>>;
  /** The custom bands' prices per credit; their sizes are `customPriceBands`'. */
  readonly customPriceBands: readonly PriceBand[];
}

/** The spec's prices (section 9) in New Zealand dollars: exactly the New Zealand site's. */
export const specPricing: SitePricing = {
  currency: 'NZD',
  planPriceCents: {
    'plan-50': creditPlans[0].priceCents,
    'plan-100': creditPlans[1].priceCents,
    'plan-200': creditPlans[2].priceCents,
    'plan-500': creditPlans[3].priceCents,
  },
  customPriceBands,
};

/** The spec's custom bands with other prices per credit, one for each band in order. */
export function pricedBands(
  perCreditCents: readonly [number, number, number, number, number],
): PriceBand[] {
  return customPriceBands.map((band, i) => ({
    upToCredits: band.upToCredits,
    perCreditCents: perCreditCents[i] ?? band.perCreditCents,
  }));
}

/** The fixed credit plans at a site's prices, in display order. */
export function sitePlans(pricing: SitePricing): CreditPlan[] {
  return creditPlans.map((plan) => ({ ...plan, priceCents: pricing.planPriceCents[plan.id] }));
}

/** The fixed credit plan with this id at a site's prices, or undefined. */
export function findCreditPlan(id: string, pricing: SitePricing): CreditPlan | undefined {
  return sitePlans(pricing).find((plan) => plan.id === id);
}

/**
 * What credits are worth, in the site's cents: at the list price of one credit (the custom
 * purchase's first band), so "252 credits" reads as about $100.80 in New Zealand. Plans with
 * bonus credits cost less per credit, which is why it is shown as an approximation.
 */
export function creditValueCents(
  credits: number,
  pricing: Pick<SitePricing, 'customPriceBands'>,
): number {
  return credits * (pricing.customPriceBands[0]?.perCreditCents ?? 0);
}

/** Why a custom purchase amount is rejected, in the order the checks run. */
export const customPurchaseErrors = [
  'not-integer',
  'below-minimum',
  'above-maximum',
  'not-multiple-of-step',
] as const;
export type CustomPurchaseError = (typeof customPurchaseErrors)[number];

/** English message for each rejected custom purchase amount (a `server` catalog message). */
export const customPurchaseMessages: Readonly<Record<CustomPurchaseError, string>> = {
  'not-integer': /*i18n*/ 'Enter a whole number of credits',
  'below-minimum': /*i18n*/ 'The minimum purchase is {minimum} credits',
  'above-maximum': /*i18n*/ 'The maximum purchase is {maximum} credits',
  'not-multiple-of-step': /*i18n*/ 'Credits must be a multiple of {step}',
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
  | {
      ok: false;
      reason: CustomPurchaseError;
      /** The English message, with `{minimum}`, `{maximum}` or `{step}` from `values`. */
      message: string;
      values: { minimum: number; maximum: number; step: number };
    };

// Bands are inclusive at the top (1000 -> 40, 1100 -> 37); the last band also covers more.

/** Price per credit, in the site's integer cents, for a custom purchase of this many credits. */
export function customPricePerCreditCents(
  credits: number,
  pricing: Pick<SitePricing, 'customPriceBands'>,
): number {
  const bands = pricing.customPriceBands;
  const band = bands.find((b) => credits <= b.upToCredits) ?? bands[bands.length - 1];
  return band?.perCreditCents ?? 0;
}

function reject(reason: CustomPurchaseError): CustomPurchaseQuote {
  return {
    ok: false,
    reason,
    message: customPurchaseMessages[reason],
    values: { minimum: CUSTOM_MIN_CREDITS, maximum: CUSTOM_MAX_CREDITS, step: CUSTOM_STEP_CREDITS },
  };
}

/** Prices a custom credit purchase at a site's prices, or says why the amount is not allowed. */
export function customPurchaseQuote(
  credits: number,
  pricing: Pick<SitePricing, 'customPriceBands'>,
): CustomPurchaseQuote {
  if (!Number.isSafeInteger(credits)) return reject('not-integer');
  if (credits < CUSTOM_MIN_CREDITS) return reject('below-minimum');
  if (credits > CUSTOM_MAX_CREDITS) return reject('above-maximum');
  if (credits % CUSTOM_STEP_CREDITS !== 0) return reject('not-multiple-of-step');
  const pricePerCreditCents = customPricePerCreditCents(credits, pricing);
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
  /** What the prices are in (cents of it). */
  currency: CurrencyCode;
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
 * The credit plans and custom-purchase rules at a site's prices, as one fresh object (the
 * API's `GET /api/plans` answer, and what the plans page shows before that answer arrives).
 */
export function creditOffer(pricing: SitePricing): CreditOffer {
  return {
    currency: pricing.currency,
    plans: sitePlans(pricing),
    custom: {
      minCredits: CUSTOM_MIN_CREDITS,
      maxCredits: CUSTOM_MAX_CREDITS,
      stepCredits: CUSTOM_STEP_CREDITS,
      bonusDivisor: CUSTOM_BONUS_DIVISOR,
      expiryDays: CREDIT_EXPIRY_DAYS,
      priceBands: pricing.customPriceBands.map((band) => ({ ...band })),
    },
  };
}
