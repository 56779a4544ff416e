import type { ApiClient, AuthUser } from '@quoteway/api-client';
import type { Locale } from '@quoteway/i18n';
import type { RealtimeSocket } from '@quoteway/realtime';
import { type ComponentType, createContext, useContext } from 'react';

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
 * API client, the signed-in user, and a way to report changes. The console never reaches
 * into the host's stores, so it stays a separate app.
 */
export interface ConsoleServices {
  api: ApiClient;
  user: AuthUser | null;
  /** The API answered with a changed user (new hours, new picture, new balance). */
  onUserChange(user: AuthUser): void;
  /** A success message for the host's toast. */
  notify(message: string): void;
  /** An error message for the host's toast. */
  notifyError(message: string): void;
  /**
   * Listen to a realtime event (`fetch-leads`, `update-credits`...) on the host's socket;
   * returns the unsubscribe function. Absent when the host has no realtime connection.
   */
  subscribe?: <E extends keyof ServerToClientEvents>(
    event: E,
    handler: ServerToClientEvents[E],
  ) => () => void;
  /** Ask the host to re-read the user (auth/me), e.g. after credits were spent or bought. */
  refreshUser?(): void;
  /**
   * Account settings: switch the interface language as the host's own switcher does (the
   * catalog, the server's words fetched again, the account's stored language). Absent: the
   * settings only store the account's language.
   */
  switchLanguage?(locale: Locale): Promise<void>;
  /** Account settings: sign this device out through the host's sign-out flow. */
  signOut?(): void;
  /**
   * Account settings: the host's delete-account confirmation (it ends the session its own
   * way). Absent: the settings have no Delete account section.
   */
  DeleteAccountDialog?: ComponentType<{ open: boolean; onClose(): void }>;
}

const ConsoleContext = createContext<ConsoleServices | null>(null);

/** Provides the console's services to its pages. */
export const ConsoleProvider = ConsoleContext.Provider;

/** The console's services; only inside a ConsoleProvider. */
export function useConsole(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('Console pages need a ConsoleProvider');
  return services;
}
