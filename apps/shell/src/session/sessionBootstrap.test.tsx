import { LOGOUT_DELAY_MS, REDIRECT_DELAY_MS } from '@quoteway/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { businessUser, customerUser } from '../test/fixtures';
import { apiError, serveLocalApi, settleUntil } from '../test/localApi';
import { renderAt, sessionUser } from '../test/renderApp';
import { browser } from './browser';
import { useSession } from './sessionStore';

const localApi = serveLocalApi();

/** A token stored by an earlier visit, as the page finds it on load. */
function storedToken(token = 'stored-token') {
  localStorage.setItem('token', token);
  useSession.setState({ token });
}

function where(router: { state: { location: { pathname: string } } }) {
  return router.state.location.pathname;
}

/** Fake the delays only: the local server, fetch and React keep the real event loop. */
function fakeDelays() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  vi.useRealTimers();
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('session bootstrap (auth/me on load)', () => {
  it('refreshes the user from auth/me and shows them in the header', async () => {
    storedToken();
    localApi.on('POST /api/auth/me', { body: { user: businessUser(), card: null } });
    renderAt('/leads/tab');
    expect(await screen.findByText('Tane Plumbing')).toBeTruthy();
    expect(screen.getByText('Business View')).toBeTruthy();
    expect(localApi.callsTo('POST /api/auth/me')[0]?.headers.authorization).toBe(
      'Bearer stored-token',
    );
    // The header's user is the `me` query's answer: no second copy of it.
    expect(sessionUser()?.userName).toBe('Tane Plumbing');
    expect(localApi.callsTo('POST /api/auth/me')).toHaveLength(1);
  });

  it("'token is invalid' on a private page: session expired, then /home after 3 s", async () => {
    fakeDelays();
    storedToken();
    localApi.on('POST /api/auth/me', apiError(401, 'token is invalid'));
    const { router } = renderAt('/my-jobs');
    await settleUntil(() => useNotifications.getState().warning !== '');
    expect(screen.getByText('Your login session is expired. Please login again.')).toBeTruthy();
    expect(screen.getByText('Login session is expired !')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
    expect(where(router)).toBe('/my-jobs');
    expect(useSession.getState().token).toBe('stored-token');
    await act(async () => vi.advanceTimersByTime(1));
    // The home page's code may still be loading: the router moves once it is there.
    await settleUntil(() => where(router) === '/home');
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("'User is deleted': 'Your account is deleted', logout after 2.5 s", async () => {
    fakeDelays();
    storedToken();
    localApi.on('POST /api/auth/me', apiError(401, 'User is deleted'));
    localApi.on('POST /api/auth/logout', { body: { result: 'logged out' } });
    const { router } = renderAt('/my-jobs');
    await settleUntil(() => useNotifications.getState().error !== '');
    expect(screen.getByRole('alert').textContent).toContain('Your account is deleted');

    await act(async () => vi.advanceTimersByTime(LOGOUT_DELAY_MS - 1));
    expect(useSession.getState().token).toBe('stored-token');
    await act(async () => vi.advanceTimersByTime(1));
    // The home page's code may still be loading: the router moves once it is there.
    await settleUntil(() => where(router) === '/home');
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    // Logout tells the server which session ended.
    await settleUntil(() => localApi.callsTo('POST /api/auth/logout').length === 1);
    expect(localApi.callsTo('POST /api/auth/logout')[0]?.headers.authorization).toBe(
      'Bearer stored-token',
    );
  });

  it("'Spam user': 'Something went wrong. Please contact to admin.', logout after 2.5 s", async () => {
    fakeDelays();
    storedToken();
    localApi.on('POST /api/auth/me', apiError(401, 'Spam user'));
    localApi.on('POST /api/auth/logout', { body: { result: 'logged out' } });
    const { router } = renderAt('/inbox');
    await settleUntil(() => useNotifications.getState().error !== '');
    expect(screen.getByRole('alert').textContent).toContain(
      'Something went wrong. Please contact to admin.',
    );
    await act(async () => vi.advanceTimersByTime(LOGOUT_DELAY_MS - 1));
    expect(where(router)).toBe('/inbox');
    await act(async () => vi.advanceTimersByTime(1));
    // The home page's code may still be loading: the router moves once it is there.
    await settleUntil(() => where(router) === '/home');
    expect(useSession.getState().token).toBeNull();
  });

  it('drops a stale token quietly on a public page', async () => {
    storedToken();
    localApi.on('POST /api/auth/me', apiError(401, 'token is invalid'));
    const { router } = renderAt('/about');
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(where(router)).toBe('/about');
    expect(useNotifications.getState().warning).toBe('');
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('a 400 clears token and user and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    storedToken();
    localApi.on('POST /api/auth/me', apiError(400, 'Wrong number of segments'));
    renderAt('/home');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    reload.mockRestore();
  });

  it('an answer without a user id ends loading with no user', async () => {
    storedToken();
    localApi.on('POST /api/auth/me', { body: { user: { userName: 'ghost' }, card: null } });
    const { router } = renderAt('/my-jobs');
    // Loading ends (the page shows) with no user: the header has no name.
    await waitFor(() => expect(localApi.callsTo('POST /api/auth/me')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByText('ghost')).toBeNull();
    expect(where(router)).toBe('/my-jobs');
  });

  it('waits for the user before deciding where a customer may go', async () => {
    storedToken();
    let answer: (value: void) => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    localApi.on('POST /api/auth/me', async () => {
      await answered;
      return { body: { user: customerUser(), card: null } };
    });
    const { router } = renderAt('/signin');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(where(router)).toBe('/signin');
    answer();
    // A signed-in customer is kept away from sign-in (spec section 2).
    await waitFor(() => expect(where(router)).toBe('/my-jobs'));
  });
});
