import { useLingui } from '@lingui/react/macro';
import { accountMessages, type ApiClient, ApiRequestError } from '@quoteway/api-client';
import { type FormEvent, useState } from 'react';
import { useFormFeedback } from '../fields/useFormFeedback';

const fields = ['email', 'password'] as const;

/** A deactivated account that tried to sign in. */
export interface DeactivatedAccount {
  email: string;
  /** Given when the password was right: reactivation then happens at once. */
  reactivationToken: string | undefined;
}

type Session = Awaited<ReturnType<ApiClient['login']>>;

interface SignInOptions {
  /** Ask the app's API client to sign in (the client is read when the form is sent). */
  login(credentials: { email: string; password: string }): Promise<Session>;
  /** The e-mail address to start with (one typed before, in the job wizard). */
  initialEmail?: string;
  /** The server accepted: the app keeps the session its own way. */
  onSignedIn(session: Session): void;
  /**
   * The account is deactivated: the app offers to reactivate it. Absent: the form says to
   * sign in on Quoteway to reactivate it.
   */
  onDeactivated?(account: DeactivatedAccount): void;
}

/**
 * The sign-in form's state and submit (the shell's sign-in page, the embed's sign-in in the
 * job widget): both fields required, then the login, whose refusals say what spec section 8's
 * login error catalogue says. `SignInFields` shows the fields.
 */
export function useSignIn({ login, initialEmail = '', onSignedIn, onDeactivated }: SignInOptions) {
  const { t } = useLingui();
  const feedback = useFormFeedback(fields);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  function failure(error: unknown): Parameters<typeof feedback.report>[0] {
    const fail = (text: string) => ({ status: { tone: 'error' as const, text } });
    if (!(error instanceof ApiRequestError)) return fail(t`Something went wrong`);
    const fieldErrors = feedback.serverFieldErrors(error);
    if (fieldErrors) return { errors: fieldErrors };
    if (error.messageId === accountMessages.spamUser) {
      return fail(t`Something went wrong. Please contact to admin.`);
    }
    if (error.messageId === accountMessages.deletedUser) {
      return fail(t`This account is deactivated. Sign in on Quoteway to reactivate it.`);
    }
    // The server's own words, in the interface's language.
    if (error.status === 429 || error.messageId === accountMessages.notVerified) {
      return fail(error.message);
    }
    if (error.status >= 500) return fail(t`Something went wrong`);
    // A wrong address or password: the spec's sign-in failure message.
    if (error.messageId === accountMessages.invalidCredentials) {
      return fail(t`Invalid email or password!`);
    }
    return fail(t`Invalid Credentials`);
  }

  /** Send the credentials (again, after a reactivation). */
  async function signIn() {
    setBusy(true);
    try {
      const session = await login({ email: email.trim(), password });
      if (!session.token || !session.user?._id) {
        feedback.report({ status: { tone: 'error', text: t`Invalid Credentials` } });
        return;
      }
      onSignedIn(session);
    } catch (error) {
      if (
        onDeactivated &&
        error instanceof ApiRequestError &&
        error.messageId === accountMessages.deletedUser
      ) {
        feedback.clear();
        onDeactivated({ email: email.trim(), reactivationToken: error.reactivationToken });
        return;
      }
      feedback.report(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    feedback,
    email,
    setEmail,
    password,
    setPassword,
    busy,
    signIn,
    /** The form's submit: both fields are needed before the server is asked. */
    submit(event: FormEvent) {
      event.preventDefault();
      const missing = {
        email: email.trim() === '' ? t`Enter your e-mail address` : undefined,
        password: password === '' ? t`Enter your password` : undefined,
      };
      if (missing.email || missing.password) {
        feedback.report({ errors: missing });
        return;
      }
      void signIn();
    },
  };
}

/** What `useSignIn` gives its form. */
export type SignIn = ReturnType<typeof useSignIn>;
