import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isValidPhone,
  normaliseCallingCode,
  PHONE_OTHER_CODE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  phoneError,
  phoneFormats,
  readInternationalPhone,
  readPhone,
  samePhone,
} from './phone';

describe('readPhone: the local format, normalised to one form', () => {
  it.each([
    // New Zealand: 8-10 digits after the trunk 0, the first 2-9
    ['+64', '021 555 0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '21 555 0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '0215550198', '+64 215550198', '+64215550198'],
    ['+64', '(021) 555-0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '021.555.0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '+64 21 555 0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '+6421 555 0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '0064 21 555 0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '+64 (0)21 555 0198', '+64 21 555 0198', '+64215550198'],
    ['+64', '09 123 4567', '+64 9 123 4567', '+6491234567'],
    ['64', ' 021 555 0198 ', '+64 21 555 0198', '+64215550198'],
    // Australia: 8-10 digits after the trunk 0, the first 1-9
    ['+61', '0412 345 678', '+61 412 345 678', '+61412345678'],
    ['+61', '412 345 678', '+61 412 345 678', '+61412345678'],
    ['+61', '+61 412 345 678', '+61 412 345 678', '+61412345678'],
    ['+61', '0061 412 345 678', '+61 412 345 678', '+61412345678'],
    ['+61', '(02) 9876 5432', '+61 2 9876 5432', '+61298765432'],
    // India: 10 digits, the first 6-9 (the trunk 0 optional)
    ['+91', '09876543210', '+91 9876543210', '+919876543210'],
    ['+91', '98765 43210', '+91 98765 43210', '+919876543210'],
    ['+91', '+91 98765-43210', '+91 98765 43210', '+919876543210'],
    ['+91', '0091 98765 43210', '+91 98765 43210', '+919876543210'],
    // Any other code: digits only, a pasted own code removed, no trunk prefix known
    ['+44', '07911 123456', '+44 07911 123456', '+4407911123456'],
    ['+44', '+44 7911 123456', '+44 7911 123456', '+447911123456'],
    ['+1', '0', '+1 0', '+10'],
  ])('%s %j -> %j', (code, typed, international, e164) => {
    expect(readPhone(code, typed)).toEqual({
      ok: true,
      callingCode: normaliseCallingCode(code),
      nationalNumber: e164.slice(normaliseCallingCode(code).length),
      international,
      e164,
    });
  });

  it.each([
    // New Zealand
    ['+64', '12345678', 'format'],
    ['+64', '01 2345 678', 'format'],
    ['+64', '2123456', 'format'],
    ['+64', '021123456789', 'format'],
    ['+64', '00 21 555 0198', 'other-code'],
    ['+64', '0021 555 0198', 'other-code'],
    ['+64', '+61 412 345 678', 'other-code'],
    ['+64', '0061 412 345 678', 'other-code'],
    ['+64', '021 555 019x', 'format'],
    ['+64', '+64 +64 21 555 0198', 'format'],
    // Australia
    ['+61', '1234567', 'format'],
    ['+61', '041234567890', 'format'],
    ['+61', '00412345678', 'other-code'],
    // India
    ['+91', '5876543210', 'format'],
    ['+91', '987654321', 'format'],
    ['+91', '98765432101', 'format'],
    ['+91', '009876543210', 'other-code'],
    // Any other code
    ['+44', '7911 12345a', 'format'],
    ['+44', '+64 21 555 0198', 'other-code'],
    // Nothing typed
    ['+64', '', 'required'],
    ['+64', ' - ( ) ', 'required'],
  ])('%s %j is refused (%s)', (code, typed, problem) => {
    expect(readPhone(code, typed)).toMatchObject({ ok: false, problem });
  });
});

describe('isValidPhone and phoneError', () => {
  it.each([
    ['+64', '021 555 0198', null],
    ['+61', '0412 345 678', null],
    ['+91', '09876543210', null],
    ['+64', '  ', PHONE_REQUIRED_MESSAGE],
    ['+64', '+61 412 345 678', PHONE_OTHER_CODE_MESSAGE],
    ['+64', '12345678', phoneFormats['+64'].message],
    ['+61', '1234567', phoneFormats['+61'].message],
    ['+91', '5876543210', phoneFormats['+91'].message],
    ['+44', '79x', 'Enter the phone number in digits only.'],
  ])('%s %j -> %j', (code, typed, message) => {
    expect(phoneError(code, typed)).toBe(message);
    expect(isValidPhone(code, typed)).toBe(message === null);
  });

  it.each(Object.entries(phoneFormats))(
    '%s: its example is valid and its message is a full sentence',
    (code, format) => {
      expect(isValidPhone(code, format.example)).toBe(true);
      expect(format.message).toMatch(/^[A-Z].*\.$/);
      expect(isValidPhone(code, '0')).toBe(false);
    },
  );

  it.each([PHONE_REQUIRED_MESSAGE, PHONE_OTHER_CODE_MESSAGE])('%j is a full sentence', (m) => {
    expect(m).toMatch(/^[A-Z].*\.$/);
  });
});

describe('readInternationalPhone', () => {
  it.each([
    ['+64 021 555 0198', '+64 21 555 0198'],
    ['+64215550198', '+64 215550198'],
    ['+61 0412 345 678', '+61 412 345 678'],
    ['+91 09876543210', '+91 9876543210'],
    ['+44 7911 123456', '+44 7911 123456'],
  ])('%j -> %j', (value, international) => {
    expect(readInternationalPhone(value)).toMatchObject({ ok: true, international });
  });

  it.each([['021 555 0198'], ['+64 12345678'], ['+91 5876543210'], ['']])(
    '%j is refused',
    (value) => {
      expect(readInternationalPhone(value).ok).toBe(false);
    },
  );
});

describe('samePhone', () => {
  it.each([
    ['+64 021 555 0198', '+64 21 555 0198', true],
    ['+64 21-555-0198', '+64215550198', true],
    ['+61 0412 345 678', '+61412345678', true],
    ['+64 21 555 0198', '+64 21 555 0199', false],
    ['+64 21 555 0198', '+61 21 555 0198', false],
    ['+64 12', '+64 12', false],
  ])('%j = %j: %s', (a, b, same) => {
    expect(samePhone(a, b)).toBe(same);
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

describe('formatPhone', () => {
  it.each([
    ['+64215550198', '+64 21 555 0198'],
    ['+64 215 550 198', '+64 21 555 0198'],
    ['+64 (0)21 555 0198', '+64 21 555 0198'],
    ['+6493001234', '+64 9 300 1234'],
    ['+61412345678', '+61 412 345 678'],
    ['+61298765432', '+61 2 9876 5432'],
    ['+919876543210', '+91 98765 43210'],
    ['not a number', 'not a number'],
  ])('%s shows as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
