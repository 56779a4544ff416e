import type { ApiClient, ApiInput, ApiOutput, ApiRouteName, AuthUser } from '@quoteway/api-client';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

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
 * Query's `useQuery` in a widget; in the shell, a read that needs no query library before the
 * page's first screen and hands its answer to the query cache when that library comes.
 */
export type UseApiRead = <K extends ApiRouteName>(
  name: K,
  input: ApiInput<K> | undefined,
  options?: { enabled?: boolean },
) => ApiRead<ApiOutput<K>>;

/**
 * What the wizard and its fields need from the app that shows them (the shell, or a widget
 * in a third-party iframe): the API client and who is signed in. The wizard never reaches
 * into an app's stores, so the same code runs in both.
 */
export interface JobWizardServices {
  /** The app's API client (it sends the session token, when there is one). */
  api: ApiClient;
  /** The signed-in user; null for a visitor (who posts with a name and an e-mail address). */
  user: AuthUser | null;
  /** Whether a session token is held (the user may still be loading). */
  signedIn: boolean;
  /**
   * The link or button to sign in, shown when a visitor's e-mail address already has an
   * account (the shell's sign-in page; a widget's own sign-in, which stays in the iframe).
   */
  SignInLink: ComponentType<{ children: ReactNode }>;
  /** How the first step's fields (trade, place, a business asked for a quote) read the API. */
  useApiRead: UseApiRead;
}

const ServicesContext = createContext<JobWizardServices | null>(null);

/** Provides the wizard's services to the wizard and the fields that call the API. */
export const JobWizardProvider = ServicesContext.Provider;

/** The wizard's services; only inside a JobWizardProvider. */
export function useJobWizardServices(): JobWizardServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('The job wizard needs a JobWizardProvider');
  return services;
}
