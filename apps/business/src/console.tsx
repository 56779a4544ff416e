import { type AccountServices, AccountServicesProvider } from '@quoteway/account-forms/settings';
import type { RealtimeSocket } from '@quoteway/realtime';
import { createContext, type ReactNode, useContext } from 'react';

// The server's realtime event map (contracts' ServerToClientEvents), read off the typed
// socket of @quoteway/realtime: this app does not depend on @quoteway/contracts directly, and
// the socket's own reserved events (connect, disconnect) are not the server's.
declare const _socket: RealtimeSocket;
type RealtimeEventName = Exclude<
  Parameters<RealtimeSocket['listeners']>[0],
  'connect' | 'connect_error' | 'disconnect'
>;
/** What the server sends in real time, by event name (spec section 7). */
export type ServerToClientEvents = {
  [E in RealtimeEventName]: ReturnType<typeof _socket.listeners<E>>[number];
};

/**
 * What the console needs from whoever hosts it (the shell, or the standalone entry): the
 * API client, the signed-in user, and a way to report changes (the account settings' services,
 * which it hands on to them), and realtime events. The console never reaches into the host's
 * stores, so it stays a separate app.
 */
export interface ConsoleServices extends AccountServices {
  /**
   * Listen to a realtime event (`fetch-leads`, `update-credits`...) on the host's socket;
   * returns the unsubscribe function. Absent when the host has no realtime connection.
   */
  subscribe?: <E extends keyof ServerToClientEvents>(
    event: E,
    handler: ServerToClientEvents[E],
  ) => () => void;
}

const ConsoleContext = createContext<ConsoleServices | null>(null);

/**
 * Provides the console's services to its pages and to the shared account settings in them.
 * The shell mounts it in its layout, so it is in every page's first load: it imports no query
 * library (the locality field's reads are BusinessLocalityField's, which loads with its page).
 */
export function ConsoleProvider({
  value,
  children,
}: {
  value: ConsoleServices;
  children?: ReactNode;
}) {
  return (
    <ConsoleContext.Provider value={value}>
      <AccountServicesProvider value={value}>{children}</AccountServicesProvider>
    </ConsoleContext.Provider>
  );
}

/** The console's services; only inside a ConsoleProvider. */
/**
 * The signed-in business's own country, when the console knows it (null outside a console,
 * as in a component's test): where it buys credits and gets its leads, on any site.
 */
export function useBusinessCountry() {
  return useContext(ConsoleContext)?.user?.business?.country ?? null;
}

export function useConsole(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('Console pages need a ConsoleProvider');
  return services;
}
