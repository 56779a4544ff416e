import {
  activateLocale,
  I18nProvider,
  i18n,
  isLocale,
  matchLocale,
  storedLocale,
} from '@quoteway/i18n';
import { adoptStyleNonce, getThemeStore } from '@quoteway/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './queryClient';
import { loadRoute } from './routing/preload';
import { routes } from './routing/routes';
import { watchOtherTabs } from './session/sessionStore';

// A page asked for in a language (?lang=, as the served page's language links say) opens in
// it; otherwise the visitor's choice, else the browser's languages.
const asked = new URLSearchParams(window.location.search).get('lang');
const saved = storedLocale();
const locale = isLocale(asked) ? asked : isLocale(saved) ? saved : matchLocale(navigator.languages);
// public/theme.js showed the stored theme before the first paint; the store takes over from
// here (the choosers, other tabs, the device's switches under `system`).
getThemeStore();
watchOtherTabs();
// The dialogs' scroll lock adds a style element: it carries the page's CSP nonce.
adoptStyleNonce();

// The page's own code (a lazily loaded route's chunk) comes beside the catalog rather than
// after it, when the router would first ask for it. '/' is the home page's (the guard sends
// everyone there).
const page = window.location.pathname === '/' ? '/home' : window.location.pathname;
await Promise.all([activateLocale('app', locale), loadRoute(page)]);
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
