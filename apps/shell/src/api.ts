import { createApiClient } from '@quoteway/api-client';
import { useSession } from './session/sessionStore';

/** The one API client of the shell, sending the session token when there is one. */
export const api = createApiClient({ getToken: () => useSession.getState().token });
