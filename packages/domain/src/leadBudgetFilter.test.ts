import { describe, expect, it } from 'vitest';
import { leadBudgetBounds, leadBudgetRange, leadBudgetStepCents } from './leadBudgetFilter';
import { currencyCodes } from './money';

const thousand = 100_000;

describe('leadBudgetRange (money fields to the wire)', () => {
  it.each([
    // [from cents, to cents, wire range]
    [null, null, [0, 100]], // both empty: the whole slider
    [0, null, [0, 100]], // from 0 is no lower bound
    [50_000, null, [0, 100]], // $500 rounds down to no lower bound
    [thousand, null, [1, 100]],
    [250_000, null, [2, 100]], // $2,500: down to $2,000
    [null, 250_000, [0, 3]], // up to $2,500: up to $3,000
    [null, 1, [0, 1]], // a cent is under the first thousand
    [null, 5 * thousand, [0, 5]],
    [2 * thousand, 5 * thousand, [2, 5]],
    [250_000, 270_000, [2, 3]], // within one step: the step around it
    [2 * thousand, 2 * thousand, [2, 2]], // exactly $2,000
    [null, 99 * thousand + 1, [0, 100]], // past $99,000: no upper limit
    [null, 100 * thousand, [0, 100]],
    [null, 250 * thousand, [0, 100]], // past the slider: no upper limit
    [150 * thousand, null, [100, 100]], // from past the top: the top step
    [150 * thousand, 200 * thousand, [100, 100]],
    [null, 0, [0, 0]],
  ] as const)('from %s to %s -> %j', (fromCents, toCents, range) => {
    expect(leadBudgetRange({ fromCents, toCents }, 'NZD')).toEqual(range);
  });

  it.each([
    [-1, null],
    [null, -100],
    [10.5, null],
    [Number.NaN, null],
    [3 * thousand, 2 * thousand], // lower above upper
  ])('throws for from %s to %s', (fromCents, toCents) => {
    expect(() => leadBudgetRange({ fromCents, toCents }, 'NZD')).toThrow(RangeError);
  });
});

describe('leadBudgetBounds (the wire to money)', () => {
  it.each([
    [[0, 100], { fromCents: null, toCents: null }],
    [[1, 100], { fromCents: thousand, toCents: null }],
    [[0, 5], { fromCents: null, toCents: 5 * thousand }],
    [[2, 3], { fromCents: 2 * thousand, toCents: 3 * thousand }],
    [[0, 0], { fromCents: null, toCents: 0 }],
    [[100, 100], { fromCents: 100 * thousand, toCents: null }],
    [[99, 99], { fromCents: 99 * thousand, toCents: 99 * thousand }],
  ] as const)('%j -> %j', (range, bounds) => {
    expect(leadBudgetBounds(range, 'NZD')).toEqual(bounds);
  });

  it.each(currencyCodes)('is the identity after a round trip from the wire in %s', (currency) => {
    for (let min = 0; min <= 100; min += 1) {
      for (const max of [min, Math.min(100, min + 1), 100]) {
        expect(leadBudgetRange(leadBudgetBounds([min, max], currency), currency)).toEqual([
          min,
          max,
        ]);
      }
    }
  });
});

describe('the budget filter in rupees', () => {
  const step = 5_000_000; // ₹50,000
  it.each([
    [{ fromCents: null, toCents: null }, [0, 100]],
    [{ fromCents: 10_000_000, toCents: 50_000_000 }, [2, 10]], // ₹1,00,000 to ₹5,00,000
    [{ fromCents: 2_000_000, toCents: 12_000_000 }, [0, 3]], // ₹20,000 to ₹1,20,000
    [{ fromCents: null, toCents: 100 * step }, [0, 100]], // ₹50,00,000: no upper limit
  ] as const)('%j -> %j', (bounds, range) => {
    expect(leadBudgetRange(bounds, 'INR')).toEqual(range);
  });

  it('reads a step as ₹50,000, not as a thousand rupees', () => {
    expect(leadBudgetBounds([2, 10], 'INR')).toEqual({
      fromCents: 10_000_000,
      toCents: 50_000_000,
    });
    expect(leadBudgetStepCents.INR).toBe(50 * leadBudgetStepCents.NZD);
  });
});
