import {
  activateLocale,
  I18nProvider,
  i18n,
  isLocale,
  matchLocale,
  storedLocale,
} from '@quoteway/i18n';
import { adoptStyleNonce, getThemeStore } from '@quoteway/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './layout/served.css';
import { loadQuery } from './query/loadQuery';
import { loadRoute, loadRouteData } from './routing/preload';
import { routes } from './routing/routes';
import { watchOtherTabs } from './session/sessionStore';
import { shareSessionAcrossTabs } from './session/tabHandshake';

/** The longest the first render waits for the page's data (the served page shows meanwhile). */
const FIRST_DATA_WAIT_MS = 3000;

// A page asked for in a language (?lang=, as the served page's language links say) opens in
// it; otherwise the visitor's choice, else the browser's languages.
const asked = new URLSearchParams(window.location.search).get('lang');
const saved = storedLocale();
const locale = isLocale(asked) ? asked : isLocale(saved) ? saved : matchLocale(navigator.languages);
// src/theme/boot.js (inline in index.html) showed the stored theme before the first paint; the store takes over from
// here (the choosers, other tabs, the device's switches under `system`).
getThemeStore();
watchOtherTabs();
shareSessionAcrossTabs();
// The dialogs' scroll lock adds a style element: it carries the page's CSP nonce.
adoptStyleNonce();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const language = activateLocale('app', locale);

if (navigator.onLine) {
  await startApp(root);
} else {
  // Opened without a network (the service worker's cached console, apps/shell/public/sw.js):
  // no page can read its data, so the offline page says so in the person's language.
  const [{ OfflinePage }] = await Promise.all([import('./offline/OfflinePage'), language]);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OfflinePage />
      </I18nProvider>
    </StrictMode>,
  );
}

async function startApp(root: HTMLElement) {
  // The page's own code (a lazily loaded route's chunk) comes beside the catalog rather than
  // after it, when the router would first ask for it, and so does what the page shows first
  // (once the language is set: the API answers trades in it), so the first render replaces the
  // served page with the whole page rather than with loading states that later push what is
  // under them. '/' is the home page's (the guard sends everyone there).
  const page = window.location.pathname === '/' ? '/home' : window.location.pathname;
  await Promise.all([
    language,
    loadRoute(page),
    language.then(() => loadRouteData(`${page}${window.location.search}`, FIRST_DATA_WAIT_MS)),
  ]);
  const router = createBrowserRouter(routes);
  // The served page is plain HTML, not React's (the server renders no React), so there is
  // nothing to hydrate: the app renders the page again. It does so as a transition, which
  // React renders in slices of a few milliseconds, yielding to the browser between them,
  // instead of one task as long as the whole page's render (what Lighthouse's Total Blocking
  // Time counts). The served page stays on screen until the render commits.
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    );
  });
  // The query runtime, which the first screen did without, for what comes next (the page's
  // other reads, the next page): once the page has loaded, so that it is not among what the
  // page asks for before its load event (a page that needs it sooner loads it itself).
  if (document.readyState === 'complete') void loadQuery();
  else window.addEventListener('load', () => void loadQuery(), { once: true });
}
