import { FieldServicesProvider, type UseApiRead } from '@quoteway/account-forms/fields';
import type { ApiClient, AuthUser } from '@quoteway/api-client';
import { type ComponentType, createContext, type ReactNode, useContext, useMemo } from 'react';

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
export function JobWizardProvider({
  value,
  children,
}: {
  value: JobWizardServices;
  children?: ReactNode;
}) {
  const { useApiRead } = value;
  const fields = useMemo(() => ({ useApiRead }), [useApiRead]);
  return (
    <ServicesContext.Provider value={value}>
      <FieldServicesProvider value={fields}>{children}</FieldServicesProvider>
    </ServicesContext.Provider>
  );
}

/** The wizard's services; only inside a JobWizardProvider. */
export function useJobWizardServices(): JobWizardServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('The job wizard needs a JobWizardProvider');
  return services;
}
