import { describe, expect, it } from 'vitest';
import {
  CREDIT_EXPIRY_DAYS,
  CUSTOM_BONUS_DIVISOR,
  CUSTOM_MAX_CREDITS,
  CUSTOM_MIN_CREDITS,
  CUSTOM_STEP_CREDITS,
  creditOffer,
  creditPlanIds,
  creditPlans,
  customPricePerCreditCents,
  customPurchaseMessages,
  customPurchaseQuote,
  creditValueCents,
  findCreditPlan,
  sitePlans,
  specPricing,
} from './credits';

describe('creditPlans (spec section 9)', () => {
  it.each([
    ['plan-50', 50, 10, 2000, 90],
    ['plan-100', 100, 24, 5000, 90],
    ['plan-200', 200, 50, 10000, 90],
    ['plan-500', 500, 100, 20000, 90],
  ])('%s: %d credits + %d bonus for %d cents, %d days', (id, credits, bonus, price, days) => {
    expect(findCreditPlan(id, specPricing)).toEqual({
      id,
      credits,
      bonusCredits: bonus,
      priceCents: price,
      expiryDays: days,
    });
  });

  it.each([
    ['ids in display order', creditPlanIds, ['plan-50', 'plan-100', 'plan-200', 'plan-500']],
    ['plan count', creditPlans.length, 4],
    ['unknown plan', findCreditPlan('plan-1000', specPricing), undefined],
    ['the spec prices are the plans', sitePlans(specPricing), creditPlans],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('custom purchase constants', () => {
  it.each([
    ['CUSTOM_MIN_CREDITS', CUSTOM_MIN_CREDITS, 500],
    ['CUSTOM_MAX_CREDITS', CUSTOM_MAX_CREDITS, 5000],
    ['CUSTOM_STEP_CREDITS', CUSTOM_STEP_CREDITS, 100],
    ['CUSTOM_BONUS_DIVISOR', CUSTOM_BONUS_DIVISOR, 5],
    ['CREDIT_EXPIRY_DAYS', CREDIT_EXPIRY_DAYS, 90],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('customPricePerCreditCents', () => {
  it.each([
    [500, 40],
    [1000, 40],
    [1100, 37],
    [2000, 37],
    [2100, 35],
    [3000, 35],
    [3100, 33],
    [4000, 33],
    [4100, 31],
    [5000, 31],
    [6000, 31],
  ])('%d credits -> %d cents each', (credits, expected) => {
    expect(customPricePerCreditCents(credits, specPricing)).toBe(expected);
  });
});

describe('customPurchaseQuote', () => {
  it.each([
    [500, 100, 20000, 40],
    [1000, 200, 40000, 40],
    [1100, 220, 40700, 37],
    [2000, 400, 74000, 37],
    [2100, 420, 73500, 35],
    [3000, 600, 105000, 35],
    [3100, 620, 102300, 33],
    [4000, 800, 132000, 33],
    [4100, 820, 127100, 31],
    [5000, 1000, 155000, 31],
  ])('%d credits -> %d bonus, %d cents at %d each', (credits, bonus, price, perCredit) => {
    expect(customPurchaseQuote(credits, specPricing)).toEqual({
      ok: true,
      credits,
      bonusCredits: bonus,
      priceCents: price,
      pricePerCreditCents: perCredit,
      expiryDays: 90,
    });
  });

  it.each([
    [499.5, 'not-integer'],
    [Number.NaN, 'not-integer'],
    [Number.POSITIVE_INFINITY, 'not-integer'],
    [0, 'below-minimum'],
    [-500, 'below-minimum'],
    [400, 'below-minimum'],
    [450, 'below-minimum'],
    [5100, 'above-maximum'],
    [5050, 'above-maximum'],
    [550, 'not-multiple-of-step'],
    [4999, 'not-multiple-of-step'],
  ] as const)('%d -> %s', (credits, reason) => {
    expect(customPurchaseQuote(credits, specPricing)).toEqual({
      ok: false,
      reason,
      message: customPurchaseMessages[reason],
      values: { minimum: 500, maximum: 5000, step: 100 },
    });
  });

  it.each([
    ['not-integer', 'Enter a whole number of credits'],
    ['below-minimum', 'The minimum purchase is {minimum} credits'],
    ['above-maximum', 'The maximum purchase is {maximum} credits'],
    ['not-multiple-of-step', 'Credits must be a multiple of {step}'],
  ] as const)('message for %s', (reason, expected) => {
    expect(customPurchaseMessages[reason]).toBe(expected);
  });
});

describe('creditOffer', () => {
  it('holds the plans and the custom-purchase rules', () => {
    expect(creditOffer(specPricing)).toEqual({
      currency: 'NZD',
      plans: creditPlans,
      custom: {
        minCredits: 500,
        maxCredits: 5000,
        stepCredits: 100,
        bonusDivisor: 5,
        expiryDays: 90,
        priceBands: [
          { upToCredits: 1000, perCreditCents: 40 },
          { upToCredits: 2000, perCreditCents: 37 },
          { upToCredits: 3000, perCreditCents: 35 },
          { upToCredits: 4000, perCreditCents: 33 },
          { upToCredits: 5000, perCreditCents: 31 },
        ],
      },
    });
  });

  it('is a fresh copy each time, so a caller cannot change the table', () => {
    const offer = creditOffer(specPricing);
    (offer.plans[0] as { priceCents: number }).priceCents = 1;
    offer.custom.priceBands.pop();
    expect(creditOffer(specPricing).plans[0]?.priceCents).toBe(2000);
    expect(creditOffer(specPricing).custom.priceBands).toHaveLength(5);
  });
});

describe('creditValueCents', () => {
  it.each([
    [252, 10080],
    [0, 0],
    [1, 40],
  ])('%d credits are worth %d NZ cents at the list price', (credits, cents) => {
    expect(creditValueCents(credits, specPricing)).toBe(cents);
  });
});
