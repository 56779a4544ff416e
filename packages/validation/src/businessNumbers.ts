/**
 * Offline format and check-digit validation of business numbers, run before any register
 * lookup: NZBN (New Zealand), ABN / ACN (Australia) and GSTIN (India).
 *
 * - Input may contain whitespace, which is removed; letters keep their case.
 * - NZBN: 13 digits, starting 94, GS1 mod-10 check digit.
 * - ABN: 11 digits, ATO mod-89 check. The first digit must also be 1-9: an ABN's first two
 *   digits are its check digits, which are always 10-99.
 * - ACN: 9 digits, ASIC mod-10 check on the first 8 digits.
 * - GSTIN: format only (capital letters), no checksum.
 * - checkBusinessNumberFormat for AU tries an ABN, then an ACN (11 digits can only be an ABN,
 *   9 only an ACN). An AU failure reports BUSINESS_NUMBER_NOT_VALID rather than
 *   ABN_ACN_NOT_ACTIVE, because whether a number is active is only known from the register.
 */

/** Spec message: the number fails the format or check-digit rules. */
export const BUSINESS_NUMBER_NOT_VALID = /*i18n*/ 'Business Number is not valid';
/** Spec message: the register knows the number. */
export const BUSINESS_NUMBER_REGISTERED = /*i18n*/ 'Business Number is Registered';
/** Spec message: the NZBN register reports the entity as removed or inactive. */
export const NZBN_REMOVED_OR_INACTIVE = /*i18n*/ 'NZBN status shows Removed / Inactive';
/** Spec message: the ABN / ACN register reports the number as active. */
export const ABN_ACN_ACTIVE = /*i18n*/ 'ABN / ACN Number is Active';
/** Spec message: the ABN / ACN register reports the number as not active. */
export const ABN_ACN_NOT_ACTIVE = /*i18n*/ 'ABN / ACN Number is Not Active';
/** Spec message: the GSTIN fails the format rule. */
export const GSTIN_NOT_VALID = /*i18n*/ 'GSTIN Number is Not Valid';

/** Countries whose business numbers are checked. */
export const businessNumberCountries = ['NZ', 'AU', 'IN'] as const;
export type BusinessNumberCountry = (typeof businessNumberCountries)[number];

/** Kinds of business number recognised. */
export const businessNumberKinds = ['NZBN', 'ABN', 'ACN', 'GSTIN'] as const;
export type BusinessNumberKind = (typeof businessNumberKinds)[number];

export type BusinessNumberCheck =
  | { ok: true; kind: BusinessNumberKind; normalised: string }
  | { ok: false; message: string };

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const ACN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

/** Removes all whitespace; letters keep their case (a GSTIN must be typed in capitals). */
export function normaliseBusinessNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

function digitsOf(value: string): number[] {
  return Array.from(value, Number);
}

/** Whether the value is a 13-digit NZBN starting 94 with a valid GS1 mod-10 check digit. */
export function isValidNzbn(value: string): boolean {
  const nzbn = normaliseBusinessNumber(value);
  if (!/^94[0-9]{11}$/.test(nzbn)) return false;
  const digits = digitsOf(nzbn);
  // GS1: from the right, excluding the check digit, weights alternate 3, 1, 3, ...
  // For 13 digits that is weight 1 on even indexes and 3 on odd indexes, from the left.
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (digits[i] ?? 0) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** Whether the value is an 11-digit ABN (first digit 1-9) passing the ATO mod-89 check. */
export function isValidAbn(value: string): boolean {
  const abn = normaliseBusinessNumber(value);
  if (!/^[1-9][0-9]{10}$/.test(abn)) return false;
  const digits = digitsOf(abn);
  const sum = ABN_WEIGHTS.reduce(
    (total, weight, i) => total + ((digits[i] ?? 0) - (i === 0 ? 1 : 0)) * weight,
    0,
  );
  return sum % 89 === 0;
}

/** Whether the value is a 9-digit ACN passing the ASIC mod-10 check. */
export function isValidAcn(value: string): boolean {
  const acn = normaliseBusinessNumber(value);
  if (!/^[0-9]{9}$/.test(acn)) return false;
  const digits = digitsOf(acn);
  const sum = ACN_WEIGHTS.reduce((total, weight, i) => total + (digits[i] ?? 0) * weight, 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}

/** Whether the value matches the GSTIN format (capital letters only; whitespace ignored). */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(normaliseBusinessNumber(value));
}

/** Offline check for a country: NZ -> NZBN, AU -> ABN else ACN, IN -> GSTIN (see module comment). */
export function checkBusinessNumberFormat(
  country: BusinessNumberCountry,
  value: string,
): BusinessNumberCheck {
  const normalised = normaliseBusinessNumber(value);
  switch (country) {
    case 'NZ':
      return isValidNzbn(normalised)
        ? { ok: true, kind: 'NZBN', normalised }
        : { ok: false, message: BUSINESS_NUMBER_NOT_VALID };
    case 'AU':
      if (isValidAbn(normalised)) return { ok: true, kind: 'ABN', normalised };
      if (isValidAcn(normalised)) return { ok: true, kind: 'ACN', normalised };
      return { ok: false, message: BUSINESS_NUMBER_NOT_VALID };
    case 'IN':
      return isValidGstin(normalised)
        ? { ok: true, kind: 'GSTIN', normalised }
        : { ok: false, message: GSTIN_NOT_VALID };
  }
}
