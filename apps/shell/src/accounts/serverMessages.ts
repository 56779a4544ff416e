import { useLingui } from '@lingui/react/macro';
import type { AccountMessages } from '@quoteway/api-client';

/**
 * The server's account messages the shell recognises (spec section 8). Typed against the
 * contracts' `accountMessages`, so a changed string fails the type check; written out here
 * because the contracts module also holds the zod schemas, which the browser does not ship.
 */
export const serverMessages: AccountMessages = {
  registered: 'You have been sent a verification email. Please check you email',
  deletedUser: 'Deleted User Detected',
  spamUser: 'Spam user detected',
  invalidCredentials: 'Invalid Credentials',
  tokenInvalid: 'token is invalid',
  userIsDeleted: 'User is deleted',
  spamUserSession: 'Spam user',
  loggedOut: 'logged out',
  reactivated: 'Your account has been reactivated :)',
  accountDeleted: 'Your account is deleted',
  emailTaken: 'An account with this e-mail already exists',
  notVerified: 'Please verify your e-mail address first: we have sent you a new link',
  resetSent: 'If an account exists for this e-mail, we have sent a link to reset the password',
  passwordChanged: 'Your password has been changed. Please sign in',
  passwordSet: 'Your password has been set',
  reactivationSent: 'We have sent you an e-mail to reactivate your account',
  linkExpired: 'This link has expired or was already used',
  tooManyAttempts: 'Too many attempts. Please try again later',
};

/**
 * Translate a message from the server: the known account messages go through Lingui;
 * anything else (a register's answer, a field rule) is shown as the server wrote it.
 */
export function useServerMessage(): (message: string) => string {
  const { t } = useLingui();
  const known: Record<string, string> = {
    [serverMessages.registered]: t`You have been sent a verification email. Please check you email`,
    [serverMessages.deletedUser]: t`Deleted User Detected`,
    [serverMessages.spamUser]: t`Something went wrong. Please contact to admin.`,
    [serverMessages.invalidCredentials]: t`Invalid Credentials`,
    [serverMessages.reactivated]: t`Your account has been reactivated :)`,
    [serverMessages.accountDeleted]: t`Your account is deleted`,
    [serverMessages.emailTaken]: t`An account with this e-mail already exists`,
    [serverMessages.notVerified]: t`Please verify your e-mail address first: we have sent you a new link`,
    [serverMessages.resetSent]: t`If an account exists for this e-mail, we have sent a link to reset the password`,
    [serverMessages.passwordChanged]: t`Your password has been changed. Please sign in`,
    [serverMessages.passwordSet]: t`Your password has been set`,
    [serverMessages.reactivationSent]: t`We have sent you an e-mail to reactivate your account`,
    [serverMessages.linkExpired]: t`This link has expired or was already used`,
    [serverMessages.tooManyAttempts]: t`Too many attempts. Please try again later`,
  };
  return (message) => known[message] ?? message;
}
