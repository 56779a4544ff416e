import { businessRoutes } from '@quoteway/business/routes';
import { embedRoutes } from '@quoteway/embed/routes';
import { useLingui } from '@lingui/react/macro';
import { PageContainer, Spinner } from '@quoteway/ui';
import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { Notifications } from '../notifications/Notifications';
import { loadHeroSearch } from '../pages/home/loadHeroSearch';
import { prefetchHome } from '../pages/home/prefetch';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { useSessionBootstrap } from '../session/useSessionBootstrap';
import { useAccountTheme } from '../theme/useAccountTheme';
import { queryRoute } from '../query/withQuery';
import { ShellConsoleServices } from './ConsoleServices';
import { type PageAddress, type RouteHandle, registerRoutes } from './preload';
import { RouteGuard } from './RouteGuard';
import { usePageBusy } from './usePageBusy';
import * as css from './routes.css';
import { ShellWizardServices } from './WizardServices';
import type * as AccountPagesModule from '../accounts/accountPages';
import type * as BusinessPrefetchModule from '../businesses/prefetch';
import type * as ContentPrefetchModule from '../pages/content/prefetch';

type AccountPages = typeof AccountPagesModule;
type BusinessPrefetch = typeof BusinessPrefetchModule;
type ContentPrefetch = typeof ContentPrefetchModule;

/**
 * The reads of a public page's first screen (`handle.prefetch`), loaded with them: they fill
 * the query cache, which comes with them.
 */
function businessPrefetch(name: keyof BusinessPrefetch) {
  return async (page: PageAddress) => (await import('../businesses/prefetch'))[name](page);
}
function prefetchContent(id: Parameters<ContentPrefetch['prefetchContent']>[0]) {
  return async () => (await import('../pages/content/prefetch')).prefetchContent(id)();
}
async function prefetchPolicy(page: PageAddress) {
  return (await import('../pages/content/prefetch')).prefetchPolicy(page);
}

/**
 * The offer of another regional site: a chunk of its own (the dialog, the sites' table with
 * their prices and phone formats), loaded after the first render: the first screen does
 * without it, and it opens over the page rather than beside it.
 */
const RegionalPopup = lazy(async () => ({
  default: (await import('../regional/RegionalPopup')).RegionalPopup,
}));

function Root() {
  useSessionBootstrap();
  useAccountTheme();
  usePageBusy();
  return (
    <>
      <RouteGuard>
        <ShellConsoleServices>
          <ShellWizardServices>
            <Outlet />
          </ShellWizardServices>
        </ShellConsoleServices>
        <Suspense fallback={null}>
          <RegionalPopup />
        </Suspense>
      </RouteGuard>
      <Notifications />
    </>
  );
}

/**
 * The home and landing pages: a chunk of their own, so that no other page's first load carries
 * them. On a first visit main.tsx fetches it beside the catalog, before the router starts, so
 * the home page does not wait for it any longer than for its words. Its search comes after the
 * page's load event (`loadHeroSearch`) and is not waited for: the page shows a stand-in of it
 * until it is there.
 */
async function homePage() {
  void loadHeroSearch();
  return { Component: (await import('../pages/HomePage')).HomePage };
}

/**
 * The signed-in customer's pages, each loaded on first visit: the home page (what most
 * visitors see first) does not wait for My Jobs or the chat.
 */
function customerPage(name: 'MyJobsPage' | 'SettingsPage' | 'InboxPage') {
  return async () => ({ Component: (await import('../pages/CustomerPages'))[name] });
}

/**
 * Shown in the layout while a page opened first is still loading: the session check and the
 * layout around it run at once rather than wait for the page's code.
 */
function PageLoading() {
  const { t } = useLingui();
  return (
    <div className={css.pageLoading}>
      <PageContainer>
        <Spinner label={t`Loading`} />
      </PageContainer>
    </div>
  );
}

// The directory, the trade listings and the business pages: one chunk, loaded on first
// visit (the home page does not need them).
const publicBusinessRoutes: RouteObject[] = [
  {
    path: '/business-directory',
    HydrateFallback: PageLoading,
    handle: { prefetch: businessPrefetch('prefetchDirectory') } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).BusinessDirectoryPage,
    }),
  },
  {
    path: '/profession/:professionId/:selectedLocation?',
    HydrateFallback: PageLoading,
    handle: { prefetch: businessPrefetch('prefetchListing') } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).ProfessionPage,
    }),
  },
  {
    path: '/category/:professionName/:locationName',
    HydrateFallback: PageLoading,
    handle: { prefetch: businessPrefetch('prefetchListing') } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).CategoryPage,
    }),
  },
  {
    path: '/b/:slug',
    HydrateFallback: PageLoading,
    handle: { prefetch: businessPrefetch('prefetchBusiness') } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).BusinessDetailsPage,
    }),
  },
  {
    // The old address of a business's page: the page replaces it with /b/<slug>.
    path: '/business-details/:id',
    HydrateFallback: PageLoading,
    handle: { prefetch: businessPrefetch('prefetchBusiness') } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).BusinessDetailsPage,
    }),
  },
];

