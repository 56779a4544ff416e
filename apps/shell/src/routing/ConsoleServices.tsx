import { ConsoleProvider, type ConsoleServices } from '@quoteway/business';
import { type ReactNode, useMemo } from 'react';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { refreshUser, subscribeRealtime, useRealtimeConnection } from '../session/realtimeHub';
import { useSession } from '../session/sessionStore';

/**
 * Hands the business console (and shared account pieces) the shell's API, user, toasts and
 * realtime events, and keeps the signed-in user's realtime connection open.
 */
export function ShellConsoleServices({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const showMessage = useNotifications((s) => s.showMessage);
  const showError = useNotifications((s) => s.showError);
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
    }),
    [user, setUser, showMessage, showError],
  );
  return <ConsoleProvider value={services}>{children}</ConsoleProvider>;
}
