import { ConsoleProvider, type ConsoleServices } from '@quoteway/business';
import { type ReactNode, useMemo } from 'react';
import { api } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';

/** Hands the business console (and shared account pieces) the shell's API, user and toasts. */
export function ShellConsoleServices({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const showMessage = useNotifications((s) => s.showMessage);
  const showError = useNotifications((s) => s.showError);
  const services = useMemo<ConsoleServices>(
    () => ({
      api,
      user,
      onUserChange: setUser,
      notify: (message) => showMessage(message),
      notifyError: (message) => showError(message),
    }),
    [user, setUser, showMessage, showError],
  );
  return <ConsoleProvider value={services}>{children}</ConsoleProvider>;
}
