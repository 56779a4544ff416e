import { businessRoutes } from '@quoteway/business';
import { embedRoutes } from '@quoteway/embed';
import { Outlet, type RouteObject } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { Notifications } from '../notifications/Notifications';
import { ForgotPasswordPage, ResetPasswordPage, SetPasswordPage } from '../accounts/PasswordPages';
import { SignInPage } from '../accounts/SignInPage';
import { SignUpBusinessPage } from '../accounts/SignUpBusinessPage';
import { SignUpPage } from '../accounts/SignUpPage';
import { SocialSignInPage } from '../accounts/SocialSignInPage';
import { InboxPage, MyJobsPage, SettingsPage } from '../pages/CustomerPages';
import { HomePage } from '../pages/HomePage';
import { AboutPage, AdsPage, HelpPage, HowItWorksPage } from '../pages/InfoPages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PolicyPage } from '../pages/PolicyPage';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { RegionalPopup } from '../regional/RegionalPopup';
import { useSessionBootstrap } from '../session/useSessionBootstrap';
import { ShellConsoleServices } from './ConsoleServices';
import { RouteGuard } from './RouteGuard';

function Root() {
  useSessionBootstrap();
  return (
    <>
      <RouteGuard>
        <ShellConsoleServices>
          <Outlet />
        </ShellConsoleServices>
        <RegionalPopup />
      </RouteGuard>
      <Notifications />
    </>
  );
}

// The directory, the trade listings and the business pages: one chunk, loaded on first
// visit (the home page does not need them).
const publicBusinessRoutes: RouteObject[] = [
  {
    path: '/business-directory',
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).BusinessDirectoryPage,
    }),
  },
  {
    path: '/profession/:professionId/:selectedLocation?',
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).ProfessionPage,
    }),
  },
  {
    path: '/category/:professionName/:locationName',
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).CategoryPage,
    }),
  },
  {
    path: '/business-details/:id',
    lazy: async () => ({
      Component: (await import('../businesses/publicPages')).BusinessDetailsPage,
    }),
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
          { path: '/home', element: <HomePage /> },
          { path: '/iframehome/:service?/:locations?', element: <HomePage /> },
          { path: '/landing-page/:service?/:locations?', element: <HomePage /> },
          { path: '/signin', element: <SignInPage /> },
          { path: '/login', element: <SignInPage /> },
          { path: '/socialsignin', element: <SocialSignInPage /> },
          { path: '/signup', element: <SignUpPage /> },
          { path: '/signup-business', element: <SignUpBusinessPage /> },
          { path: '/set-password', element: <SetPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          ...publicBusinessRoutes,
          { path: '/ads', element: <AdsPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/how-it-works', element: <HowItWorksPage /> },
          { path: '/policy/:tid', element: <PolicyPage /> },
          { path: '/my-jobs/:tabId?/:expandedId?', element: <MyJobsPage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/inbox', element: <InboxPage /> },
          { path: '/chat/:senderId/:receiverId/:jobId', element: <InboxPage /> },
          ...businessRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