/**
 * The site's own pages (help, FAQ, policies, about, how it works, ads): one chunk, loaded on
 * first visit; their text comes from the API in the visitor's language.
 */
function contentPage(name: 'HelpPage' | 'AboutPage' | 'HowItWorksPage' | 'AdsPage' | 'PolicyPage') {
  return async () => ({ Component: (await import('../pages/content/ContentPages'))[name] });
}

/** A content page's route: its chunk, and its text read beside it on a first visit. */
function contentRoute(
  path: string,
  name: Parameters<typeof contentPage>[0],
  prefetch: NonNullable<RouteHandle['prefetch']>,
): RouteObject {
  return {
    path,
    lazy: contentPage(name),
    HydrateFallback: PageLoading,
    handle: { prefetch } satisfies RouteHandle,
  };
}

/** Sign-in (from a link or the guard) and a page not found, each loaded when opened. */
function signInPage(name: 'SignInPage' | 'SocialSignInPage') {
  return async () => ({ Component: (await import('../accounts/signInPages'))[name] });
}

/** A sign-up or password screen, loaded when opened. */
function accountPage(name: keyof AccountPages) {
  return async () => ({ Component: (await import('../accounts/accountPages'))[name] });
}

/** The layout's pages past the home and landing pages. */
const pageRoutes: RouteObject[] = [
  { path: '/signin', lazy: signInPage('SignInPage'), HydrateFallback: PageLoading },
  { path: '/login', lazy: signInPage('SignInPage'), HydrateFallback: PageLoading },
  {
    path: '/socialsignin',
    lazy: signInPage('SocialSignInPage'),
    HydrateFallback: PageLoading,
  },
  { path: '/signup', lazy: accountPage('SignUpPage'), HydrateFallback: PageLoading },
  {
    path: '/signup-business',
    lazy: accountPage('SignUpBusinessPage'),
    HydrateFallback: PageLoading,
  },
  {
    path: '/set-password',
    lazy: accountPage('SetPasswordPage'),
    HydrateFallback: PageLoading,
  },
  {
    path: '/reset-password',
    lazy: accountPage('ResetPasswordPage'),
    HydrateFallback: PageLoading,
  },
  {
    path: '/forgot-password',
    lazy: accountPage('ForgotPasswordPage'),
    HydrateFallback: PageLoading,
  },
  ...publicBusinessRoutes,
  contentRoute('/ads', 'AdsPage', prefetchContent('ads')),
  contentRoute('/help', 'HelpPage', prefetchContent('help')),
  contentRoute('/about', 'AboutPage', prefetchContent('about')),
  contentRoute('/how-it-works', 'HowItWorksPage', prefetchContent('how-it-works')),
  contentRoute('/policy/:tid', 'PolicyPage', prefetchPolicy),
  {
    path: '/moderation',
    HydrateFallback: PageLoading,
    lazy: async () => ({
      Component: (await import('../pages/ModerationFiguresPage')).ModerationFiguresPage,
    }),
  },
  {
    path: '/my-jobs/:tabId?/:expandedId?',
    lazy: customerPage('MyJobsPage'),
    HydrateFallback: PageLoading,
  },
  { path: '/settings', lazy: customerPage('SettingsPage'), HydrateFallback: PageLoading },
  { path: '/inbox', lazy: customerPage('InboxPage'), HydrateFallback: PageLoading },
  {
    path: '/chat/:senderId/:receiverId/:jobId',
    lazy: customerPage('InboxPage'),
    HydrateFallback: PageLoading,
  },
  {
    path: '/review/:jobId',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('../reviews/ReviewPage')).ReviewPage }),
  },
  {
    path: '/admin/:section?',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('../admin/AdminPage')).AdminPage }),
  },
  // The console's pages hold the page's room while their code loads, as the shell's do.
  ...businessRoutes.map((route) => ({ HydrateFallback: PageLoading, ...route })),
  {
    path: '*',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
  },
];

/** The route table of spec section 2; guards and redirects live in RouteGuard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ServerErrorPage />,
    children: [
      // Embeds render without the site's layout (they live in third-party iframes).
      ...embedRoutes,
      {
        element: <ShellLayout />,
        errorElement: <ServerErrorPage />,
        children: [
          // '/' is redirected to /home by the guard, keeping the query string.
          { path: '/', element: null },
          {
            path: '/home',
            lazy: homePage,
            HydrateFallback: PageLoading,
            handle: { prefetch: prefetchHome } satisfies RouteHandle,
          },
          {
            path: '/iframehome/:service?/:locations?',
            lazy: homePage,
            HydrateFallback: PageLoading,
          },
          {
            path: '/landing-page/:service?/:locations?',
            lazy: homePage,
            HydrateFallback: PageLoading,
            handle: { prefetch: prefetchHome } satisfies RouteHandle,
          },
          // Every other page reads through TanStack Query: its code comes with the query runtime.
          ...pageRoutes.map(queryRoute),
        ],
      },
    ],
  },
];

// Links preload the pages they lead to (RouterLink).
registerRoutes(routes);
