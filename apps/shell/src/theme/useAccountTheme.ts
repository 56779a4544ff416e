import { getThemeStore, storedThemeChoice, type ThemeChoice } from '@quoteway/ui';
import { useEffect, useEffectEvent } from 'react';
import { loadQuery } from '../query/loadQuery';
import { useSession } from '../session/sessionStore';

/**
 * The theme follows the person to a new device: when a signed-in user is loaded (on start or
 * at sign-in) on a device where no theme was chosen, the account's is shown. A theme chosen on
 * this device is the person's choice for it and is never overridden (a shared family laptop
 * keeps its dark theme); it goes to the account instead, as does any theme chosen here while
 * signed in (the profile menu, the settings). The settings save first and then show it, so
 * they are not saved twice.
 */
/** Store this device's choice with the signed-in account (best effort: the device keeps it either way). */
function saveChoice(choice: ThemeChoice): void {
  const { token, user } = useSession.getState();
  if (!token || !user || user.theme === choice) return;
  loadQuery()
    .then(({ api }) => api.updateUserField({ body: { field: 'theme', value: choice } }))
    .then(({ user: updated }) => {
      if (useSession.getState().user?._id === updated._id) useSession.getState().setUser(updated);
    })
    .catch(() => undefined);
}

export function useAccountTheme(): void {
  const userId = useSession((s) => s.user?._id ?? null);

  const apply = useEffectEvent(() => {
    const theme = useSession.getState().user?.theme;
    const store = getThemeStore();
    const device = storedThemeChoice();
    if (device !== null) saveChoice(device);
    else if (theme && theme !== store.getState().choice) store.setChoice(theme);
  });

  // Once per loaded user, not on every change of it.
  useEffect(() => {
    if (userId) apply();
  }, [userId]);

  useEffect(() => getThemeStore().subscribe(({ choice }) => saveChoice(choice)), []);
}
