import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiInput, ApiRequestError } from '@quoteway/api-client';
import { Button, ButtonLink, Card, Checkbox, TextLink } from '@quoteway/ui';
import {
  EmailField,
  FormStatus,
  formStyles as css,
  useFormFeedback,
} from '@quoteway/account-forms/fields';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { SimplePage } from '../pages/SimplePage';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';
import { PasswordFields, usePasswordPair } from './PasswordFields';

/** A failed password call: the field the server named, else its message, else no answer. */
function useFailure() {
  const { t } = useLingui();
  return (error: unknown) =>
    error instanceof ApiRequestError && error.status < 500
      ? error.message
      : t`Something went wrong`;
}

/** What the password forms report of a refused call: the fields the server named, else why. */
function useReportFailure(feedback: {
  serverFieldErrors(error: unknown): object | null | undefined;
  report(state: object): void;
}) {
  const failure = useFailure();
  return (error: unknown) => {
    const errors = feedback.serverFieldErrors(error);
    feedback.report(errors ? { errors } : { status: { tone: 'error', text: failure(error) } });
  };
}

/** /forgot-password: e-mail a reset link (the same answer whether or not the account exists). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const feedback = useFormFeedback(['email'] as const);
  const { bindField, bindStatus } = feedback;
  const [email, setEmail] = useState('');
  const reportFailure = useReportFailure(feedback);
  const forgot = useMutation({
    mutationFn: (input: ApiInput<'forgotPassword'>) => api.forgotPassword(input),
    onSuccess: ({ message }) => feedback.report({ status: { tone: 'success', text: message } }),
    onError: reportFailure,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      feedback.report({ errors: { email: t`Enter your e-mail address` } });
      return;
    }
    forgot.mutate({ body: { email: email.trim() } });
  };

  return (
    <SimplePage title={t`Forgot your password?`}>
      <Card padding="lg">
        <form
          className={css.form}
          onSubmit={submit}
          noValidate
          aria-label={t`Forgot your password?`}
        >
          <p>
            <Trans>
              Enter your e-mail address and we will send you a link to choose a new password.
            </Trans>
          </p>
          <FormStatus ref={bindStatus} status={feedback.status} />
          <EmailField
            bind={bindField('email')}
            value={email}
            onChange={setEmail}
            error={feedback.errors.email}
          />
          <Button type="submit" loading={forgot.isPending} fullWidth>
            {t`Send the link`}
          </Button>
          <p className={css.links}>
            <TextLink as={RouterLink} href="/signin">
              <Trans>Back to sign in</Trans>
            </TextLink>
          </p>
        </form>
      </Card>
    </SimplePage>
  );
}

/** /reset-password?token=...: the e-mailed link; a new password, then sign in. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const feedback = useFormFeedback(['password', 'confirmPassword'] as const);
  const { bindStatus } = feedback;
  const passwords = usePasswordPair(feedback);
  const reportFailure = useReportFailure(feedback);
  const reset = useMutation({
    mutationFn: (input: ApiInput<'resetPassword'>) => api.resetPassword(input),
    onSuccess: ({ message }) => {
      useNotifications.getState().showMessage(message);
      void navigate('/signin', { replace: true });
    },
    onError: reportFailure,
  });

  if (token === '') {
    return (
      <SimplePage title={t`Choose a new password`}>
        <p>
          <Trans>
            This link is not complete. Open the link from the e-mail again, or ask for a new one.
          </Trans>
        </p>
        <ButtonLink as={RouterLink} href="/forgot-password">
          {t`Ask for a new link`}
        </ButtonLink>
      </SimplePage>
    );
  }

  const submit = passwords.submitWith((password) => reset.mutate({ body: { token, password } }));

  return (
    <SimplePage title={t`Choose a new password`}>
      <Card padding="lg">
        <form
          className={css.form}
          onSubmit={submit}
          noValidate
          aria-label={t`Choose a new password`}
        >
          <FormStatus ref={bindStatus} status={feedback.status} />
          <PasswordFields pair={passwords} feedback={feedback} label={t`New password`} />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t`Save the new password`}
          </Button>
        </form>
      </Card>
    </SimplePage>
  );
}

/**
 * /set-password?token=...&job=...: the link in the e-mail of a visitor's first job. The account
 * never had a password, so this is its first, not a "new" one; then its owner is signed in on
 * My Jobs with that job open.
 */
