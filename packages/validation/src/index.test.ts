import { describe, expect, it } from 'vitest';
import * as validation from './index';

describe('public index', () => {
  it.each([
    ['ABN_ACN_ACTIVE', 'string'],
    ['ABN_ACN_NOT_ACTIVE', 'string'],
    ['BUSINESS_NUMBER_NOT_VALID', 'string'],
    ['BUSINESS_NUMBER_REGISTERED', 'string'],
    ['businessNumberCountries', 'object'],
    ['businessNumberKinds', 'object'],
    ['checkBusinessNumberFormat', 'function'],
    ['checkPassword', 'function'],
    ['commonPasswords', 'object'],
    ['EMAIL_MASK_LENGTH', 'number'],
    ['EMAIL_MAX_LENGTH', 'number'],
    ['EMAIL_NOT_VALID_MESSAGE', 'string'],
    ['EMAIL_REQUIRED_MESSAGE', 'string'],
    ['EMAIL_TOO_LONG_MESSAGE', 'string'],
    ['emailError', 'function'],
    ['formatPhone', 'function'],
    ['GSTIN_NOT_VALID', 'string'],
    ['HEX_COLOR_ERROR_MESSAGE', 'string'],
    ['hexToRgb', 'function'],
    ['isCommonPassword', 'function'],
    ['isUuid', 'function'],
    ['isValidAbn', 'function'],
    ['isValidAcn', 'function'],
    ['isValidEmail', 'function'],
    ['isValidGstin', 'function'],
    ['isValidNzbn', 'function'],
    ['isValidPhone', 'function'],
    ['maskEmail', 'function'],
    ['maskEmailsInText', 'function'],
    ['normaliseBusinessNumber', 'function'],
    ['normaliseCallingCode', 'function'],
    ['NZBN_REMOVED_OR_INACTIVE', 'string'],
    ['PASSWORD_MAX_LENGTH', 'number'],
    ['PASSWORD_MIN_LENGTH', 'number'],
    ['passwordErrors', 'function'],
    ['passwordRuleCodes', 'object'],
    ['passwordRuleMessages', 'object'],
    ['PHONE_OTHER_CODE_MESSAGE', 'string'],
    ['PHONE_REQUIRED_MESSAGE', 'string'],
    ['phoneError', 'function'],
    ['phoneFormats', 'object'],
    ['phoneProblems', 'object'],
    ['readInternationalPhone', 'function'],
    ['readPhone', 'function'],
    ['samePhone', 'function'],
  ])('exports %s (%s)', (name, type) => {
    expect(typeof (validation as Record<string, unknown>)[name]).toBe(type);
  });

  it.each([[Object.keys(validation).length, 45]])(
    'exports exactly %d values',
    (actual, expected) => {
      expect(actual).toBe(expected);
    },
  );
});
