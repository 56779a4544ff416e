import { t } from '@lingui/core/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { LOGOUT_DELAY_MS, REDIRECT_DELAY_MS, redirectFor } from '@quoteway/domain';
import { type NavigateFunction, useNavigate } from 'react-router';
import { serverMessages } from '../accounts/serverMessages';
import { useNotifications } from '../notifications/notificationStore';
import { useLogout } from './logout';
import { useSession } from './sessionStore';

// The session check loads this module only when the server refuses a session
// (`useSessionBootstrap`): a visitor's first load does without these rules and the server's
// account messages they compare. The messages are said in the interface's language (Lingui's
// active i18n, as `useLingui` would).

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
 * What to do when the server refuses the session with a 401 (spec sections 4 and 8):
 * - 'User is deleted': 'Your account is deleted', logout after 2.5 s;
 * - 'Spam user': 'Something went wrong. Please contact to admin.', logout after 2.5 s;
 * - otherwise ('token is invalid'): on a page that needs a login, the session-expired
 *   warning, then the session is forgotten and the user goes to /home after 3 s; on a
 *   public page the stale token is dropped quietly.
 * Returns false for errors that are not a refused session.
 */
export function sessionEnd({ navigate, logout }: SessionEndTools) {
  return (error: unknown, pathname: string): boolean => {
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

/** What ending a session needs from the component that does it. */
export interface SessionEndTools {
  navigate: NavigateFunction;
  logout(): void;
}

/** `sessionEnd` with this component's navigation and logout. */
export function useSessionEnd(): (error: unknown, pathname: string) => boolean {
  const navigate = useNavigate();
  const logout = useLogout();
  return sessionEnd({ navigate, logout });
}