function FirstPasswordPage({ token, jobId }: { token: string; jobId: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const feedback = useFormFeedback(['password', 'confirmPassword'] as const);
  const { bindStatus } = feedback;
  const passwords = usePasswordPair(feedback);
  // They came from their e-mail on a device of their own choosing: as on the sign-in form, the
  // choice to stay signed in is theirs.
  const [remember, setRemember] = useState(false);
  // A used or expired link cannot succeed: the form gives way to the ways back in.
  const [refused, setRefused] = useState<string | null>(null);
  const reportFailure = useReportFailure(feedback);
  const title = t`Choose your password`;
  const choose = useMutation({
    mutationFn: (input: ApiInput<'setFirstPassword'>) => api.setFirstPassword(input),
    onSuccess: (result) => {
      useSession.getState().signIn(result.token, result.user, remember);
      useNotifications.getState().showMessage(result.message);
      // A job id from the link is only a place to look: My Jobs shows this account's jobs.
      const valid = jobId !== null && /^[\da-f-]{36}$/i.test(jobId);
      void navigate(valid ? `/my-jobs/0/${jobId}` : '/my-jobs', { replace: true });
    },
    onError: (error) => {
      const fields = feedback.serverFieldErrors(error);
      if (!fields && error instanceof ApiRequestError && [400, 409].includes(error.status)) {
        setRefused(error.message);
        return;
      }
      reportFailure(error);
    },
  });

  if (refused !== null) {
    return (
      <SimplePage title={title}>
        <Card padding="lg">
          <div className={css.form}>
            <p role="alert">{refused}</p>
            <p>
              <Trans>
                If you chose a password already, sign in with it. Otherwise ask for a new link.
              </Trans>
            </p>
            <ButtonLink as={RouterLink} href="/signin">
              {t`Sign in`}
            </ButtonLink>
            <p className={css.links}>
              <TextLink as={RouterLink} href="/forgot-password">
                {t`Ask for a new link`}
              </TextLink>
            </p>
          </div>
        </Card>
      </SimplePage>
    );
  }

  const submit = passwords.submitWith((password) => choose.mutate({ body: { token, password } }));

  return (
    <SimplePage title={title}>
      <Card padding="lg">
        <form className={css.form} onSubmit={submit} noValidate aria-label={title}>
          <p>
            <Trans>Set a password to come back to your job.</Trans>
          </p>
          <FormStatus ref={bindStatus} status={feedback.status} />
          <PasswordFields pair={passwords} feedback={feedback} />
          <Checkbox
            label={t`Remember me`}
            name="remember"
            checked={remember}
            onChange={setRemember}
          />
          <Button type="submit" loading={choose.isPending} fullWidth>
            {t`Save my password`}
          </Button>
          <p className={css.links}>
            <TextLink as={RouterLink} href="/forgot-password">
              <Trans>Link not working? Ask for a new one</Trans>
            </TextLink>
          </p>
        </form>
      </Card>
    </SimplePage>
  );
}

/**
 * /set-password: with the token of a first job's e-mail, that account's first password (above);
 * without, a signed-in social account without a password chooses one.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const firstPasswordToken = params.get('token');
  if (firstPasswordToken) {
    return <FirstPasswordPage token={firstPasswordToken} jobId={params.get('job')} />;
  }
  return <SocialSetPasswordPage />;
}

/** A signed-in social account without a password chooses one. */
function SocialSetPasswordPage() {
  const { t } = useLingui();
  const token = useSession((s) => s.token);
  const { user } = useSessionUser();
  const feedback = useFormFeedback(['password', 'confirmPassword'] as const);
  const { bindStatus } = feedback;
  const passwords = usePasswordPair(feedback);
  // Set here, so the success stays on screen though the user now has a password.
  const [done, setDone] = useState(false);
  const reportFailure = useReportFailure(feedback);
  const set = useMutation({
    mutationFn: (input: ApiInput<'setPassword'>) => api.setPassword(input),
    onSuccess: ({ message }) => {
      passwords.reset();
      setDone(true);
      if (user) useSession.getState().setUser({ ...user, hasPassword: true });
      feedback.report({ status: { tone: 'success', text: message } });
    },
    onError: reportFailure,
  });
  const title = t`Set a password`;

  if (token === null) {
    return (
      <SimplePage title={title}>
        <p>
          <Trans>
            Sign in first, then set a password here. Forgot it?{' '}
            <TextLink as={RouterLink} href="/forgot-password">
              Choose a new one
            </TextLink>
            .
          </Trans>
        </p>
        <ButtonLink as={RouterLink} href="/signin">
          {t`Sign in`}
        </ButtonLink>
      </SimplePage>
    );
  }
  if (user?.hasPassword && !done) {
    return (
      <SimplePage title={title}>
        <p>
          <Trans>
            Your account already has a password. To change it,{' '}
            <TextLink as={RouterLink} href="/forgot-password">
              ask for a reset link
            </TextLink>
            .
          </Trans>
        </p>
      </SimplePage>
    );
  }

  const submit = passwords.submitWith((password) => set.mutate({ body: { password } }));

  return (
    <SimplePage title={title}>
      <Card padding="lg">
        <form className={css.form} onSubmit={submit} noValidate aria-label={title}>
          <p>
            <Trans>
              You signed up with a social account. Set a password to sign in with your e-mail
              address too.
            </Trans>
          </p>
          <FormStatus ref={bindStatus} status={feedback.status} />
          <PasswordFields pair={passwords} feedback={feedback} />
          <Button type="submit" loading={set.isPending} fullWidth>
            {t`Set the password`}
          </Button>
        </form>
      </Card>
    </SimplePage>
  );
}
