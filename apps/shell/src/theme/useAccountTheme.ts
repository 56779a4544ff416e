import type { ApiOutput } from '@quoteway/api-client';
import { apiQueryKey } from '@quoteway/api-client/keys';
import { getThemeStore, storedThemeChoice, type ThemeChoice } from '@quoteway/ui';
import { useEffect, useEffectEvent } from 'react';
import { loadQuery } from '../query/loadQuery';
import { useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';

/**
 * Store this device's choice with the signed-in account (best effort: the device keeps it
 * either way), as a mutation whose answer becomes the `me` query's.
 */
async function saveChoice(choice: ThemeChoice): Promise<void> {
  if (!useSession.getState().token) return;
  const { api, queryClient, runMutation } = await loadQuery();
  const signedInUser = () => queryClient.getQueryData<ApiOutput<'me'>>(apiQueryKey('me'))?.user;
  const user = signedInUser();
  if (!user?._id || user.theme === choice) return;
  await runMutation(
    {
      mutationFn: (value: ThemeChoice) => api.updateUserField({ body: { field: 'theme', value } }),
      onSuccess: ({ user: updated }) => {
        // Another account signed in meanwhile keeps its own.
        if (signedInUser()?._id === updated._id) useSession.getState().setUser(updated);
      },
    },
    choice,
  );
}

/** `saveChoice`, whose failure changes nothing here. */
function saveChoiceQuietly(choice: ThemeChoice): void {
  saveChoice(choice).catch(() => undefined);
}

/**
 * The theme follows the person to a new device: when a signed-in user is loaded (on start or
 * at sign-in) on a device where no theme was chosen, the account's is shown. A theme chosen on
 * this device is the person's choice for it and is never overridden (a shared family laptop
 * keeps its dark theme); it goes to the account instead, as does any theme chosen here while
 * signed in (the profile menu, the settings). The settings save first and then show it, so
 * they are not saved twice.
 */
export function useAccountTheme(): void {
  const { user } = useSessionUser();
  const userId = user?._id ?? null;

  const apply = useEffectEvent(() => {
    const store = getThemeStore();
    const device = storedThemeChoice();
    if (device !== null) saveChoiceQuietly(device);
    else if (user?.theme && user.theme !== store.getState().choice) store.setChoice(user.theme);
  });

  // Once per loaded user, not on every change of it.
  useEffect(() => {
    if (userId) apply();
  }, [userId]);

  useEffect(() => getThemeStore().subscribe(({ choice }) => saveChoiceQuietly(choice)), []);
}
