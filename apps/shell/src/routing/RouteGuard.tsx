import { useLingui } from '@lingui/react/macro';
import { redirectFor } from '@quoteway/domain';
import { PageContainer, Spinner } from '@quoteway/ui';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useEmailChangeNotice } from '../accounts/emailChangeNotice';
import { useNotifications } from '../notifications/notificationStore';
import { useSessionUser, useViewer } from '../session/sessionUser';

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
  const { loading } = useSessionUser();
  const waiting = loading && dependsOnUserType(pathname);
  const target = waiting ? null : redirectFor(pathname, viewer);
  useNoticeBeforeRedirect(target !== null, pathname, search);
  // While the stored token's user is fetched, wait rather than send someone the wrong way.
  if (waiting) {
    return (
      <PageContainer>
        <Spinner label={t`Loading`} />
      </PageContainer>
    );
  }
  if (target !== null) return <Navigate to={`${target}${search}`} replace />;
  return children;
}
