import { activateLocale, type Locale, storeLocale } from '@quoteway/i18n';
import { loadQuery } from '../query/loadQuery';
import { useSession } from './sessionStore';

/**
 * Switch the interface language. The server's words (trades, questions, messages) come in
 * the language of the request, so every query is fetched again; a signed-in account stores
 * the choice (a mutation, whose answer is the `me` query's), so its e-mails follow it.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  storeLocale(locale);
  await activateLocale('app', locale);
  const { api, queryClient, runMutation } = await loadQuery();
  await queryClient.invalidateQueries();
  if (!useSession.getState().token) return;
  // Best effort: the next sign-in stores the language too.
  await runMutation(
    {
      mutationFn: (value: Locale) => api.updateUserField({ body: { field: 'locale', value } }),
      onSuccess: ({ user }) => useSession.getState().setUser(user),
    },
    locale,
  ).catch(() => undefined);
}
