import { useLingui } from '@lingui/react/macro';
import { redirectFor, signInReasonFor } from '@quoteway/domain';
import { PageContainer, Spinner } from '@quoteway/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useEmailChangeNotice } from '../accounts/emailChangeNotice';
import { useNotifications } from '../notifications/notificationStore';
import { useSession, useViewer } from '../session/sessionStore';
import { rememberReturn, type SignInState } from '../session/signInReturn';

/** Whether where `pathname` may go depends on who the signed-in user is. */
function dependsOnUserType(pathname: string): boolean {
  const asCustomer = redirectFor(pathname, { loggedIn: true, userType: 'Customer User' });
  const asBusiness = redirectFor(pathname, { loggedIn: true, userType: 'Business User' });
  return asCustomer !== asBusiness;
}

/**
 * A signed-in customer is sent away from /signin, where the e-mail change link lands
 * (`?email-change=done|expired`): what it said comes as a toast instead of being lost.
 */
function useNoticeBeforeRedirect(redirecting: boolean, pathname: string, search: string) {
  const emailChange = useEmailChangeNotice();
  const notice =
    redirecting && pathname === '/signin'
      ? emailChange(new URLSearchParams(search).get('email-change'))
      : null;
  const text = notice?.text;
  const tone = notice?.tone;
  useEffect(() => {
    if (!text) return;
    const notifications = useNotifications.getState();
    if (tone === 'success') notifications.showMessage(text);
    else notifications.showError(text);
  }, [text, tone]);
}

/** Applies the spec's guards and redirects before a page renders; keeps the query string. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const loading = useSession((s) => s.status === 'loading');
  // A new tab asks the others for a one-tab session first (tabHandshake.ts): a private
  // page waits for that answer rather than send a signed-in person to /home.
  const asking = useSession((s) => s.asking && s.token === null);
  const waiting =
    (loading && dependsOnUserType(pathname)) || (asking && signInReasonFor(pathname) !== null);
  const target = waiting ? null : redirectFor(pathname, viewer);
  // A session that ends on a private page (sign-out, expiry) also goes to /home, but that is
  // no visit to come back to: only a page reached signed out waits for a sign-in.
  const [hadSession, setHadSession] = useState(viewer.loggedIn);
  if (viewer.loggedIn && !hadSession) setHadSession(true);
  useNoticeBeforeRedirect(target !== null, pathname, search);
  // While the stored token's user is fetched, wait rather than send someone the wrong way.
  if (waiting) {
    return (
      <PageContainer>
        <Spinner label={t`Loading`} />
      </PageContainer>
    );
  }
  if (target !== null) {
    // A visitor sent away from a private page (an e-mail's link, a bookmark) is asked to
    // sign in on /home, as the spec routes them, and brought back to it afterwards.
    const reason = viewer.loggedIn || hadSession ? null : rememberReturn(`${pathname}${search}`);
    return (
      <Navigate
        to={`${target}${search}`}
        replace
        state={reason ? ({ signIn: reason } satisfies SignInState) : undefined}
      />
    );
  }
  return children;
}
