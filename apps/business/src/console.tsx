import type { ApiClient, AuthUser } from '@quoteway/api-client';
import { createContext, useContext } from 'react';

/**
 * What the console needs from whoever hosts it (the shell, or the standalone entry): the
 * API client, the signed-in user, and a way to report changes. The console never reaches
 * into the host's stores, so it stays a separate app.
 */
export interface ConsoleServices {
  api: ApiClient;
  user: AuthUser | null;
  /** The API answered with a changed user (new hours, new picture). */
  onUserChange(user: AuthUser): void;
  /** A success message for the host's toast. */
  notify(message: string): void;
  /** An error message for the host's toast. */
  notifyError(message: string): void;
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
