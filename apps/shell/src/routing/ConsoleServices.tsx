import { ConsoleProvider, type ConsoleServices } from '@quoteway/business';
import { type ReactNode, useMemo } from 'react';
import { DeleteAccountDialog } from '../accounts/DeleteAccountDialog';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { switchLanguage } from '../session/language';
import { refreshUser, subscribeRealtime, useRealtimeConnection } from '../session/realtimeHub';
import { useSession } from '../session/sessionStore';
import { useLogout } from '../session/useSessionEnd';

/**
 * Hands the business console (and shared account pieces) the shell's API, user, toasts and
 * realtime events, its language switch, sign-out and delete dialog (for the account
 * settings), and keeps the signed-in user's realtime connection open.
 */
export function ShellConsoleServices({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const showMessage = useNotifications((s) => s.showMessage);
  const showError = useNotifications((s) => s.showError);
  const logout = useLogout();
  useRealtimeConnection();
  const services = useMemo<ConsoleServices>(
    () => ({
      api,
      user,
      onUserChange: setUser,
      notify: (message) => showMessage(message),
      notifyError: (message) => showError(message),
      subscribe: subscribeRealtime,
      refreshUser: () => void refreshUser(),
      // The account settings (both roles) do what the shell's own controls do.
      switchLanguage,
      signOut: logout,
      DeleteAccountDialog,
    }),
    [user, setUser, showMessage, showError, logout],
  );
  return <ConsoleProvider value={services}>{children}</ConsoleProvider>;
}
