import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, type SocialRefusal } from '@quoteway/api-client';
import { Button, Card, Checkbox, TextField, TextLink } from '@quoteway/ui';
import {
  FormStatus,
  type FormStatusValue,
  formStyles as css,
  useFormFeedback,
} from '@quoteway/account-forms';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api';
import { SimplePage } from '../pages/SimplePage';
import { RouterLink } from '../RouterLink';
import { landingOf, useSession } from '../session/sessionStore';
import { useEmailChangeNotice } from './emailChangeNotice';
import { type DeletedAccount, ReactivateDialog } from './ReactivateDialog';
import { serverMessages } from './serverMessages';
import { SocialButtons } from './SocialButtons';

const fields = ['email', 'password'] as const;

/** What the e-mailed links and social sign-in came back to say (`?verified=1`, ...). */
function useArrivalNotice(): FormStatusValue | null {
  const { t } = useLingui();
  const emailChange = useEmailChangeNotice();
  const [params] = useSearchParams();
  const verified = params.get('verified');
  const reactivated = params.get('reactivated');
  const social = params.get('social');
  if (verified === '1') {
    return { tone: 'success', text: t`Your e-mail address is verified. Please sign in.` };
  }
  if (verified === 'expired') {
    return {
      tone: 'error',
      text: t`This verification link has expired or was already used. Sign in to get a new one.`,
    };
  }
  if (reactivated === '1') {
    return { tone: 'success', text: t`Your account has been reactivated :)` };
  }
  if (reactivated === 'expired') {
    return { tone: 'error', text: t`This link has expired or was already used` };
  }
  const changed = emailChange(params.get('email-change'));
  if (changed) return changed;
  // Every refusal the provider round trip can come back with (contracts: socialRefusals).
  const socialFailures: Record<SocialRefusal, string> = {
    failed: t`Signing in with that provider did not work. Please try again.`,
    cancelled: t`Signing in with that provider was cancelled.`,
    unavailable: t`Signing in with that provider is not available just now. Sign in with your e-mail and password, or try again later.`,
    deleted: t`This account is deactivated. Sign in with your e-mail and password to reactivate it.`,
    spam: t`Something went wrong. Please contact to admin.`,
    'email-unverified': t`That provider has not verified your e-mail address. Verify it there, or sign in with your e-mail and password.`,
    'no-email': t`That provider did not share your e-mail address. Allow it, or sign in with your e-mail and password.`,
  };
  if (social) {
    const text = Object.hasOwn(socialFailures, social)
      ? socialFailures[social as SocialRefusal]
      : undefined;
    return { tone: 'error', text: text ?? socialFailures.failed };
  }
  return null;
}

/** /signin and /login: e-mail and password, remember me, and the providers. */
export function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const notice = useArrivalNotice();
  const feedback = useFormFeedback(fields);
  const { bindField, bindStatus } = feedback;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState<DeletedAccount | null>(null);

  /** Spec section 8, the login error catalogue. */
  function failure(error: unknown): Parameters<typeof feedback.report>[0] {
    const fail = (text: string) => ({ status: { tone: 'error' as const, text } });
    if (!(error instanceof ApiRequestError)) return fail(t`Something went wrong`);
    const fieldErrors = feedback.serverFieldErrors(error);
    if (fieldErrors) return { errors: fieldErrors };
    if (error.messageId === serverMessages.spamUser) {
      return fail(t`Something went wrong. Please contact to admin.`);
    }
    if (error.status === 429 || error.messageId === serverMessages.notVerified) {
      return fail(error.message);
    }
    if (error.status >= 500) return fail(t`Something went wrong`);
    return fail(t`Invalid Credentials`);
  }

  async function signIn() {
    setBusy(true);
    try {
      const { token, user } = await api.login({
        body: { email: email.trim(), password, isApk: false },
      });
      if (!token || !user?._id) {
        feedback.report({ status: { tone: 'error', text: t`Invalid Credentials` } });
        return;
      }
      useSession.getState().signIn(token, user, remember);
      void navigate(landingOf(user), { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.messageId === serverMessages.deletedUser) {
        feedback.clear();
        setDeleted({ email: email.trim(), reactivationToken: error.reactivationToken });
        return;
      }
      feedback.report(failure(error));
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
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
  };

  return (
    <SimplePage title={t`Sign in`}>
      <Card padding="lg">
        <form className={css.form} onSubmit={submit} noValidate aria-label={t`Sign in`}>
          <FormStatus ref={bindStatus} status={feedback.status ?? notice} />
          <TextField
            ref={bindField('email')}
            label={t`E-mail address`}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={feedback.errors.email}
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
            error={feedback.errors.password}
          />
          <Checkbox
            label={t`Remember me`}
            name="remember"
            checked={remember}
            onChange={setRemember}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t`Sign in`}
          </Button>
          <p className={css.links}>
            <TextLink as={RouterLink} href="/forgot-password">
              <Trans>Forgot your password?</Trans>
            </TextLink>
            <TextLink as={RouterLink} href="/signup">
              <Trans>Create an account</Trans>
            </TextLink>
            <TextLink as={RouterLink} href="/signup-business">
              <Trans>Register your business</Trans>
            </TextLink>
          </p>
        </form>
        <SocialButtons />
      </Card>
      <ReactivateDialog
        account={deleted}
        onClose={() => setDeleted(null)}
        onReactivated={() => void signIn()}
      />
    </SimplePage>
  );
}
