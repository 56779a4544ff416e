import { ConsoleProvider, type ConsoleServices } from '@quoteway/business/routes';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { requireQueryRuntime } from '../query/loadQuery';
import { withQuery } from '../query/withQuery';
import { useNotifications } from '../notifications/notificationStore';
import { switchLanguage } from '../session/language';
import { refreshUser, subscribeRealtime, useRealtimeConnection } from '../session/realtimeHub';
import { useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';
import { useLogout } from '../session/logout';

const LazyDeleteAccountDialog = lazy(
  withQuery(async () => (await import('../accounts/DeleteAccountDialog')).DeleteAccountDialog),
);

/**
 * The delete dialog, loaded when first opened (a visitor's first load does without it), then
 * kept mounted as before, so it closes and gives focus back as it always did.
 */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyDeleteAccountDialog open={open} onClose={onClose} />
    </Suspense>
  );
}

/**
 * Hands the business console (and shared account pieces) the shell's API, user, toasts and
 * realtime events, its language switch, sign-out and delete dialog (for the account
 * settings), and keeps the signed-in user's realtime connection open.
 */
export function ShellConsoleServices({ children }: { children: ReactNode }) {
  const { user } = useSessionUser();
  const setUser = useSession((s) => s.setUser);
  const showMessage = useNotifications((s) => s.showMessage);
  const showError = useNotifications((s) => s.showError);
  const logout = useLogout();
  useRealtimeConnection();
  const services = useMemo<ConsoleServices>(
    () => ({
      // The console's pages come with the query runtime (`queryRoute`).
      get api() {
        return requireQueryRuntime().api;
      },
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
