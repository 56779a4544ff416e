import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { REDIRECT_DELAY_MS } from '@quoteway/domain';
import type { FormStatusValue, useFormFeedback } from '@quoteway/account-forms/fields';
import type { DeactivatedAccount } from '@quoteway/account-forms/signIn';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotifications } from '../notifications/notificationStore';
import { serverMessages } from './serverMessages';

/**
 * What a refused registration means for the form (spec section 8): 'Deleted User Detected'
 * opens the reactivation dialog; fields named by the server go under their inputs; any
 * other message is the form's error; no answer at all is 'Something went wrong'.
 */
function useRegistrationFailure() {
  const { t } = useLingui();
  return (
    error: unknown,
    email: string,
  ): { deleted: DeactivatedAccount } | { status: FormStatusValue } => {
    if (error instanceof ApiRequestError) {
      if (error.messageId === serverMessages.deletedUser) {
        return { deleted: { email, reactivationToken: error.reactivationToken } };
      }
      if (error.status < 500) return { status: { tone: 'error', text: error.message } };
    }
    return { status: { tone: 'error', text: t`Something went wrong` } };
  };
}

/**
 * What both sign-up screens do with the server's answer: the address the verification link
 * went to (the screen then replaces its form with the next step, `RegistrationSent`), field
 * errors under their inputs, the reactivation dialog for a deleted account, or the error.
 */
export function useRegistrationOutcome<F extends string>(
  feedback: ReturnType<typeof useFormFeedback<F>>,
  onDeleted: (account: DeactivatedAccount) => void,
) {
  const { t } = useLingui();
  const registrationFailure = useRegistrationFailure();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const succeeded = (email: string) => {
    feedback.clear();
    setSentTo(email);
    // The spec's sign-up success toast; the screen itself says what to do next.
    useNotifications.getState().showMessage(t`Account successfully created`);
  };
  const failed = (error: unknown, email: string) => {
    const fieldErrors = feedback.serverFieldErrors(error);
    if (fieldErrors) return feedback.report({ errors: fieldErrors });
    const outcome = registrationFailure(error, email);
    if ('deleted' in outcome) {
      feedback.clear();
      onDeleted(outcome.deleted);
    } else {
      feedback.report(outcome);
    }
  };
  return {
    /** The address the verification link went to, once the account is made. */
    sentTo,
    succeeded,
    failed,
    /**
     * Registers through `send` (the account's name, e-mail and password, trimmed, with the
     * terms accepted; the screen adds the rest), then settles it: the passwords cleared and
     * the next step shown, or what went wrong reported.
     */
    async register(
      account: { userName: string; email: string; passwords: { password: string; reset(): void } },
      send: (fields: RegistrationFields) => Promise<unknown>,
    ) {
      const email = account.email.trim();
      try {
        await send({
          userName: account.userName.trim(),
          email,
          password: account.passwords.password,
          acceptTerms: true,
        });
        account.passwords.reset();
        succeeded(email);
      } catch (error) {
        failed(error, email);
      }
    },
  };
}

/** What every registration sends of the account itself. */
export interface RegistrationFields {
  userName: string;
  email: string;
  password: string;
  acceptTerms: true;
}

/**
 * After a reactivation from a registration screen, go to /home after 3 s (spec section 8).
 * Returns the trigger; leaving the screen first cancels the redirect.
 */
export function useHomeAfterReactivation(): () => void {
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => void navigate('/home'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [armed, navigate]);
  return () => setArmed(true);
}

/** The consent box's error when it is not ticked. */
export function useConsentError(): (accepted: boolean) => string | undefined {
  const { t } = useLingui();
  return (accepted) =>
    accepted
      ? undefined
      : t`Tick the box to agree to the Terms of Use and the Privacy Policy: an account needs it.`;
}

/**
 * The field's `onChange` part that clears its error as soon as the field is fixed (today: no
 * longer empty), so a filled field never keeps saying it is missing.
 */
export function clearWhenFilled<F extends string>(
  feedback: Pick<ReturnType<typeof useFormFeedback<F>>, 'errors' | 'setFieldError'>,
  name: F,
  value: string,
): void {
  if (feedback.errors[name] && value.trim() !== '') feedback.setFieldError(name, undefined);
}
