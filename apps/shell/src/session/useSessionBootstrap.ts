import { useLingui } from '@lingui/react/macro';
import { answeredWith } from '@quoteway/api-client';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../notifications/notificationStore';
import { loadQuery } from '../query/loadQuery';
import { browser } from './browser';
import { useLogout } from './logout';
import { type SessionUser, useSession } from './sessionStore';

/**
 * On load, refresh the stored token's user from auth/me (spec section 4):
 * - a user ends loading with that user; an answer without `_id` ends it with no user;
 * - 400 clears token and user and reloads;
 * - 401 ends the session as `sessionEnd` says (by message, and public page or not);
 * - no answer (or a server failure) keeps the session and says 'Something went wrong'.
 */
export function useSessionBootstrap(): void {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();

  const settle = useEffectEvent(
    (outcome: { user: SessionUser | null | undefined } | { error: unknown }) => {
      const session = useSession.getState();
      if ('user' in outcome) {
        session.setUser(outcome.user?._id ? outcome.user : null);
        return;
      }
      const { error } = outcome;
      if (answeredWith(error, 400)) {
        session.clear();
        browser.reload();
        return;
      }
      // Loading ends here. Without an answer the session is kept: the user may only be
      // offline. A refused session (401) ends as its message says, by rules loaded now (most
      // sessions never need them); were they out of reach, the refused token is dropped.
      session.setUser(session.user);
      if (!answeredWith(error, 401)) {
        useNotifications.getState().showError(t`Something went wrong`);
        return;
      }
      import('./useSessionEnd')
        .then(({ sessionEnd }) => sessionEnd({ navigate, logout })(error, pathname))
        .catch(() => useSession.getState().clear());
    },
  );

  // Asked once, while the stored token's user is loading; the answer settles the session.
  const loading = useSession((s) => s.status === 'loading' && s.token !== null);
  // With the query runtime (a signed-in user's pieces need it anyway), as one query of its
  // cache: a second ask while the first is under way shares its answer.
  useEffect(() => {
    if (!loading) return;
    let current = true;
    loadQuery()
      .then(({ queryClient, shellApiQuery }) => queryClient.fetchQuery(shellApiQuery('me')))
      .then(
        (me) => current && settle({ user: me.user }),
        (error: unknown) => current && settle({ error }),
      );
    return () => {
      current = false;
    };
  }, [loading]);
}
