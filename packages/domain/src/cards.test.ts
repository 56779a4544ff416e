import { describe, expect, it } from 'vitest';
import {
  type CardInput,
  cardProblems,
  expiryProblem,
  isValidCardNumber,
  isValidCvc,
  luhnValid,
  readExpiry,
} from './cards';

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

describe('the checks on a card as sent to the API', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242-4242 4242', true],
    ['378282246310005', true],
    ['42424242424', false],
    ['4242424242424241', false],
    ['42424242424242424242', false],
    ['', false],
  ])('card number %j is valid: %s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
    [' 123', false],
    ['12a', false],
  ])('CVC %j is valid: %s', (cvc, valid) => {
    expect(isValidCvc(cvc)).toBe(valid);
  });

  it.each([
    [5, 2026, null],
    [12, 2030, null],
    [4, 2026, 'expired'],
    [12, 2025, 'expired'],
    [0, 2030, 'invalid-expiry'],
    [13, 2030, 'invalid-expiry'],
    [1.5, 2030, 'invalid-expiry'],
  ])('expiry %i/%i at 2026-05-20 -> %s', (month, year, problem) => {
    expect(expiryProblem(month, year, now)).toBe(problem);
  });
});
