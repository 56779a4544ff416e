import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  formatAmount,
  formatDecimal,
  formatDollars,
  formatLocalMoney,
  formatMoney,
  MAX_AMOUNT_CENTS,
  maxAmountCents,
  parseDollars,
} from './money';

describe('formatAmount', () => {
  it.each([
    [2000, '20'],
    [2050, '20.50'],
    [2055, '20.55'],
    [2005, '20.05'],
    [5, '0.05'],
    [50, '0.50'],
    [0, '0'],
    [-0, '0'],
    [100, '1'],
    [123456789, '1234567.89'],
    [-2050, '-20.50'],
    [-5, '-0.05'],
    [-2000, '-20'],
  ])('%d -> %j', (cents, expected) => {
    expect(formatAmount(cents)).toBe(expected);
  });

  it.each([[20.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    'throws for %d',
    (cents) => {
      expect(() => formatAmount(cents)).toThrow(RangeError);
    },
  );
});

describe('formatDollars', () => {
  it.each([
    [2000, '$20'],
    [2050, '$20.50'],
    [2055, '$20.55'],
    [5, '$0.05'],
    [0, '$0'],
    [12345600, '$123456'],
    [-2050, '-$20.50'],
    [-5, '-$0.05'],
  ])('%d -> %j', (cents, expected) => {
    expect(formatDollars(cents)).toBe(expected);
  });

  it.each([[0.5], [Number.NaN]])('throws for %d', (cents) => {
    expect(() => formatDollars(cents)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [2000, 'NZD', '$20'],
    [2050, 'AUD', '$20.50'],
    [100000, 'INR', '₹1000'],
    [1850, 'INR', '₹18.50'],
    [-2050, 'NZD', '-$20.50'],
  ] as const)('%d %s -> %j', (cents, currency, expected) => {
    expect(formatMoney(cents, currency)).toBe(expected);
  });

  it('throws for a fraction of a cent', () => {
    expect(() => formatMoney(0.5, 'NZD')).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it.each([
    [1.5, '1.50'],
    [1.234, '1.23'],
    [1.235, '1.24'],
    [1.005, '1.01'],
    [3, '3'],
    [3.001, '3'],
    [2.999, '3'],
    [0.1 + 0.2, '0.30'],
    [0, '0'],
    [0.004, '0'],
    [-0.004, '0'],
    [-1.5, '-1.50'],
    [-1.005, '-1.01'],
    [1234567.891, '1234567.89'],
    [0.05, '0.05'],
  ])('%d -> %j', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    'throws for %d',
    (value) => {
      expect(() => formatDecimal(value)).toThrow(RangeError);
    },
  );
});

describe('parseDollars, as the quote form reads amounts', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.29', 29],
    ['1.10', 110],
    ['.5', 50],
    ['$85.05', 8505],
    ['$ 40', 4000],
    [' 1,250.99 ', 125_099],
    ['1,000,000', 100_000_000],
    ['0', 0],
    ['₹1,00,000', 10_000_000],
    ['Rs 12,34,567.50', 123_456_750],
    ['A$40', 4000],
    ['NZ$ 2,450', 245_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    '.',
    '12.',
    '12.555',
    '-3',
    '1e3',
    'abc',
    '12,50',
    '1,2345',
    '$',
    '12..5',
    '₹',
    '1,0,000',
    '10,00',
  ])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});

describe('dollarsToCents, as the job wizard reads amounts', () => {
  it.each([
    ['250', 25_000],
    ['99.5', 9_950],
    ['99.95', 9_995],
    ['$1,250.05', 125_005],
    [' 0 ', 0],
    ['1000000', 100_000_000],
  ])('%s is %i cents', (text, cents) => {
    expect(dollarsToCents(text, 'NZD')).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '1000000.01'])('%s is not an amount', (text) => {
    expect(dollarsToCents(text, 'NZD')).toBeNull();
  });
});

describe('parseDollars past the ceiling', () => {
  it.each([
    ['1,000,000.01', 100_000_001],
    ['$25,000,000', 2_500_000_000],
    ['12.5', 1250],
  ])('reads %j as %i cents, past the ceiling too', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['12,50', '1 000', '40$', '+5', '12.555', '99999999999999999'])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });

  it('leaves the ceiling to dollarsToCents, in the currency typed', () => {
    expect(dollarsToCents('1,000,000', 'NZD')).toBe(maxAmountCents.NZD);
    expect(dollarsToCents('1,000,000.01', 'NZD')).toBeNull();
    expect(dollarsToCents('1,000,000.01', 'AUD')).toBeNull();
    expect(dollarsToCents('₹2,00,00,000', 'INR')).toBe(maxAmountCents.INR);
    expect(dollarsToCents('10,00,000', 'INR')).toBe(100_000_000);
    expect(dollarsToCents('2,00,00,000.01', 'INR')).toBeNull();
  });

  it('caps the contracts at the largest ceiling, which a 32-bit column holds', () => {
    expect(MAX_AMOUNT_CENTS).toBe(Math.max(...Object.values(maxAmountCents)));
    expect(MAX_AMOUNT_CENTS).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});

describe('formatLocalMoney', () => {
  // Spaces inside a formatted amount differ between ICU versions (U+00A0, U+202F).
  const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u200f]+/g, ' ').trim();
  it.each([
    [320, 'NZD', 'en-NZ', '$3.20'],
    [2000, 'NZD', 'en-NZ', '$20'],
    [245_000, 'NZD', 'en-NZ', '$2,450'],
    [245_050, 'NZD', 'en-NZ', '$2,450.50'],
    [320, 'AUD', 'en-AU', '$3.20'],
    [320, 'NZD', 'en-AU', 'NZD 3.20'],
    [24_500_000, 'INR', 'en-IN', '₹2,45,000'],
    [24_500_000, 'INR', 'zh-IN', '₹2,45,000'],
    [24_500_000, 'INR', 'fr-IN', '2 45 000 ₹'],
    [320, 'NZD', 'fr-NZ', '3,20 $NZ'],
    [-320, 'NZD', 'en-NZ', '-$3.20'],
    [0, 'NZD', 'en-NZ', '$0'],
  ] as const)('%d cents of %s in %s -> %s', (cents, currency, locale, expected) => {
    expect(plain(formatLocalMoney(cents, currency, locale))).toBe(expected);
  });

  it('writes Arabic amounts with their currency', () => {
    expect(formatLocalMoney(320, 'NZD', 'ar-NZ')).toMatch(/(3\.20|٣٫٢٠).*NZ\$/);
  });

  it('throws for a fraction of a cent', () => {
    expect(() => formatLocalMoney(1.5, 'NZD', 'en-NZ')).toThrow(RangeError);
  });
});
