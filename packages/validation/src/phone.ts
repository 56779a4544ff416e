/**
 * Phone numbers by country calling code (spec, exact):
 * - `+91` (India): 10 digits, the first 6-9;
 * - `+61` (Australia): 8-10 digits, the first 1-9;
 * - `+64` (New Zealand): 8-10 digits, the first 2-9;
 * - any other code: digits only (at least one).
 *
 * The rule is applied to what the user typed after removing whitespace, dashes and
 * parentheses. A leading 0 trunk prefix is NOT stripped, so `021 123 4567` is rejected for
 * `+64` (the user must type `21 123 4567`).
 */

/**
 * The calling code of each regional site's country, keyed by country code. Each has its own
 * rule below; every other code gets the digits-only rule.
 */
export const phoneCallingCodes = { NZ: '+64', AU: '+61', IN: '+91' } as const;
export type PhoneCallingCode = (typeof phoneCallingCodes)[keyof typeof phoneCallingCodes];
type PhoneCountry = keyof typeof phoneCallingCodes;

const rules: Record<PhoneCountry, { pattern: RegExp; message: string }> = {
  IN: {
    pattern: /^[6-9][0-9]{9}$/,
    message: 'Phone number must be 10 digits starting with 6, 7, 8 or 9',
  },
  AU: {
    pattern: /^[1-9][0-9]{7,9}$/,
    message: 'Phone number must be 8 to 10 digits and must not start with 0',
  },
  NZ: {
    pattern: /^[2-9][0-9]{7,9}$/,
    message: 'Phone number must be 8 to 10 digits starting with a digit from 2 to 9',
  },
};

const otherRule = { pattern: /^[0-9]+$/, message: 'Phone number must contain digits only' };

/** Message when the number is empty after normalising. */
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';

/** Removes whitespace, dashes and parentheses from a national number; nothing else changes. */
export function normalisePhoneNumber(nationalNumber: string): string {
  return nationalNumber.replace(/[\s()-]/g, '');
}

/** Normalises a calling code: trims it and adds the leading '+' when missing ('64' -> '+64'). */
export function normaliseCallingCode(countryCode: string): string {
  const trimmed = countryCode.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

function ruleFor(countryCode: string): { pattern: RegExp; message: string } {
  const code = normaliseCallingCode(countryCode);
  const countries = Object.keys(phoneCallingCodes) as PhoneCountry[];
  const country = countries.find((c) => phoneCallingCodes[c] === code);
  return country ? rules[country] : otherRule;
}

/** Whether the national number is valid for the calling code (see the module comment). */
export function isValidPhone(countryCode: string, nationalNumber: string): boolean {
  return ruleFor(countryCode).pattern.test(normalisePhoneNumber(nationalNumber));
}

/** The field error message for a phone number, or null when it is valid. */
export function phoneError(countryCode: string, nationalNumber: string): string | null {
  const number = normalisePhoneNumber(nationalNumber);
  if (number.length === 0) return PHONE_REQUIRED_MESSAGE;
  const rule = ruleFor(countryCode);
  return rule.pattern.test(number) ? null : rule.message;
}
