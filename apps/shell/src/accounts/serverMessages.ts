import { useLingui } from '@lingui/react/macro';
import { accountMessages } from '@quoteway/api-client';

/** The server's account messages the shell recognises (spec section 8), from the contracts. */
export const serverMessages = accountMessages;

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
