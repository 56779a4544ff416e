import { describe, expect, it } from 'vitest';
import {
  ABN_ACN_ACTIVE,
  ABN_ACN_NOT_ACTIVE,
  BUSINESS_NUMBER_NOT_VALID,
  BUSINESS_NUMBER_REGISTERED,
  checkBusinessNumberFormat,
  GSTIN_NOT_VALID,
  isValidAbn,
  isValidAcn,
  isValidGstin,
  isValidNzbn,
  NZBN_REMOVED_OR_INACTIVE,
  normaliseBusinessNumber,
} from './businessNumbers';

describe('spec messages', () => {
  it.each([
    [BUSINESS_NUMBER_NOT_VALID, 'Business Number is not valid'],
    [BUSINESS_NUMBER_REGISTERED, 'Business Number is Registered'],
    [NZBN_REMOVED_OR_INACTIVE, 'NZBN status shows Removed / Inactive'],
    [ABN_ACN_ACTIVE, 'ABN / ACN Number is Active'],
    [ABN_ACN_NOT_ACTIVE, 'ABN / ACN Number is Not Active'],
    [GSTIN_NOT_VALID, 'GSTIN Number is Not Valid'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('normaliseBusinessNumber', () => {
  it.each([
    ['51 824 753 556', '51824753556'],
    [' 9429 0419 25676\t', '9429041925676'],
    ['27aapfu0939f1zv', '27aapfu0939f1zv'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseBusinessNumber(input)).toBe(expected);
  });
});

describe('isValidNzbn', () => {
  it.each([
    // Real NZBNs (GS1 check digit verified)
    ['9429041925676', true],
    ['9429033934204', true],
    ['9429042783640', true],
    ['9429 0419 2567 6', true],
    // One digit changed
    ['9429041925677', false],
    ['9429041935676', false],
    ['9429033934205', false],
    // The check digit of 942904153532 is 5, not 2
    ['9429041535325', true],
    ['9429041535322', false],
    // Correct GS1 check digit (3) but not starting 94
    ['9529041925673', false],
    ['942904192567', false],
    ['94290419256760', false],
    ['942904192567A', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidNzbn(input)).toBe(expected);
  });
});

describe('isValidAbn', () => {
  it.each([
    ['51 824 753 556', true], // the ATO's own ABN
    ['51824753556', true],
    ['83 914 571 673', true],
    ['51 824 753 557', false],
    ['61 824 753 556', false],
    ['5182475355', false],
    ['518247535560', false],
    ['5182475355a', false],
    // Passes mod 89 but a leading 0 is impossible (check digits are 10-99)
    ['01300000000', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidAbn(input)).toBe(expected);
  });
});

describe('isValidAcn', () => {
  it.each([
    ['000 000 019', true],
    ['004 085 616', true],
    ['010 499 966', true],
    ['000000019', true],
    ['000 000 018', false],
    ['004 085 617', false],
    ['005 085 616', false],
    ['00408561', false],
    ['0040856160', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidAcn(input)).toBe(expected);
  });
});

describe('isValidGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29ABCDE1234F1Z5', true],
    ['27 AAPFU 0939 F1ZV', true],
    ['27aapfu0939f1zv', false],
    ['27AAPFU0939F1YV', false],
    ['2AAAPFU0939F1ZV', false],
    ['27AAPF10939F1ZV', false],
    ['27AAPFU0939F1Z', false],
    ['27AAPFU0939F1ZVX', false],
    ['27AAPFU0939F-ZV', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidGstin(input)).toBe(expected);
  });
});

describe('checkBusinessNumberFormat', () => {
  it.each([
    ['NZ', '9429 0419 25676', { ok: true, kind: 'NZBN', normalised: '9429041925676' }],
    ['NZ', '9429041925677', { ok: false, message: BUSINESS_NUMBER_NOT_VALID }],
    ['NZ', '51824753556', { ok: false, message: BUSINESS_NUMBER_NOT_VALID }],
    ['AU', '51 824 753 556', { ok: true, kind: 'ABN', normalised: '51824753556' }],
    ['AU', '004 085 616', { ok: true, kind: 'ACN', normalised: '004085616' }],
    ['AU', '51 824 753 557', { ok: false, message: BUSINESS_NUMBER_NOT_VALID }],
    ['AU', '004 085 617', { ok: false, message: BUSINESS_NUMBER_NOT_VALID }],
    ['AU', '9429041925676', { ok: false, message: BUSINESS_NUMBER_NOT_VALID }],
    ['IN', '27AAPFU0939F1ZV', { ok: true, kind: 'GSTIN', normalised: '27AAPFU0939F1ZV' }],
    ['IN', '27AAPFU0939F1YV', { ok: false, message: GSTIN_NOT_VALID }],
    ['IN', '51824753556', { ok: false, message: GSTIN_NOT_VALID }],
  ] as const)('%s %j', (country, value, expected) => {
    expect(checkBusinessNumberFormat(country, value)).toEqual(expected);
  });
});
