import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@quoteway/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api';
import { SimplePage } from '../pages/SimplePage';
import { browser } from '../session/browser';
import { useSession } from '../session/sessionStore';
import { afterSignIn } from '../session/signInReturn';

/**
 * /socialsignin?token=...: where a provider sign-in comes back (spec section 4). The token
 * is taken out of the address at once (so it stays in no history entry), checked through
 * auth/me, stored, and the browser is sent on with a full page load by the landing rule.
 */
export function SocialSignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the address is replaced next.
  const [token] = useState(() => params.get('token'));

  // The token is checked through auth/me before it is kept.
  const check = useQuery({
    queryKey: ['socialSignIn', token],
    queryFn: ({ signal }) => api.me({}, { token: token ?? '', signal }),
    enabled: token !== null,
    gcTime: 0,
  });

  useEffect(() => {
    void navigate('/socialsignin', { replace: true });
    if (!token) void navigate('/signin?social=failed', { replace: true });
  }, [token, navigate]);

  // Signing in clears the query cache (a new session): settle once, not again on a re-read.
  const settled = useRef(false);
  useEffect(() => {
    if (!token || settled.current) return;
    if (check.error || check.data) settled.current = true;
    if (check.error || (check.data && !check.data.user?._id)) {
      void navigate('/signin?social=failed', { replace: true });
    } else if (check.data) {
      // A provider sign-in is remembered on this device, like the provider's own session.
      useSession.getState().signIn(token, check.data.user, true);
      // Back to the page a link opened while signed out: kept in this browser across the
      // provider's round trip, never carried through the provider (no open redirect).
      browser.assign(afterSignIn(check.data.user).to);
    }
  }, [token, check.data, check.error, navigate]);

  return (
    <SimplePage title={t`Signing you in`}>
      <Spinner label={t`Signing you in`} />
    </SimplePage>
  );
}
