import { Trans, useLingui } from '@lingui/react/macro';
import { formStyles } from '@quoteway/account-forms/fields';
import { SignInFields, useSignIn } from '@quoteway/account-forms/signIn';
import { useWizard } from '@quoteway/job-wizard';
import { Button, TextLink } from '@quoteway/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { api } from './api';
import { useEmbedSession } from './session';
import * as css from './widgets.css';

/**
 * Sign in without leaving the host page, for a visitor whose e-mail address already has an
 * account: the session stays in this widget (memory only) and the wizard's answers are kept.
 * Resetting a password or reactivating an account happens on Quoteway, in a new tab.
 */
export function EmbedSignIn() {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useSignIn({
    login: (credentials) => api.login({ body: { ...credentials, isApk: false } }),
    initialEmail: useWizard.getState().email.trim(),
    onSignedIn: ({ token, user }) => useEmbedSession.getState().signIn(token, user),
  });
  const closeSignIn = useEmbedSession((s) => s.closeSignIn);

  // The form replaced the wizard: its heading takes focus, so screen readers hear where they are.
  useLayoutEffect(() => heading.current?.focus(), []);

  return (
    <form className={formStyles.form} onSubmit={form.submit} noValidate aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={css.subheading}>
        {t`Sign in to post your job`}
      </h2>
      <p className={formStyles.hint}>
        <Trans>Your answers are kept. You stay signed in while this page is open.</Trans>
      </p>
      <SignInFields form={form} />
      <p className={formStyles.links}>
        <TextLink href={`${window.location.origin}/forgot-password`} target="_blank">
          <Trans>Forgot your password?</Trans>
        </TextLink>
      </p>
      <div className={css.actions}>
        <Button variant="outline" onClick={closeSignIn} disabled={form.busy}>
          {t`Back`}
        </Button>
        <Button type="submit" loading={form.busy}>
          {t`Sign in`}
        </Button>
      </div>
    </form>
  );
}
