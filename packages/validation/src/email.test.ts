import { describe, expect, it } from 'vitest';
import {
  EMAIL_NOT_VALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  emailError,
  isValidEmail,
  maskEmail,
  maskEmailsInText,
} from './email';

const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`; // 195 chars
const at254 = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
const at255 = `x${at254}`;

describe('isValidEmail', () => {
  it.each([
    ['john.smith@example.com', true],
    ['a@b.co', true],
    ['first+tag@sub.example.co.nz', true],
    ["o'brien@example.ie", true],
    [at254, true],
    [at255, false],
    ['', false],
    ['john.smith', false],
    ['john@', false],
    ['@example.com', false],
    ['john@example', false],
    ['john@@example.com', false],
    ['john smith@example.com', false],
    [' john@example.com', false],
    ['john@example..com', false],
    ['john@.example.com', false],
    ['john@example.com.', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('emailError', () => {
  it.each([
    ['john@example.com', null],
    ['', EMAIL_REQUIRED_MESSAGE],
    [at255, EMAIL_TOO_LONG_MESSAGE],
    ['john@example', EMAIL_NOT_VALID_MESSAGE],
  ])('%j -> %j', (input, expected) => {
    expect(emailError(input)).toBe(expected);
  });
});

describe('maskEmail', () => {
  it.each([
    ['john.smith@example.com', 'j********@example.com'],
    ['a@b.co', 'a********@b.co'],
    ['Zoe@Example.NZ', 'Z********@Example.NZ'],
    ['weird@local@example.com', 'w********@example.com'],
    ['not-an-email', 'not-an-email'],
    ['@example.com', '@example.com'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });
});

describe('maskEmailsInText', () => {
  it.each([
    ['No addresses here.', 'No addresses here.'],
    ['', ''],
    ['Mail john.smith@example.com', 'Mail j********@example.com'],
    [
      'Contact john.smith@example.com or jane_doe+quotes@mail.example.co.nz today.',
      'Contact j********@example.com or j********@mail.example.co.nz today.',
    ],
    ['(bob@site.org), amy@x.io; end', '(b********@site.org), a********@x.io; end'],
    ['Email me at a@b.com.', 'Email me at a********@b.com.'],
    ['Mine:\nzed@z.nz\nyours: ann@a.au', 'Mine:\nz********@z.nz\nyours: a********@a.au'],
    ['Price is 20 @ $5 each', 'Price is 20 @ $5 each'],
    ['user@localhost is not masked', 'user@localhost is not masked'],
  ])('%j', (input, expected) => {
    expect(maskEmailsInText(input)).toBe(expected);
  });
});
