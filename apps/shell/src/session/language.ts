import { activateLocale, type Locale, storeLocale } from '@quoteway/i18n';
import { loadQuery } from '../query/loadQuery';
import { useSession } from './sessionStore';

/**
 * Switch the interface language. The server's words (trades, questions, messages) come in
 * the language of the request, so every query is fetched again; a signed-in account stores
 * the choice, so its e-mails follow it.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  storeLocale(locale);
  await activateLocale('app', locale);
  const { api, queryClient } = await loadQuery();
  await queryClient.invalidateQueries();
  if (useSession.getState().token) {
    // Best effort: the next sign-in stores the language too.
    await api.updateUserField({ body: { field: 'locale', value: locale } }).catch(() => undefined);
  }
}
