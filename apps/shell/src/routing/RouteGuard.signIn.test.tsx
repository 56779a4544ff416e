import { I18nProvider, i18n } from '@quoteway/i18n';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { customerUser } from '../test/fixtures';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { peekReturn, signInReasonOf } from '../session/signInReturn';
import { RouteGuard } from './RouteGuard';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** What /home was given by the guard: the dialog's reason. */
function HomeProbe() {
  const { search, state } = useLocation();
  return <p>{`home${search} asks: ${signInReasonOf(state) ?? 'nothing'}`}</p>;
}

/** The guard alone around two stand-in pages: the smallest tree that shows its decision. */
function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        ),
        children: [
          { path: '/home', element: <HomeProbe /> },
          { path: '*', element: <p>the private page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().setAsking(false);
  localStorage.clear();
});

describe('a private page opened while signed out', () => {
  it.each([
    ['/lead-details/job-7?from=email', 'lead'],
    ['/leads/tab', 'leads'],
    ['/my-jobs/0/job-7', 'job'],
    ['/settings', 'settings'],
    ['/chat/u1/u2/job-7', 'conversation'],
    ['/inbox?conversation=c1', 'conversation'],
    ['/plans?receipt=p1', 'credits'],
  ])('%s lands on /home (query kept) asking to sign in to see a %s', async (path, reason) => {
    const router = renderGuarded(path);
    const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    expect(await screen.findByText(`home${search} asks: ${reason}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    // The page waits for the sign-in, query and all.
    expect(peekReturn()).toBe(path);
  });

  it('a public page is shown as it is, and nothing waits for a sign-in', async () => {
    renderGuarded('/home?service=plumber');
    expect(await screen.findByText('home?service=plumber asks: nothing')).toBeTruthy();
    expect(peekReturn()).toBeNull();
  });

  it('waits while a new tab asks the open tabs for their session, then decides', async () => {
    act(() => useSession.getState().setAsking(true));
    const router = renderGuarded('/my-jobs/0/job-7');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-jobs/0/job-7');
    act(() => useSession.getState().setAsking(false));
    expect(await screen.findByText('home asks: job')).toBeTruthy();
  });

  it('a session ending on a private page goes to /home without asking to come back', async () => {
    useSession.getState().signIn('tok-c', customerUser(), false);
    const router = renderGuarded('/my-jobs/0/job-7');
    expect(await screen.findByText('the private page')).toBeTruthy();
    act(() => useSession.getState().clear());
    expect(await screen.findByText('home asks: nothing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(peekReturn()).toBeNull();
  });

  it('a signed-in customer sent away from a business’s page is told why', async () => {
    useSession.getState().signIn('tok-c', customerUser(), false);
    useSession.getState().setUser(customerUser());
    const router = renderGuarded('/lead-details/job-7');
    expect(await screen.findByText('home asks: nothing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(useNotifications.getState().warning).toBe(
      'That page is for business accounts. You are signed in with a customer account.',
    );
    act(() => useSession.getState().clear());
  });

  it('a signed-in customer sent away from /signup hears nothing of business pages', async () => {
    useSession.getState().signIn('tok-c', customerUser(), false);
    renderGuarded('/signup');
    expect(await screen.findByText('the private page')).toBeTruthy();
    expect(useNotifications.getState().warning).toBe('');
    act(() => useSession.getState().clear());
  });
});
