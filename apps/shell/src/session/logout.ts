import { useNavigate } from 'react-router';
import { loadQuery } from '../query/loadQuery';
import { useSession } from './sessionStore';

/**
 * Logout (spec section 4): clear both storages and, with the token, every query of the
 * session (the signed-in user's included), tell the server, go to /home. The server is told
 * after the local session is gone, so a slow network never keeps a signed-out user looking at
 * private pages.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    const { token } = useSession.getState();
    useSession.getState().clear();
    loadQuery()
      .then(({ api, runMutation }) =>
        runMutation({ mutationFn: () => api.logout({}, { token: token ?? undefined }) }, undefined),
      )
      .catch((error: unknown) => console.warn('logout', error));
    void navigate('/home');
  };
}
