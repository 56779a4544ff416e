import { apiQuery } from '@quoteway/api-client';
import { JobWizardProvider, type JobWizardServices, type UseApiRead } from '@quoteway/job-wizard';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { api } from './api';
import { useEmbedSession } from './session';
import * as css from './widgets.css';

/**
 * The widgets' one QueryClient: as the shell's, no retry (a failed read says so with "Try
 * again") and no refetch on focus (the host page's focus changes mean nothing here).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// A customer who signs in inside the widget must not see what was read as a visitor.
useEmbedSession.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

/** "Sign in" inside the widget: the form opens in the iframe, and the answers are kept. */
function SignInLink({ children }: { children: ReactNode }) {
  const openSignIn = useEmbedSession((s) => s.openSignIn);
  return (
    <button type="button" className={css.inlineLink} onClick={openSignIn}>
      {children}
    </button>
  );
}

/** The wizard's reads of the API: queries of the widget's cache. */
const useApiRead: UseApiRead = (name, input, { enabled = true } = {}) =>
  useQuery({ ...apiQuery(api, name, input), enabled });

/** The API, the query cache and the widget's own session, for the wizard and the widgets. */
export function EmbedServices({ children }: { children: ReactNode }) {
  const token = useEmbedSession((s) => s.token);
  const user = useEmbedSession((s) => s.user);
  const services = useMemo<JobWizardServices>(
    () => ({ api, user, signedIn: token !== null, SignInLink, useApiRead }),
    [token, user],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <JobWizardProvider value={services}>{children}</JobWizardProvider>
    </QueryClientProvider>
  );
}
