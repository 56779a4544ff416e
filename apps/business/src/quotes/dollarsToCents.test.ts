import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './dollarsToCents';

describe('dollarsToCents', () => {
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
  ])('reads %j as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', ' ', '.', '12.', '12.555', '-3', '1e3', 'abc', '12,50', '1,2345', '$', '12..5'])(
    'refuses %j',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );
});
