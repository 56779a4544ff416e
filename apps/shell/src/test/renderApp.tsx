import { I18nProvider, i18n } from '@quoteway/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../routing/routes';

// Source-language messages come from the macros themselves in tests (no compiled catalog).
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Render the real route table at `path` in a memory router. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, ...view };
}
