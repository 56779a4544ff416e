import { Trans, useLingui } from '@lingui/react/macro';
import { TextLink } from '@quoteway/ui';
import { SimplePage } from './SimplePage';
import { RouterLink } from '../RouterLink';

// Sign-in, registration and password screens. Accounts arrive with their own issue; until
// then each route exists and tells the visitor plainly what is not open yet.

function NotOpenYet() {
  return (
    <p>
      <Trans>
        Accounts open soon. Meanwhile, browse the{' '}
        <TextLink as={RouterLink} href="/business-directory">
          business directory
        </TextLink>
        .
      </Trans>
    </p>
  );
}

export function SignInPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Sign in`}>
      <NotOpenYet />
    </SimplePage>
  );
}

export function SignUpPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Create your account`}>
      <NotOpenYet />
    </SimplePage>
  );
}

export function SignUpBusinessPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Register your business`}>
      <NotOpenYet />
    </SimplePage>
  );
}

export function PasswordPage({ kind }: { kind: 'forgot' | 'reset' | 'set' }) {
  const { t } = useLingui();
  const titles = {
    forgot: t`Forgot your password?`,
    reset: t`Choose a new password`,
    set: t`Set a password`,
  };
  return (
    <SimplePage title={titles[kind]}>
      <NotOpenYet />
    </SimplePage>
  );
}
