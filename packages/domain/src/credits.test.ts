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
  creditValueCents,
  customPricePerCreditCents,
  customPurchaseMessages,
  customPurchaseQuote,
  findCreditPlan,
} from './credits';

describe('creditPlans (spec section 9)', () => {
  it.each([
    ['plan-50', 50, 10, 2000, 90],
    ['plan-100', 100, 24, 5000, 90],
    ['plan-200', 200, 50, 10000, 90],
    ['plan-500', 500, 100, 20000, 90],
  ])('%s: %d credits + %d bonus for %d cents, %d days', (id, credits, bonus, price, days) => {
    expect(findCreditPlan(id)).toEqual({
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
    ['unknown plan', findCreditPlan('plan-1000'), undefined],
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

describe('creditValueCents: a balance at $0.40 a credit', () => {
  it.each([
    [0, 0],
    [1, 40],
    [60, 2400],
    [252, 10080],
    [-8, -320],
  ])('%d credits are worth %d cents', (credits, cents) => {
    expect(creditValueCents(credits)).toBe(cents);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (credits) => {
    expect(() => creditValueCents(credits)).toThrow(RangeError);
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
    expect(customPricePerCreditCents(credits)).toBe(expected);
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
    expect(customPurchaseQuote(credits)).toEqual({
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
    expect(customPurchaseQuote(credits)).toEqual({
      ok: false,
      reason,
      message: customPurchaseMessages[reason],
    });
  });

  it.each([
    ['not-integer', 'Enter a whole number of credits'],
    ['below-minimum', 'The minimum purchase is 500 credits'],
    ['above-maximum', 'The maximum purchase is 5000 credits'],
    ['not-multiple-of-step', 'Credits must be a multiple of 100'],
  ] as const)('message for %s', (reason, expected) => {
    expect(customPurchaseMessages[reason]).toBe(expected);
  });
});

describe('creditOffer', () => {
  it('holds the plans and the custom-purchase rules', () => {
    expect(creditOffer()).toEqual({
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
    const offer = creditOffer();
    (offer.plans[0] as { priceCents: number }).priceCents = 1;
    offer.custom.priceBands.pop();
    expect(creditOffer().plans[0]?.priceCents).toBe(2000);
    expect(creditOffer().custom.priceBands).toHaveLength(5);
  });
});
