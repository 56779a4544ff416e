import type { ApiClient, ApiInput, ApiOutput, ApiRouteName, AuthUser } from '@quoteway/api-client';
import type { Locale } from '@quoteway/i18n';
import { type ComponentType, createContext, useContext } from 'react';

/** What a read of the API shows: TanStack Query's result, as much of it as the fields use. */
export interface ApiRead<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

/**
 * Read one route of the API as a query (the key and freshness of `apiQuery`): TanStack
 * Query's `useQuery` in the console or a widget; in the shell, a read that needs no query
 * library before the page's first screen and hands its answer to the query cache when that
 * library comes.
 */
export type UseApiRead = <K extends ApiRouteName>(
  name: K,
  input: ApiInput<K> | undefined,
  options?: { enabled?: boolean },
) => ApiRead<ApiOutput<K>>;

/** What the fields that read the API (the locality search) need from the app showing them. */
export interface FieldServices {
  /** How the app reads one route of the API. */
  useApiRead: UseApiRead;
}

const FieldServicesContext = createContext<FieldServices | null>(null);

/** Provides the fields' services (the job wizard's and the console's providers include it). */
export const FieldServicesProvider = FieldServicesContext.Provider;

/** The fields' services; only inside a FieldServicesProvider. */
export function useFieldServices(): FieldServices {
  const services = useContext(FieldServicesContext);
  if (!services) throw new Error('Fields that read the API need a FieldServicesProvider');
  return services;
}

/**
 * What the account settings and the profile picture need from the app showing them (the
 * business console, or the shell's customer settings): the API client, the signed-in user
 * and a way to report changes. They never reach into the app's stores.
 */
export interface AccountServices {
  api: ApiClient;
  user: AuthUser | null;
  /** The API answered with a changed user (new name, new picture, new language). */
  onUserChange(user: AuthUser): void;
  /** A success message for the app's toast. */
  notify(message: string): void;
  /** An error message for the app's toast. */
  notifyError(message: string): void;
  /** Ask the app to re-read the user (auth/me), e.g. after credits were spent or bought. */
  refreshUser?(): void;
  /**
   * Switch the interface language as the app's own switcher does (the catalog, the server's
   * words fetched again, the account's stored language). Absent: the settings only store the
   * account's language.
   */
  switchLanguage?(locale: Locale): Promise<void>;
  /** Sign this device out through the app's sign-out flow. */
  signOut?(): void;
  /**
   * The app's delete-account confirmation (it ends the session its own way). Absent: the
   * settings have no Delete account section.
   */
  DeleteAccountDialog?: ComponentType<{ open: boolean; onClose(): void }>;
}

const AccountServicesContext = createContext<AccountServices | null>(null);

/** Provides the account settings' services (the console's provider includes it). */
export const AccountServicesProvider = AccountServicesContext.Provider;

/** The account settings' services; only inside an AccountServicesProvider. */
export function useAccountServices(): AccountServices {
  const services = useContext(AccountServicesContext);
  if (!services) throw new Error('Account settings need an AccountServicesProvider');
  return services;
}
