import type { ApiOutput } from '@quoteway/api-client';
import { apiQueryKey } from '@quoteway/api-client/keys';
import { getThemeStore, storedThemeChoice, type ThemeChoice } from '@quoteway/ui';
import { useEffect, useEffectEvent } from 'react';
import { queryRuntime } from '../query/loadQuery';
import { useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';

/**
 * Store this device's choice with the signed-in account (best effort: the device keeps it
 * either way), as a mutation whose answer becomes the `me` query's. Without the query runtime
 * there is no signed-in user known yet: the choice goes when the user is loaded (`apply`).
 */
function saveChoice(choice: ThemeChoice): void {
  const runtime = queryRuntime();
  if (!runtime || !useSession.getState().token) return;
  const { api, queryClient, runMutation } = runtime;
  const signedInUser = () => queryClient.getQueryData<ApiOutput<'me'>>(apiQueryKey('me'))?.user;
  const user = signedInUser();
  if (!user?._id || user.theme === choice) return;
  runMutation(
    {
      mutationFn: (value: ThemeChoice) => api.updateUserField({ body: { field: 'theme', value } }),
      onSuccess: ({ user: updated }) => {
        // Another account signed in meanwhile keeps its own.
        if (signedInUser()?._id === updated._id) useSession.getState().setUser(updated);
      },
    },
    choice,
  ).catch(() => undefined);
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
    if (device !== null) saveChoice(device);
    else if (user?.theme && user.theme !== store.getState().choice) store.setChoice(user.theme);
  });

  // Once per loaded user, not on every change of it.
  useEffect(() => {
    if (userId) apply();
  }, [userId]);

  useEffect(() => getThemeStore().subscribe(({ choice }) => saveChoice(choice)), []);
}
