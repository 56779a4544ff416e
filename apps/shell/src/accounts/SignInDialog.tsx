import { useLingui } from '@lingui/react/macro';
import type { SignInReason } from '@quoteway/domain';
import { Dialog } from '@quoteway/ui';
import { useLocation, useNavigate } from 'react-router';
import { forgetReturn } from '../session/signInReturn';
import { useFinishSignIn } from './finishSignIn';
import { SignInForm } from './SignInPage';

/**
 * On /home, after the guard sent a signed-out visitor away from a private page: the sign-in
 * form in a dialog, with a line saying why, and after sign-in the page itself (query kept).
 * Closing it gives the trip up.
 */
export function SignInDialog({ reason }: { reason: SignInReason }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const finish = useFinishSignIn();
  const why: Record<SignInReason, string> = {
    lead: t`Sign in to see this lead`,
    job: t`Sign in to see your job`,
    conversation: t`Sign in to see this conversation`,
    review: t`Sign in to see this review`,
    leads: t`Sign in to see your leads`,
    credits: t`Sign in to see your credits`,
    settings: t`Sign in to see your settings`,
    page: t`Sign in to see this page`,
  };
  const close = () => {
    forgetReturn();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t`Sign in`}
      description={why[reason]}
      closeLabel={t`Close`}
      size="sm"
    >
      <SignInForm onSignedIn={finish} />
    </Dialog>
  );
}
