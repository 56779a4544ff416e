import { Trans, useLingui } from '@lingui/react/macro';
import { accountMessages, ApiRequestError } from '@quoteway/api-client';
import { FormStatus, formStyles, useFormFeedback } from '@quoteway/account-forms';
import { useWizard } from '@quoteway/job-wizard';
import { Button, TextField, TextLink } from '@quoteway/ui';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { api } from './api';
import { useEmbedSession } from './session';
import * as css from './widgets.css';

const fields = ['email', 'password'] as const;

/**
 * Sign in without leaving the host page, for a visitor whose e-mail address already has an
 * account: the session stays in this widget (memory only) and the wizard's answers are kept.
 * Resetting a password or reactivating an account happens on Quoteway, in a new tab.
 */
export function EmbedSignIn() {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const feedback = useFormFeedback(fields);
  const { bindField, bindStatus, errors } = feedback;
  const [email, setEmail] = useState(() => useWizard.getState().email.trim());
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const closeSignIn = useEmbedSession((s) => s.closeSignIn);

  // The form replaced the wizard: its heading takes focus, so screen readers hear where they are.
  useLayoutEffect(() => heading.current?.focus(), []);

  /** The login error catalogue (spec section 8), as the shell's sign-in page says it. */
  function failure(error: unknown): string {
    if (!(error instanceof ApiRequestError)) return t`Something went wrong`;
    if (error.messageId === accountMessages.notVerified) {
      return t`Please verify your e-mail address first: we have sent you a new link`;
    }
    if (error.status === 429) return t`Too many attempts. Please try again later`;
    if (error.messageId === accountMessages.spamUser) {
      return t`Something went wrong. Please contact to admin.`;
    }
    if (error.messageId === accountMessages.deletedUser) {
      return t`This account is deactivated. Sign in on Quoteway to reactivate it.`;
    }
    if (error.status >= 500) return t`Something went wrong`;
    return t`Invalid Credentials`;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      email: email.trim() === '' ? t`Enter your e-mail address` : undefined,
      password: password === '' ? t`Enter your password` : undefined,
    };
    if (missing.email || missing.password) {
      feedback.report({ errors: missing });
      return;
    }
    setBusy(true);
    try {
      const { token, user } = await api.login({
        body: { email: email.trim(), password, isApk: false },
      });
      useEmbedSession.getState().signIn(token, user);
    } catch (error) {
      const fieldErrors = feedback.serverFieldErrors(error);
      if (fieldErrors) feedback.report({ errors: fieldErrors });
      else feedback.report({ status: { tone: 'error', text: failure(error) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={id}
    >
      <h2 id={id} ref={heading} tabIndex={-1} className={css.subheading}>
        {t`Sign in to post your job`}
      </h2>
      <p className={formStyles.hint}>
        <Trans>Your answers are kept. You stay signed in while this page is open.</Trans>
      </p>
      <FormStatus ref={bindStatus} status={feedback.status} />
      <TextField
        ref={bindField('email')}
        label={t`E-mail address`}
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        ref={bindField('password')}
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <p className={formStyles.links}>
        <TextLink href={`${window.location.origin}/forgot-password`} target="_blank">
          <Trans>Forgot your password?</Trans>
        </TextLink>
      </p>
      <div className={css.actions}>
        <Button variant="outline" onClick={closeSignIn} disabled={busy}>
          {t`Back`}
        </Button>
        <Button type="submit" loading={busy}>
          {t`Sign in`}
        </Button>
      </div>
    </form>
  );
}
