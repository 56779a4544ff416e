import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useNotifications } from '../notifications/notificationStore';
import type { SessionUser } from '../session/sessionStore';
import { afterSignIn } from '../session/signInReturn';

/**
 * What the sign-in page and dialog do once the session is stored: one toast (the spec's
 * 'Login successfully!', or why the page that waited is closed to this account), then the
 * page that waited for the sign-in or the spec's landing page.
 */
export function useFinishSignIn(): (user: SessionUser) => void {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (user) => {
    const next = afterSignIn(user);
    const notifications = useNotifications.getState();
    if (next.refused) {
      notifications.showWarning(
        t`That page is for business accounts. You are signed in with a customer account.`,
      );
    } else if (notifications.message === '') {
      // One toast per action: a sign-in that ends a reactivation keeps its own message.
      notifications.showMessage(t`Login successfully!`);
    }
    void navigate(next.to, { replace: true });
  };
}
