import { isCommonPassword } from './commonPasswords';

/** Minimum password length, in characters (Unicode code points). */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum password length, in characters (Unicode code points). */
export const PASSWORD_MAX_LENGTH = 128;

/** Codes of the password rules, in the order they are checked and reported. */
export const passwordRuleCodes = ['too-short', 'too-long', 'too-common', 'matches-email'] as const;
export type PasswordRuleCode = (typeof passwordRuleCodes)[number];

/** English message for each failed password rule. */
export const passwordRuleMessages: Readonly<Record<PasswordRuleCode, string>> = {
  'too-short': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'too-common': /*i18n*/ 'Password is too common; choose one that is harder to guess',
  'matches-email': /*i18n*/ 'Password must not be your e-mail address',
};

// The e-mail rule compares case-insensitively with the whole (trimmed) address and with its
// local part; an empty e-mail or local part is not compared. The password is never trimmed.

/** The failed rules of a password, in passwordRuleCodes order; empty when it is acceptable. */
export function checkPassword(password: string, email = ''): PasswordRuleCode[] {
  const failed: PasswordRuleCode[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) failed.push('too-short');
  if (length > PASSWORD_MAX_LENGTH) failed.push('too-long');
  if (isCommonPassword(password)) failed.push('too-common');
  const lowered = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const localPart = at === -1 ? address : address.slice(0, at);
  if ((address !== '' && lowered === address) || (localPart !== '' && lowered === localPart)) {
    failed.push('matches-email');
  }
  return failed;
}

/** The English messages of the failed rules of a password (see checkPassword). */
export function passwordErrors(password: string, email = ''): string[] {
  return checkPassword(password, email).map((code) => passwordRuleMessages[code]);
}
