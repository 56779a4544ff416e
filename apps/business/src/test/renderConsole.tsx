import { I18nProvider, i18n } from '@quoteway/i18n';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ConsoleProvider, type ConsoleServices } from '../console';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Shows where the console navigated to (for assertions on `location`). */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
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
  return render(
    <I18nProvider i18n={i18n}>
      <ConsoleProvider value={services}>
        <RouterProvider router={router} />
      </ConsoleProvider>
    </I18nProvider>,
  );
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
