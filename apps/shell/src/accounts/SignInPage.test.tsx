/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectApi } from '../api';
import { useNotifications } from '../notifications/notificationStore';
import { queryClient } from '../queryClient';
import { useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { renderPageAt } from '../test/renderApp';
import { socialProvidersQuery } from './SocialButtons';

const localApi = serveLocalApi();

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

function fillAndSubmit(email = 'aroha@example.nz', password = 'harakeke-weaving') {
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function formError(): Promise<string> {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  const alert = await within(form).findByRole('alert');
  return alert.textContent ?? '';
}

describe('sign-in', () => {
  it('signs a customer in for this tab only and lands on /my-jobs', async () => {
    localApi.on('POST /api/login-user', {
      body: { token: 'tok-c', user: customerUser(), message: 'Login successfully!' },
    });
    localApi.on('POST /api/auth/me', { body: { user: customerUser(), card: null } });
    const { router } = await renderPageAt('/signin');
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
    expect(sessionStorage.getItem('token')).toBe('tok-c');
    expect(localStorage.getItem('token')).toBeNull();
    const sent = localApi.callsTo('POST /api/login-user')[0]?.body;
    expect(sent?.email).toBe('aroha@example.nz');
    expect(sent?.isApk).toBe(false);
    // The password travels encrypted (the client's own tests decrypt it).
    expect(String(sent?.password)).toMatch(/^U2FsdGVkX1/);
    expect(String(sent?.password)).not.toContain('harakeke');
  });

  it('remembers a business user and lands on /leads/tab', async () => {
    localApi.on('POST /api/login-user', {
      body: { token: 'tok-b', user: businessUser(), message: 'Login successfully!' },
    });
    const { router } = await renderPageAt('/login');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fillAndSubmit('tane@plumbing.example.nz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/tab'));
    expect(localStorage.getItem('token')).toBe('tok-b');
  });

  it('lands a business user in customer view on /my-jobs', async () => {
    const user = businessUser({ switchedToCustomerView: true, customerView: true });
    localApi.on('POST /api/login-user', { body: { token: 'tok-b', user, message: '' } });
    const { router } = await renderPageAt('/signin');
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
  });

  it.each([
    ['a wrong password', apiError(401, 'Invalid Credentials'), 'Invalid email or password!'],
    [
      'a spam account',
      apiError(403, 'Spam user detected'),
      'Something went wrong. Please contact to admin.',
    ],
    [
      'too many attempts',
      {
        ...apiError(429, 'Too many attempts. Please try again later'),
        headers: { 'retry-after': '600' },
      },
      'Too many attempts. Please try again later',
    ],
    [
      'an unverified e-mail',
      apiError(403, 'Please verify your e-mail address first: we have sent you a new link'),
      'Please verify your e-mail address first: we have sent you a new link',
    ],
    ['any other refusal', apiError(403, 'Forbidden'), 'Invalid Credentials'],
    [
      'an answer without token or user',
      { body: { message: 'Login successfully!' } },
      'Invalid Credentials',
    ],
    ['a server failure', apiError(500, 'Internal Server Error'), 'Something went wrong'],
  ])('says what the catalogue says for %s', async (_case, answer, text) => {
    localApi.on('POST /api/login-user', answer);
    await renderPageAt('/signin');
    fillAndSubmit();
    expect(await formError()).toBe(text);
    // Focus moves to the message, so screen readers read it.
    expect(document.activeElement?.textContent).toBe(text);
    expect(useSession.getState().token).toBeNull();
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await renderPageAt('/signin');
    connectApi(`http://127.0.0.1:${port}`);
    try {
      fillAndSubmit();
      expect(await formError()).toBe('Something went wrong');
    } finally {
      // Back to the local API for the other tests.
      connectApi(localApi.url());
    }
  });

  it('shows a field the server rejected under its input and focuses it', async () => {
    localApi.on('POST /api/login-user', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.email: must be a valid e-mail address',
        fields: [{ field: 'body.email', message: 'must be a valid e-mail address' }],
      },
    });
    await renderPageAt('/signin');
    fillAndSubmit('aroha@');
    const email = screen.getByLabelText(/E-mail address/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'must be a valid e-mail address',
    );
    expect(document.activeElement).toBe(email);
  });

  it('asks for the missing fields without calling the server', async () => {
    await renderPageAt('/signin');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/));
    expect(localApi.callsTo('POST /api/login-user')).toHaveLength(0);
  });

  describe('a deleted account', () => {
    const refused = apiError(409, 'Deleted User Detected', { reactivationToken: 'react-1' });

    it('offers reactivation; Yes reactivates and signs in again', async () => {
      let attempts = 0;
      localApi.on('POST /api/login-user', () => {
        attempts += 1;
        return attempts === 1
          ? refused
          : { body: { token: 'tok-c', user: customerUser(), message: 'Login successfully!' } };
      });
      localApi.on('POST /api/activate-account', {
        body: { message: 'Your account has been reactivated :)' },
      });
      const { router } = await renderPageAt('/signin');
      fillAndSubmit();
      const dialog = await screen.findByRole('alertdialog', { name: 'Deactivated User Detected' });
      expect(within(dialog).getByText('Do you want to activate user?')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'No, cancel!' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, activate it!' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
      expect(localApi.callsTo('POST /api/activate-account')[0]?.body).toEqual({
        email: 'aroha@example.nz',
        reactivationToken: 'react-1',
      });
      expect(screen.getByText('Your account has been reactivated :)')).toBeTruthy();
      expect(sessionStorage.getItem('token')).toBe('tok-c');
    });

    it('No leaves it deactivated', async () => {
      localApi.on('POST /api/login-user', refused);
      await renderPageAt('/signin');
      fillAndSubmit();
      const dialog = await screen.findByRole('alertdialog', { name: 'Deactivated User Detected' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'No, cancel!' }));
      expect(await screen.findByText('Your account is still deactivated ):')).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(localApi.callsTo('POST /api/activate-account')).toHaveLength(0);
    });
  });

  it.each([
    ['?verified=1', 'Your e-mail address is verified. Please sign in.'],
    ['?reactivated=1', 'Your account has been reactivated :)'],
    ['?social=cancelled', 'Signing in with that provider was cancelled.'],
    ['?social=spam', 'Something went wrong. Please contact to admin.'],
    ['?social=failed', 'Signing in with that provider did not work. Please try again.'],
    [
      '?social=unavailable',
      'Signing in with that provider is not available just now. Sign in with your e-mail and password, or try again later.',
    ],
    [
      '?social=email-unverified',
      'That provider has not verified your e-mail address. Verify it there, or sign in with your e-mail and password.',
    ],
    [
      '?social=no-email',
      'That provider did not share your e-mail address. Allow it, or sign in with your e-mail and password.',
    ],
    [
      '?social=deleted',
      'This account is deactivated. Sign in with your e-mail and password to reactivate it.',
    ],
    ['?social=toString', 'Signing in with that provider did not work. Please try again.'],
    ['?email-change=done', 'Your e-mail address is changed. Sign in with the new address.'],
    [
      '?email-change=expired',
      'That link has expired or was used already. Change your e-mail again from Settings.',
    ],
    [
      '?email-change=taken',
      'Another account now uses that e-mail address, so your address was not changed.',
    ],
  ])('says what %s means', async (query, text) => {
    await renderPageAt(`/signin${query}`);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('tells a signed-in customer sent away from /signin that the e-mail was changed', async () => {
    const user = customerUser();
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    useSession.getState().signIn('tok', user, true);
    const { router } = await renderPageAt('/signin?email-change=done');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
    expect(
      await screen.findByText('Your e-mail address is changed. Sign in with the new address.'),
    ).toBeTruthy();
    expect(useNotifications.getState().message).toBe(
      'Your e-mail address is changed. Sign in with the new address.',
    );
  });

  it('offers only the providers the server has configured, as links to the API', async () => {
    localApi.on('GET /api/auth/providers', { body: { providers: ['google', 'facebook'] } });
    await renderPageAt('/signin');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(`${localApi.url()}/api/auth/google`);
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue with LinkedIn' })).toBeNull();
    expect(screen.getByText('or')).toBeTruthy();
  });

  it('offers no provider, nor the "or", when none is configured', async () => {
    localApi.on('GET /api/auth/providers', { body: { providers: [] } });
    await renderPageAt('/signin');
    await screen.findByRole('form', { name: 'Sign in' });
    // The answer is in: still nothing.
    await waitFor(() =>
      expect(queryClient.getQueryState(socialProvidersQuery.queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('link', { name: /^Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
