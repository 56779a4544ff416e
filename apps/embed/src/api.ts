import { type ApiClient, createApiClient, DEFAULT_WIRE_PASSPHRASE } from '@quoteway/api-client';
import { i18n } from '@quoteway/i18n';
import { useEmbedSession } from './session';

function embedApi(baseUrl: string | undefined): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: () => useEmbedSession.getState().token,
    // The server answers messages, trades and questions in the widget's language.
    getLocale: () => i18n.locale,
    // A deployment may use its own passphrase; the server must be given the same one.
    passphrase: import.meta.env.VITE_PASSWORD_PASSPHRASE || DEFAULT_WIRE_PASSPHRASE,
  });
}

/** The widgets' API client: same origin as the widget, with the widget's own session. */
export let api: ApiClient = embedApi(import.meta.env.VITE_API_BASE_URL || undefined);

/** Point the widgets at another API origin (tests point them at a local server). */
export function connectApi(baseUrl: string): void {
  api = embedApi(baseUrl);
}
