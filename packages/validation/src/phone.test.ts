import { describe, expect, it } from 'vitest';
import {
  isValidPhone,
  normaliseCallingCode,
  normalisePhoneNumber,
  PHONE_REQUIRED_MESSAGE,
  phoneCallingCodes,
  phoneError,
} from './phone';

describe('isValidPhone', () => {
  it.each([
    // India: 10 digits, first 6-9
    ['+91', '9876543210', true],
    ['+91', '6000000000', true],
    ['+91', '98765 43210', true],
    ['+91', '5876543210', false],
    ['+91', '0987654321', false],
    ['+91', '987654321', false],
    ['+91', '98765432101', false],
    // Australia: 8-10 digits, first 1-9
    ['+61', '12345678', true],
    ['+61', '412345678', true],
    ['+61', '4123456789', true],
    ['+61', '1234567', false],
    ['+61', '41234567890', false],
    ['+61', '0412345678', false],
    // New Zealand: 8-10 digits, first 2-9
    ['+64', '21234567', true],
    ['+64', '211234567', true],
    ['+64', '2112345678', true],
    ['+64', '(21) 123-4567', true],
    ['+64', '12345678', false],
    ['+64', '0211234567', false],
    ['+64', '2123456', false],
    ['+64', '21123456789', false],
    // Any other code: digits only
    ['+44', '7911123456', true],
    ['+1', '0', true],
    ['+44', '7911 12345a', false],
    ['+44', '+447911123456', false],
    ['+44', '', false],
    // Calling code without '+'
    ['64', '211234567', true],
    ['91', '5876543210', false],
  ])('%s %s -> %s', (code, number, expected) => {
    expect(isValidPhone(code, number)).toBe(expected);
  });
});

describe('normalisePhoneNumber', () => {
  it.each([
    ['021 123 4567', '0211234567'],
    ['(09) 123-4567', '091234567'],
    [' 21\t123 ', '21123'],
    ['21.123', '21.123'],
  ])('%j -> %j', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });
});

describe('normaliseCallingCode', () => {
  it.each([
    ['+64', '+64'],
    ['64', '+64'],
    [' +91 ', '+91'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseCallingCode(input)).toBe(expected);
  });
});

describe('phoneError', () => {
  it.each([
    ['+64', '21 123 4567', null],
    ['+64', '  ', PHONE_REQUIRED_MESSAGE],
    ['+91', '5876543210', 'Phone number must be 10 digits starting with 6, 7, 8 or 9'],
    ['+61', '0412345678', 'Phone number must be 8 to 10 digits and must not start with 0'],
    ['+64', '0211234567', 'Phone number must be 8 to 10 digits starting with a digit from 2 to 9'],
    ['+44', '79x', 'Phone number must contain digits only'],
  ])('%s %j -> %j', (code, number, expected) => {
    expect(phoneError(code, number)).toBe(expected);
  });
});

describe('phoneCallingCodes', () => {
  it.each([
    ['NZ', '+64'],
    ['AU', '+61'],
    ['IN', '+91'],
  ] as const)('%s calls %s', (country, code) => {
    expect(phoneCallingCodes[country]).toBe(code);
  });

  it.each(Object.values(phoneCallingCodes))('%s has its own rule, not digits only', (code) => {
    expect(isValidPhone(code, '0')).toBe(false);
    expect(isValidPhone('+44', '0')).toBe(true);
  });
});
