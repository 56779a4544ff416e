export {
  ABN_ACN_ACTIVE,
  ABN_ACN_NOT_ACTIVE,
  BUSINESS_NUMBER_NOT_VALID,
  BUSINESS_NUMBER_REGISTERED,
  businessNumberCountries,
  businessNumberKinds,
  checkBusinessNumberFormat,
  GSTIN_NOT_VALID,
  isValidAbn,
  isValidAcn,
  isValidGstin,
  isValidNzbn,
  NZBN_REMOVED_OR_INACTIVE,
  normaliseBusinessNumber,
} from './businessNumbers';
export type {
  BusinessNumberCheck,
  BusinessNumberCountry,
  BusinessNumberKind,
} from './businessNumbers';
export { commonPasswords, isCommonPassword } from './commonPasswords';
export {
  EMAIL_MASK_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_NOT_VALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  emailError,
  isValidEmail,
  maskEmail,
  maskEmailsInText,
} from './email';
export { HEX_COLOR_ERROR_MESSAGE, hexToRgb } from './hexColor';
export { isUuid } from './ids';
export {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordErrors,
  passwordRuleCodes,
  passwordRuleMessages,
} from './password';
export type { PasswordRuleCode } from './password';
export {
  isValidPhone,
  normaliseCallingCode,
  PHONE_OTHER_CODE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  formatPhone,
  phoneError,
  phoneFormats,
  phoneProblems,
  readInternationalPhone,
  readPhone,
  samePhone,
} from './phone';
export type { PhoneCallingCode, PhoneProblem, PhoneReading } from './phone';
