import { useLingui } from '@lingui/react/macro';
import { answeredWith } from '@quoteway/api-client';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../notifications/notificationStore';
import { loadQuery } from '../query/loadQuery';
import { browser } from './browser';
import { useLogout } from './logout';
import { useSession } from './sessionStore';
import { useSessionUser } from './sessionUser';

/**
 * On load, the stored token's user is read from auth/me (the `me` query, `useSessionUser`),
 * and a refusal settles the session (spec section 4):
 * - a user ends loading with that user; an answer without `_id` ends it with no user;
 * - 400 clears the token and reloads;
 * - 401 ends the session as `sessionEnd` says (by message, and public page or not);
 * - no answer (or a server failure) keeps the session and says 'Something went wrong'.
 */
export function useSessionBootstrap(): void {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { loading, failure } = useSessionUser();

  const settle = useEffectEvent((error: unknown) => {
    if (answeredWith(error, 400)) {
      useSession.getState().clear();
      browser.reload();
      return;
    }
    // Without an answer the session is kept: the user may only be offline. A refused session
    // (401) ends as its message says, by rules loaded now (most sessions never need them);
    // were they out of reach, the refused token is dropped.
    if (!answeredWith(error, 401)) {
      useNotifications.getState().showError(t`Something went wrong`);
      return;
    }
    import('./useSessionEnd')
      .then(({ sessionEnd }) => sessionEnd({ navigate, logout })(error, pathname))
      .catch(() => useSession.getState().clear());
  });

  // The `me` query is read by its readers once the query runtime is there: a stored token's
  // user is what a signed-in user's pieces need first, so it loads now.
  useEffect(() => {
    if (loading) void loadQuery();
  }, [loading]);

  // Each failed read settles the session once (not again when the page renders it again).
  const settled = useRef<unknown>(null);
  useEffect(() => {
    if (failure === null || settled.current === failure) return;
    settled.current = failure;
    settle(failure);
  }, [failure]);
}
