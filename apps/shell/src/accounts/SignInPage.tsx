import { Trans, useLingui } from '@lingui/react/macro';
import { type FormStatusValue, formStyles as css } from '@quoteway/account-forms/fields';
import { type DeactivatedAccount, SignInFields, useSignIn } from '@quoteway/account-forms/signIn';
import type { SocialRefusal } from '@quoteway/api-client';
import { Button, Card, Checkbox, TextLink } from '@quoteway/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api';
import { SimplePage } from '../pages/SimplePage';
import { RouterLink } from '../RouterLink';
import { landingOf, useSession } from '../session/sessionStore';
import { useEmailChangeNotice } from './emailChangeNotice';
import { ReactivateDialog } from './ReactivateDialog';
import { SocialButtons } from './SocialButtons';

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
  const [remember, setRemember] = useState(false);
  const [deleted, setDeleted] = useState<DeactivatedAccount | null>(null);
  const form = useSignIn({
    login: (credentials) => api.login({ body: { ...credentials, isApk: false } }),
    onSignedIn: ({ token, user }) => {
      useSession.getState().signIn(token, user, remember);
      void navigate(landingOf(user), { replace: true });
    },
    onDeactivated: setDeleted,
  });

  return (
    <SimplePage title={t`Sign in`}>
      <Card padding="lg">
        <form className={css.form} onSubmit={form.submit} noValidate aria-label={t`Sign in`}>
          <SignInFields form={form} notice={notice} />
          <Checkbox
            label={t`Remember me`}
            name="remember"
            checked={remember}
            onChange={setRemember}
          />
          <Button type="submit" loading={form.busy} fullWidth>
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
        onReactivated={() => void form.signIn()}
      />
    </SimplePage>
  );
}
