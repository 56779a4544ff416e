import { describe, expect, it } from 'vitest';
import {
  leadBudgetBands,
  leadBudgetBandsByCurrency,
  leadCreditCost,
  leadPriceReason,
  leadSizeFactor,
  UNKNOWN_BUDGET_FACTOR,
} from './leadCost';
import { currencyCodes } from './money';

describe('leadSizeFactor', () => {
  it.each([
    [null, 1],
    [0, 0.5],
    [49_999, 0.5],
    [50_000, 1],
    [199_999, 1],
    [200_000, 1.5],
    [999_999, 1.5],
    [1_000_000, 2],
    [4_999_999, 2],
    [5_000_000, 3],
    [100_000_000, 3],
  ])('budget %s cents -> %d', (budgetCents, expected) => {
    expect(leadSizeFactor(budgetCents, 'NZD')).toBe(expected);
  });

  it.each([[-1], [100.5], [Number.NaN]])('throws for budget %d', (budgetCents) => {
    expect(() => leadSizeFactor(budgetCents, 'NZD')).toThrow(RangeError);
  });
});

describe('leadCreditCost', () => {
  it.each([
    [10, null, 10],
    [10, 10_000, 5],
    [10, 100_000, 10],
    [10, 500_000, 15],
    [10, 2_000_000, 20],
    [10, 5_000_000, 30],
    [5, 10_000, 3], // 2.5 rounds up
    [5, 500_000, 8], // 7.5 rounds up
    [3, 10_000, 2], // 1.5 rounds up
    [1, 10_000, 1], // 0.5 -> 1
    [0, null, 1], // never below 1
    [0, 5_000_000, 1],
    [7, 1_000_000, 14],
  ])('base %d, budget %s -> %d credits', (base, budgetCents, expected) => {
    expect(leadCreditCost(base, budgetCents, 'NZD')).toBe(expected);
  });

  it.each([
    [-1, null],
    [1.5, null],
    [10, -100],
  ])('throws for base %d, budget %s', (base, budgetCents) => {
    expect(() => leadCreditCost(base, budgetCents, 'NZD')).toThrow(RangeError);
  });
});

describe('leadBudgetBands', () => {
  it.each([
    [
      'bands',
      leadBudgetBands,
      [
        { belowCents: 50_000, factor: 0.5 },
        { belowCents: 200_000, factor: 1 },
        { belowCents: 1_000_000, factor: 1.5 },
        { belowCents: 5_000_000, factor: 2 },
        { belowCents: null, factor: 3 },
      ],
    ],
    ['unknown budget factor', UNKNOWN_BUDGET_FACTOR, 1],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('leadPriceReason', () => {
  const band = (factor: number, fromCents: number, toCents: number | null) => ({
    kind: 'band',
    factor,
    fromCents,
    toCents,
  });
  it.each([
    // [credits, base, budget cents, reason]
    [8, 8, null, { kind: 'no-budget' }],
    [4, 8, 30_000, band(0.5, 0, 50_000)],
    [4, 8, 0, band(0.5, 0, 50_000)],
    [4, 8, 49_999, band(0.5, 0, 50_000)],
    [8, 8, 50_000, band(1, 50_000, 200_000)],
    [8, 8, 80_000, band(1, 50_000, 200_000)],
    [12, 8, 200_000, band(1.5, 200_000, 1_000_000)],
    [16, 8, 1_000_000, band(2, 1_000_000, 5_000_000)],
    [24, 8, 5_000_000, band(3, 5_000_000, null)],
    [3, 5, 10_000, band(0.5, 0, 50_000)], // 2.5 rounded up is still the band's price
    [1, 1, 10_000, band(0.5, 0, 50_000)], // never below one credit
    // The trade's base changed after posting: the job keeps its price, no rule explains it.
    [8, 10, 80_000, { kind: 'fixed' }],
    [4, 8, null, { kind: 'fixed' }],
  ] as const)('%d credits, base %d, budget %s -> %j', (credits, base, budget, reason) => {
    const expected =
      reason.kind === 'fixed'
        ? { kind: 'fixed', credits }
        : { ...reason, credits, baseCredits: base };
    expect(leadPriceReason(credits, base, budget, 'NZD')).toEqual(expected);
  });

  it.each(currencyCodes)('names the factor of every band in %s', (currency) => {
    for (const band of leadBudgetBandsByCurrency[currency]) {
      const budget = (band.belowCents ?? 500_000_000) - 1;
      const reason = leadPriceReason(leadCreditCost(10, budget, currency), 10, budget, currency);
      expect(reason).toMatchObject({ kind: 'band', factor: band.factor, toCents: band.belowCents });
    }
  });
});

describe('a budget is read in its own currency', () => {
  it.each([
    // [budget cents, currency, factor]
    [10_000_000, 'NZD', 3], // $100,000: a large job
    [10_000_000, 'INR', 1.5], // ₹1,00,000 (about $2,000): a mid-size job
    [9_999_999, 'INR', 1],
    [2_000_000, 'INR', 0.5], // ₹20,000 (about $400): a small job
    [2_000_000, 'NZD', 2],
    [60_000, 'AUD', 1], // A$600
    [300_000_000, 'INR', 3], // ₹30,00,000
  ] as const)('%i cents of %s -> factor %d', (budgetCents, currency, factor) => {
    expect(leadSizeFactor(budgetCents, currency)).toBe(factor);
  });

  it('prices the same job alike on the NZ and IN sites (about 50 rupees to the dollar)', () => {
    for (const dollars of [300, 1_500, 8_000, 40_000, 90_000]) {
      expect(leadCreditCost(8, dollars * 100 * 50, 'INR')).toBe(
        leadCreditCost(8, dollars * 100, 'NZD'),
      );
    }
  });
});
