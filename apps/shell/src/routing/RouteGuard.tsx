import { useLingui } from '@lingui/react/macro';
import { redirectFor, safeReturnPath, signInReasonFor } from '@quoteway/domain';
import { PageContainer, Spinner } from '@quoteway/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useEmailChangeNotice } from '../accounts/emailChangeNotice';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { useSessionUser, useViewer } from '../session/sessionUser';
import { rememberReturn, type SignInState } from '../session/signInReturn';

/** Whether where `pathname` may go depends on who the signed-in user is. */
function dependsOnUserType(pathname: string): boolean {
  const asCustomer = redirectFor(pathname, { loggedIn: true, userType: 'Customer User' });
  const asBusiness = redirectFor(pathname, { loggedIn: true, userType: 'Business User' });
  return asCustomer !== asBusiness;
}

/** Whether `pathname` is a signed-in page a business account may open (a lead, the leads). */
function forBusinesses(pathname: string): boolean {
  return (
    signInReasonFor(pathname) !== null &&
    redirectFor(pathname, { loggedIn: true, userType: 'Business User' }) === null
  );
}

/**
 * A signed-in customer is sent away from /signin, where the e-mail change link lands
 * (`?email-change=done|expired`): what it said comes as a toast instead of being lost. A
 * signed-in customer sent away from a business's page (a lead's e-mailed link) is told why.
 */
function useNoticeBeforeRedirect(
  redirecting: boolean,
  pathname: string,
  search: string,
  customer: boolean,
) {
  const { t } = useLingui();
  const emailChange = useEmailChangeNotice();
  let notice: { tone: string; text: string } | null = null;
  if (redirecting && pathname === '/signin') {
    notice = emailChange(new URLSearchParams(search).get('email-change'));
  } else if (redirecting && customer && forBusinesses(pathname)) {
    notice = {
      tone: 'warning',
      text: t`That page is for business accounts. You are signed in with a customer account.`,
    };
  }
  const text = notice?.text;
  const tone = notice?.tone;
  useEffect(() => {
    if (!text) return;
    const notifications = useNotifications.getState();
    if (tone === 'success') notifications.showMessage(text);
    else if (tone === 'warning') notifications.showWarning(text);
    else notifications.showError(text);
  }, [text, tone]);
}

/** Applies the spec's guards and redirects before a page renders; keeps the query string. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const { loading } = useSessionUser();
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
  useNoticeBeforeRedirect(
    target !== null,
    pathname,
    search,
    viewer.loggedIn && viewer.userType === 'Customer User',
  );
  // A visitor sent away from a private page (an e-mail's link, a bookmark) is asked to sign in
  // on /home, as the spec routes them, and brought back to it afterwards. The page is kept in
  // an effect, never while rendering (a render may run more than once), and the navigation's
  // state is one object per reason, so <Navigate> does not navigate again on a re-render.
  const returnTo =
    target !== null && !viewer.loggedIn && !hadSession
      ? safeReturnPath(`${pathname}${search}`)
      : null;
  const reason = returnTo ? signInReasonFor(returnTo.split('?')[0] ?? returnTo) : null;
  useEffect(() => {
    if (returnTo) rememberReturn(returnTo);
  }, [returnTo]);
  const navigationState = useMemo(
    () => (reason ? ({ signIn: reason } satisfies SignInState) : undefined),
    [reason],
  );
  // While the stored token's user is fetched, wait rather than send someone the wrong way.
  if (waiting) {
    return (
      <PageContainer>
        <Spinner label={t`Loading`} />
      </PageContainer>
    );
  }
  if (target !== null) {
    return <Navigate to={`${target}${search}`} replace state={navigationState} />;
  }
  return children;
}
