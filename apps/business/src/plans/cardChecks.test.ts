import { describe, expect, it } from 'vitest';
import { type CardInput, cardProblems, luhnValid, readExpiry } from './cardChecks';

const now = new Date('2026-05-20T10:00:00Z');
const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  number: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
  ...overrides,
});

describe('card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['42a2', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each<[Partial<CardInput>, ReturnType<typeof cardProblems>]>([
    [{}, {}],
    [{ number: '4242-4242-4242-4242', expYear: '30' }, {}],
    [{ expMonth: '5', expYear: '2026' }, {}],
    [{ number: '4242 4242 4242 4241' }, { number: 'invalid-number' }],
    [{ number: '4242' }, { number: 'invalid-number' }],
    [{ expMonth: '4', expYear: '2026' }, { expiry: 'expired' }],
    [{ expMonth: '13' }, { expiry: 'invalid-expiry' }],
    [{ expYear: '203' }, { expiry: 'invalid-expiry' }],
    [{ cvc: '12' }, { cvc: 'invalid-cvc' }],
    [{ cvc: '12345' }, { cvc: 'invalid-cvc' }],
  ])('finds the problems of %j', (overrides, problems) => {
    expect(cardProblems(card(overrides), now)).toEqual(problems);
  });

  it('reads a two-digit year in this century', () => {
    expect(readExpiry(card({ expMonth: '07', expYear: '31' }))).toEqual({
      expMonth: 7,
      expYear: 2031,
    });
  });
});
