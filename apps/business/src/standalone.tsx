import { activateLocale, I18nProvider, i18n, matchLocale } from '@quoteway/i18n';
import { themes } from '@quoteway/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { businessRoutes } from './routes';

// The console on its own, without the shell, for focused development of its screens.
document.documentElement.classList.add(themes.light);
await activateLocale('app', matchLocale(navigator.languages));
const router = createBrowserRouter([
  ...businessRoutes,
  { path: '*', element: <Navigate to="/leads/tab" replace /> },
]);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
