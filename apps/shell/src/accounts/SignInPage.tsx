import { Trans, useLingui } from '@lingui/react/macro';
import { type FormStatusValue, formStyles as css } from '@quoteway/account-forms/fields';
import { type DeactivatedAccount, SignInFields, useSignIn } from '@quoteway/account-forms/signIn';
import type { SocialRefusal } from '@quoteway/api-client';
import { Button, Card, Checkbox, TextLink } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api';
import { SimplePage } from '../pages/SimplePage';
import { RouterLink } from '../RouterLink';
import { type SessionUser, useSession } from '../session/sessionStore';
import { useFinishSignIn } from './finishSignIn';
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

interface SignInFormProps {
  /** What the form says before anything is typed (an arrival notice), or nothing. */
  notice?: FormStatusValue | null;
  /** The session is stored: go where the user is expected. */
  onSignedIn(user: SessionUser): void;
}

/** E-mail and password, remember me, the account links and the providers. */
export function SignInForm({ notice = null, onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const [remember, setRemember] = useState(false);
  const [deleted, setDeleted] = useState<DeactivatedAccount | null>(null);
  const login = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.login({ body: { ...credentials, isApk: false } }),
  });
  const form = useSignIn({
    login: login.mutateAsync,
    onSignedIn: ({ token, user }) => {
      useSession.getState().signIn(token, user, remember);
      onSignedIn(user);
    },
    onDeactivated: setDeleted,
  });

  return (
    <>
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
      <ReactivateDialog
        account={deleted}
        onClose={() => setDeleted(null)}
        onReactivated={() => void form.signIn()}
      />
    </>
  );
}

/**
 * /signin and /login. After sign-in: back to the private page a link opened while signed
 * out (`signInReturn.ts`), else the spec's landing rule.
 */
export function SignInPage() {
  const { t } = useLingui();
  const notice = useArrivalNotice();
  const finish = useFinishSignIn();
  return (
    <SimplePage title={t`Sign in`}>
      <Card padding="lg">
        <SignInForm notice={notice} onSignedIn={finish} />
      </Card>
    </SimplePage>
  );
}
