import type { ApiOutput } from '@quoteway/api-client';
import { apiQueryKey } from '@quoteway/api-client/keys';
import { I18nProvider, i18n } from '@quoteway/i18n';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../queryClient';
import { routes } from '../routing/routes';

// Source-language messages come from the macros themselves in tests (no compiled catalog).
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The signed-in user as the shell knows it: the `me` query's answer (null when none). */
export function sessionUser() {
  return queryClient.getQueryData<ApiOutput<'me'>>(apiQueryKey('me'))?.user ?? null;
}

/**
 * Render the real route table at `path` in a memory router. Each render starts with an empty
 * cache (no answer of an earlier test's server is reused), unless `keepCache` (a test that
 * filled it first, as main.tsx does before the first render). The signed-in user of the
 * test's own sign-in (the `me` query's answer, as a sign-in form leaves it) is kept.
 */
export function renderAt(path: string, { keepCache = false }: { keepCache?: boolean } = {}) {
  if (!keepCache) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { router, ...view };
}

/**
 * `renderAt` for a page loaded on demand (a `lazy` route): resolves once the page is on
 * screen (its main heading), so the test can find its fields at once.
 */
export async function renderPageAt(path: string) {
  const view = renderAt(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}
