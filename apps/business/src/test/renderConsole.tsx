import { I18nProvider, i18n } from '@quoteway/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ConsoleProvider, type ConsoleServices } from '../console';
import { defaultLeadFilters, useLeadFilterStore } from '../leads/leadFilterStore';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Shows where the console navigated to (for assertions on `location`). */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** The query clients of this test's renders. */
const testClients = new Set<QueryClient>();

/**
 * Wait until no read or write of this test's renders is on its way (the local API's `settle`):
 * a purchase's ledger read again after the test ended would reach the next test's server.
 */
export async function consoleReadsSettled(): Promise<void> {
  await waitFor(() => {
    for (const client of testClients) {
      expect(client.isFetching() + client.isMutating()).toBe(0);
    }
  });
  testClients.clear();
}

/**
 * Render `ui` (a console component) inside what the host gives the console, fresh for each
 * render: a new QueryClient (no server data carried between tests; no retries, so a failure
 * shows at once), the console's services, and its client state back to the start (the default
 * lead filters).
 */
export function renderInConsole(ui: ReactNode, services: ConsoleServices) {
  useLeadFilterStore.setState({ filters: defaultLeadFilters });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  testClients.add(queryClient);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConsoleProvider value={services}>{ui}</ConsoleProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/**
 * Render one console page at `url` inside the providers the host gives it; any other path
 * renders a marker with the pathname, so tests can see where the page navigated.
 */
export function renderConsole(
  route: { path: string; element: ReactNode },
  url: string,
  services: ConsoleServices,
) {
  const router = createMemoryRouter([route, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [url],
  });
  return renderInConsole(<RouterProvider router={router} />, services);
}

/** A console's services around `api`, recording the toasts it shows. */
export function consoleServices(
  base: Pick<ConsoleServices, 'api' | 'user'> & Partial<ConsoleServices>,
) {
  const toasts: string[] = [];
  const services: ConsoleServices = {
    onUserChange: () => {},
    notify: (message) => toasts.push(message),
    notifyError: (message) => toasts.push(`error: ${message}`),
    ...base,
  };
  return { services, toasts };
}
