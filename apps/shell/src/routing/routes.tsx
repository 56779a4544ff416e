import { businessRoutes } from '@quoteway/business';
import { embedRoutes } from '@quoteway/embed';
import { useLingui } from '@lingui/react/macro';
import { PageContainer, Spinner } from '@quoteway/ui';
import { Outlet, type RouteObject } from 'react-router';
import { prefetchBusiness, prefetchDirectory, prefetchListing } from '../businesses/prefetch';
import { ShellLayout } from '../layout/ShellLayout';
import { Notifications } from '../notifications/Notifications';
import { prefetchContent, prefetchPolicy } from '../pages/content/prefetch';
import { prefetchHome } from '../pages/home/prefetch';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { RegionalPopup } from '../regional/RegionalPopup';
import { useSessionBootstrap } from '../session/useSessionBootstrap';
import { useAccountTheme } from '../theme/useAccountTheme';
import { ShellConsoleServices } from './ConsoleServices';
import { type RouteHandle, registerRoutes } from './preload';
import { RouteGuard } from './RouteGuard';
import * as css from './routes.css';
import { ShellWizardServices } from './WizardServices';
import type * as AccountPagesModule from '../accounts/accountPages';

type AccountPages = typeof AccountPagesModule;

function Root() {
  useSessionBootstrap();
  useAccountTheme();
  return (
    <>
      <RouteGuard>
        <ShellConsoleServices>
          <ShellWizardServices>
            <Outlet />
          </ShellWizardServices>
        </ShellConsoleServices>
        <RegionalPopup />
      </RouteGuard>
      <Notifications />
    </>
  );
}

/**
 * The home and landing pages: a chunk of their own, so that no other page's first load carries
 * them. On a first visit main.tsx fetches it beside the catalog, before the router starts, so
 * the home page does not wait for it any longer than for its words.
 */
async function homePage() {
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
    handle: { prefetch: prefetchDirectory } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).BusinessDirectoryPage,
    }),
  },
  {
    path: '/profession/:professionId/:selectedLocation?',
    HydrateFallback: PageLoading,
    handle: { prefetch: prefetchListing } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).ProfessionPage,
    }),
  },
  {
    path: '/category/:professionName/:locationName',
    HydrateFallback: PageLoading,
    handle: { prefetch: prefetchListing } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).CategoryPage,
    }),
  },
  {
    path: '/business-details/:id',
    HydrateFallback: PageLoading,
    handle: { prefetch: prefetchBusiness } satisfies RouteHandle,
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
          // The console's pages hold the page's room while their code loads, as the shell's do.
          ...businessRoutes.map((route) => ({ HydrateFallback: PageLoading, ...route })),
          {
            path: '*',
            HydrateFallback: PageLoading,
            lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

// Links preload the pages they lead to (RouterLink).
registerRoutes(routes);
