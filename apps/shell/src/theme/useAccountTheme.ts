import { getThemeStore } from '@quoteway/ui';
import { useEffect, useEffectEvent } from 'react';
import { api } from '../api';
import { useSession } from '../session/sessionStore';

/**
 * The theme follows the person from device to device: when a signed-in user is loaded (on
 * start or at sign-in) the account's theme is shown if it differs from this device's stored
 * choice; and a theme chosen here while signed in (the profile menu, the settings) is stored
 * with the account. The settings save first and then show it, so they are not saved twice.
 */
export function useAccountTheme(): void {
  const userId = useSession((s) => s.user?._id ?? null);

  const apply = useEffectEvent(() => {
    const theme = useSession.getState().user?.theme;
    const store = getThemeStore();
    if (theme && store.getState().choice !== theme) store.setChoice(theme);
  });

  // Once per loaded user, not on every change of it.
  useEffect(() => {
    if (userId) apply();
  }, [userId]);

  useEffect(
    () =>
      getThemeStore().subscribe(({ choice }) => {
        const { token, user } = useSession.getState();
        if (!token || !user || user.theme === choice) return;
        // Best effort: the device keeps the choice either way.
        api
          .updateUserField({ body: { field: 'theme', value: choice } })
          .then(({ user: updated }) => {
            if (useSession.getState().user?._id === updated._id) {
              useSession.getState().setUser(updated);
            }
          })
          .catch(() => undefined);
      }),
    [],
  );
}
