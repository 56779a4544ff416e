import {
  type ApiClient,
  createApiClient,
  DEFAULT_LEAD_ENVELOPE_KEY,
  DEFAULT_WIRE_PASSPHRASE,
} from '@quoteway/api-client';
import { i18n } from '@quoteway/i18n';
import { apiOrigin, setApiOrigin } from './apiOrigin';
import { useSession } from './session/sessionStore';

function shellApi(baseUrl: string): ApiClient {
  return createApiClient({
    baseUrl: baseUrl || undefined,
    getToken: () => useSession.getState().token,
    // The server answers messages, trades and questions in the interface's language.
    getLocale: () => i18n.locale,
    // A deployment may use its own passphrase; the server must be given the same one.
    passphrase: import.meta.env.VITE_PASSWORD_PASSPHRASE || DEFAULT_WIRE_PASSPHRASE,
    // Likewise the lead envelope's key (server: LEAD_ENVELOPE_KEY).
    leadKey: import.meta.env.VITE_LEAD_ENVELOPE_KEY || DEFAULT_LEAD_ENVELOPE_KEY,
  });
}

/** The one API client of the shell, sending the session token when there is one. */
export let api: ApiClient = shellApi(apiOrigin());

/** Point the shell at another API origin (tests point it at a local server). */
export function connectApi(baseUrl: string): void {
  setApiOrigin(baseUrl);
  api = shellApi(baseUrl);
}
