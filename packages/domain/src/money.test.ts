import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal, formatDollars } from './money';

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
