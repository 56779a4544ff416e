/** Maximum length of an e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Message when the e-mail field is empty. */
export const EMAIL_REQUIRED_MESSAGE = /*i18n*/ 'E-mail address is required';
/** Message when the e-mail is longer than EMAIL_MAX_LENGTH. */
export const EMAIL_TOO_LONG_MESSAGE = `E-mail address must be at most ${EMAIL_MAX_LENGTH} characters`;
/** Message when the e-mail does not look like an address. */
export const EMAIL_NOT_VALID_MESSAGE = /*i18n*/ 'E-mail address is not valid';

/**
 * Practical format: no whitespace, exactly one '@', a non-empty local part, and a domain of
 * at least two non-empty dot-separated labels. Not the full RFC 5322 grammar.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether the value is a plausible e-mail address of at most 254 characters (not trimmed). */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The field error message for an e-mail address, or null when it is valid. */
export function emailError(email: string): string | null {
  if (email.length === 0) return EMAIL_REQUIRED_MESSAGE;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_TOO_LONG_MESSAGE;
  return EMAIL_PATTERN.test(email) ? null : EMAIL_NOT_VALID_MESSAGE;
}

/** Number of '*' characters that replace the local part after its first character. */
export const EMAIL_MASK_LENGTH = 8;

const MASK = '*'.repeat(EMAIL_MASK_LENGTH);

/**
 * Addresses found in free text: the local part starts with a letter or digit; the domain ends
 * in a label of at least two letters, so a full stop after an address is not part of it.
 */
const EMAIL_IN_TEXT = /[A-Za-z0-9][A-Za-z0-9._%+-]*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;

// Mask format: the first character of the local part, then always exactly 8 '*' (hiding the
// length of the local part), then '@' and the unchanged domain:
// `john.smith@example.com` -> `j********@example.com`. maskEmail splits at the last '@' and
// returns a value without '@', or with an empty local part, unchanged.

/** Masks one e-mail address: `john.smith@example.com` -> `j********@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const first = String.fromCodePoint(email.codePointAt(0) ?? 0);
  return `${first}${MASK}${email.slice(at)}`;
}

/** Replaces every e-mail address found in the text by its maskEmail form; other text is kept. */
export function maskEmailsInText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (address) => maskEmail(address));
}
