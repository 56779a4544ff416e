import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@quoteway/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api';
import { SimplePage } from '../pages/SimplePage';
import { browser } from '../session/browser';
import { landingOf, useSession } from '../session/sessionStore';

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

  useEffect(() => {
    navigate('/socialsignin', { replace: true });
    if (!token) {
      navigate('/signin?social=failed', { replace: true });
      return;
    }
    let current = true;
    api.me({ token }).then(
      ({ user }) => {
        if (!current) return;
        if (!user?._id) {
          navigate('/signin?social=failed', { replace: true });
          return;
        }
        // A provider sign-in is remembered on this device, like the provider's own session.
        useSession.getState().signIn(token, user, true);
        browser.assign(landingOf(user));
      },
      () => current && navigate('/signin?social=failed', { replace: true }),
    );
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return (
    <SimplePage title={t`Signing you in`}>
      <Spinner label={t`Signing you in`} />
    </SimplePage>
  );
}
