import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { LOGOUT_DELAY_MS, REDIRECT_DELAY_MS, redirectFor } from '@quoteway/domain';
import { useNavigate } from 'react-router';
import { serverMessages } from '../accounts/serverMessages';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from './sessionStore';

/** A page a visitor may not open (spec section 2); '/' only redirects, so it is public. */
function isProtectedPath(pathname: string): boolean {
  return pathname !== '/' && redirectFor(pathname, { loggedIn: false }) !== null;
}

// One delayed end at a time: several refused calls in a row must not stack timers.
let pendingEnd: ReturnType<typeof setTimeout> | undefined;

function later(run: () => void, delay: number) {
  clearTimeout(pendingEnd);
  pendingEnd = setTimeout(run, delay);
}

/**
 * Logout (spec section 4): clear both storages and the user, tell the server, go to /home.
 * The server is told after the local session is gone, so a slow network never keeps a
 * signed-out user looking at private pages.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    const { token } = useSession.getState();
    useSession.getState().clear();
    api
      .logout({}, { token: token ?? undefined })
      .catch((error: unknown) => console.warn('logout', error));
    void navigate('/home');
  };
}

/**
 * What to do when the server refuses the session with a 401 (spec sections 4 and 8):
 * - 'User is deleted': 'Your account is deleted', logout after 2.5 s;
 * - 'Spam user': 'Something went wrong. Please contact to admin.', logout after 2.5 s;
 * - otherwise ('token is invalid'): on a page that needs a login, the session-expired
 *   warning, then the session is forgotten and the user goes to /home after 3 s; on a
 *   public page the stale token is dropped quietly.
 * Returns false for errors that are not a refused session.
 */
export function useSessionEnd(): (error: unknown, pathname: string) => boolean {
  const { t } = useLingui();
  const navigate = useNavigate();
  const logout = useLogout();
  return (error, pathname) => {
    if (!(error instanceof ApiRequestError) || error.status !== 401) return false;
    const notify = useNotifications.getState();
    if (error.messageId === serverMessages.userIsDeleted) {
      notify.showError(t`Your account is deleted`);
      later(logout, LOGOUT_DELAY_MS);
    } else if (error.messageId === serverMessages.spamUserSession) {
      notify.showError(t`Something went wrong. Please contact to admin.`);
      later(logout, LOGOUT_DELAY_MS);
    } else if (isProtectedPath(pathname)) {
      notify.showWarning(
        t`Your login session is expired. Please login again.`,
        t`Login session is expired !`,
      );
      later(() => {
        useSession.getState().clear();
        void navigate('/home');
      }, REDIRECT_DELAY_MS);
    } else {
      useSession.getState().clear();
    }
    return true;
  };
}
