import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { shareSessionAcrossTabs } from '../session/tabHandshake';
import { businessUser, customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

const localApi = serveLocalApi();

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localStorage.clear();
});

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
  localStorage.clear();
});

async function signInInDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  fireEvent.change(within(dialog).getByLabelText(/E-mail address/), {
    target: { value: 'kahu@example.nz' },
  });
  fireEvent.change(within(dialog).getByLabelText(/^Password/), {
    target: { value: 'harakeke-weaving' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('a private page opened while signed out', () => {
  it('lands on /home with the sign-in dialog saying why, then returns to the page, query kept', async () => {
    const user = businessUser();
    localApi.on('POST /api/login-user', {
      body: { token: 'tok-b', user, message: 'Login successfully!' },
    });
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    const { router } = renderAt('/lead-details/job-7?from=email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The spec's redirect keeps the query string.
    expect(router.state.location.search).toBe('?from=email');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByText('Sign in to see this lead')).toBeTruthy();
    await signInInDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lead-details/job-7'));
    expect(router.state.location.search).toBe('?from=email');
    // Used once: the next sign-in lands by the spec's rule.
    expect(localStorage.getItem('signInReturn')).toBeNull();
  });

  it.each([
    ['/my-jobs/0/job-7', 'Sign in to see your job'],
    ['/chat/u1/u2/job-7', 'Sign in to see this conversation'],
    ['/inbox?conversation=c1', 'Sign in to see this conversation'],
    ['/settings', 'Sign in to see your settings'],
    ['/plans?receipt=p1', 'Sign in to see your credits'],
  ])('%s asks "%s"', async (path, line) => {
    renderAt(path);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByText(line)).toBeTruthy();
  });

  it('a customer returned to a business-only page still meets the spec’s rule', async () => {
    const user = customerUser();
    localApi.on('POST /api/login-user', {
      body: { token: 'tok-c', user, message: 'Login successfully!' },
    });
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    const { router } = renderAt('/lead-details/job-7');
    await signInInDialog();
    // /lead-details is for business users only: a customer goes to /home (spec section 2).
    await waitFor(() => expect(useSession.getState().token).toBe('tok-c'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('closing the dialog gives the trip up: a later sign-in lands by the spec’s rule', async () => {
    const user = customerUser();
    localApi.on('POST /api/login-user', {
      body: { token: 'tok-c', user, message: 'Login successfully!' },
    });
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    const { router } = renderAt('/my-jobs/0/job-7');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
    expect(localStorage.getItem('signInReturn')).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the /signin page (after sign-up and verification) also returns to the page', async () => {
    const user = customerUser();
    localApi.on('POST /api/login-user', {
      body: { token: 'tok-c', user, message: 'Login successfully!' },
    });
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    const first = renderAt('/my-jobs/0/job-7?quote=q1');
    await screen.findByRole('dialog', { name: 'Sign in' });
    first.unmount();
    // The verification link opens /signin?verified=1, often in another tab.
    const { router } = renderAt('/signin?verified=1');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    fireEvent.change(within(form).getByLabelText(/E-mail address/), {
      target: { value: 'kahu@example.nz' },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), {
      target: { value: 'harakeke-weaving' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs/0/job-7'));
    expect(router.state.location.search).toBe('?quote=q1');
  });
});

describe('a new tab of a session that is not remembered', () => {
  it('is handed the token by the open tab over a BroadcastChannel, never through storage', async () => {
    // The open tab: signed in for this tab only.
    useSession.getState().signIn('tok-one-tab', customerUser(), false);
    const openTab = shareSessionAcrossTabs(() => {});
    // The new tab asks on the same channel, as shareSessionAcrossTabs does without a token.
    const newTab = new BroadcastChannel('quoteway-session');
    const answer = new Promise<unknown>((resolve) => {
      newTab.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
    });
    newTab.postMessage({ type: 'ask' });
    expect(await answer).toEqual({ type: 'token', token: 'tok-one-tab' });
    expect(localStorage.getItem('token')).toBeNull();
    newTab.close();
    openTab();
  });

  it('a remembered session is not handed out (other tabs read it from localStorage)', async () => {
    useSession.getState().signIn('tok-remembered', customerUser(), true);
    const openTab = shareSessionAcrossTabs(() => {});
    const newTab = new BroadcastChannel('quoteway-session');
    const heard: unknown[] = [];
    newTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    // A probe the open tab does answer, sent after the ask: once it is heard, so was any answer.
    const probe = new BroadcastChannel('quoteway-session');
    newTab.postMessage({ type: 'ask' });
    const signedOut = new Promise<void>((resolve) => {
      probe.onmessage = (event: MessageEvent<unknown>) => {
        if ((event.data as { type?: string }).type === 'signed-out') resolve();
      };
    });
    act(() => useSession.getState().clear());
    await signedOut;
    expect(heard.filter((m) => (m as { type?: string }).type === 'token')).toEqual([]);
    newTab.close();
    probe.close();
    openTab();
  });
});
