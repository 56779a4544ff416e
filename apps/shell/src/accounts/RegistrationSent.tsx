import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Ltr, TextLink } from '@quoteway/ui';
import { formStyles as css } from '@quoteway/account-forms/fields';
import { useLayoutEffect, useRef } from 'react';
import { RouterLink } from '../RouterLink';

/**
 * What replaces a sign-up form once the account is made: the spec's message (its typo
 * fixed), the address the link went to, and what to do next. Focus moves to the message so
 * a screen reader reads it at once.
 */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <Card padding="lg">
      <div className={css.form}>
        <h2 ref={heading} tabIndex={-1}>
          {t`You have been sent a verification email. Please check your email`}
        </h2>
        <p>
          <Trans>
            We sent it to <Ltr>{email}</Ltr>.
          </Trans>
        </p>
        <p>
          <Trans>
            Open the link in the e-mail to activate your account, then sign in. If it has not
            arrived in a few minutes, look in your spam or junk folder; signing in before you have
            opened the link sends you a new one.
          </Trans>
        </p>
        <p className={css.links}>
          <TextLink as={RouterLink} href="/signin">
            {t`Go to sign in`}
          </TextLink>
        </p>
      </div>
    </Card>
  );
}

/** Under a sign-up form: already have an account? Sign in. */
export function SignInInstead() {
  return (
    <p className={css.links}>
      <Trans>
        Already have an account?{' '}
        <TextLink as={RouterLink} href="/signin">
          Sign in
        </TextLink>
      </Trans>
    </p>
  );
}
