import { useLingui } from '@lingui/react/macro';
import { redirectFor } from '@quoteway/domain';
import { PageContainer, Spinner } from '@quoteway/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, useViewer } from '../session/sessionStore';

/** Whether where `pathname` may go depends on who the signed-in user is. */
function dependsOnUserType(pathname: string): boolean {
  const asCustomer = redirectFor(pathname, { loggedIn: true, userType: 'Customer User' });
  const asBusiness = redirectFor(pathname, { loggedIn: true, userType: 'Business User' });
  return asCustomer !== asBusiness;
}

/** Applies the spec's guards and redirects before a page renders; keeps the query string. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const loading = useSession((s) => s.status === 'loading');
  // While the stored token's user is fetched, wait rather than send someone the wrong way.
  if (loading && dependsOnUserType(pathname)) {
    return (
      <PageContainer>
        <Spinner label={t`Loading`} />
      </PageContainer>
    );
  }
  const target = redirectFor(pathname, viewer);
  if (target !== null) return <Navigate to={`${target}${search}`} replace />;
  return children;
}
