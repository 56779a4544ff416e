import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { customerUser } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { renderAt, renderPageAt, sessionUser } from '../test/renderApp';

const localApi = serveLocalApi();

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password screens', () => {
  it('/forgot-password sends the link and says so', async () => {
    localApi.on('POST /api/forgot-password', {
      body: {
        message: 'If an account exists for this e-mail, we have sent a link to reset the password',
      },
    });
    await renderPageAt('/forgot-password');
    change(/E-mail address/, 'aroha@example.nz');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(
        'If an account exists for this e-mail, we have sent a link to reset the password',
      ),
    ).toBeTruthy();
    expect(localApi.callsTo('POST /api/forgot-password')[0]?.body).toEqual({
      email: 'aroha@example.nz',
    });
  });

  it('/reset-password sets the new password with the link token, then sign-in', async () => {
    localApi.on('POST /api/reset-password', {
      body: { message: 'Your password has been changed. Please sign in' },
    });
    const { router } = await renderPageAt('/reset-password?token=0123456789abcdef0123');
    change(/^New password/, 'pohutukawa-bloom');
    change(/Confirm Password/, 'pohutukawa-bloom');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.getByText('Your password has been changed. Please sign in')).toBeTruthy();
    const sent = localApi.callsTo('POST /api/reset-password')[0]?.body;
    expect(sent?.token).toBe('0123456789abcdef0123');
    expect(sent?.password).not.toBe('pohutukawa-bloom');
  });

  it('/reset-password says when the link has expired', async () => {
    localApi.on(
      'POST /api/reset-password',
      apiError(400, 'This link has expired or was already used'),
    );
    await renderPageAt('/reset-password?token=0123456789abcdef0123');
    change(/^New password/, 'pohutukawa-bloom');
    change(/Confirm Password/, 'pohutukawa-bloom');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or was already used',
    );
  });

  it('/reset-password without a token offers a new link', async () => {
    await renderPageAt('/reset-password');
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('/set-password lets a social account without a password set one', async () => {
    const user = customerUser({ hasPassword: false });
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    localApi.on('POST /api/set-password', { body: { message: 'Your password has been set' } });
    useSession.getState().signIn('tok', user, false);
    renderAt('/settings');
    fireEvent.click(await screen.findByRole('link', { name: 'Set a password' }));
    // The set-password screen loads when opened.
    await screen.findByRole('button', { name: 'Set the password' });
    change(/^Password/, 'rimu-and-totara');
    change(/Confirm Password/, 'rimu-and-totara');
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('Your password has been set')).toBeTruthy();
    expect(localApi.callsTo('POST /api/set-password')[0]?.headers.authorization).toBe('Bearer tok');
    expect(sessionUser()?.hasPassword).toBe(true);
  });

  it("/set-password?token= is the first password of a job's e-mail, then My Jobs on that job", async () => {
    const jobId = '6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f';
    const user = customerUser({ hasPassword: true, emailVerified: true });
    localApi.on('POST /api/first-password', {
      body: { token: 'tok-first', user, message: 'Your password is set. Welcome to Quoteway!' },
    });
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    localApi.on('GET /api/my-jobs', { body: { jobs: [], page: 1, perPage: 6, total: 0 } });
    const { router } = await renderPageAt(`/set-password?token=0123456789abcdef0123&job=${jobId}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeTruthy();
    expect(screen.getByText('Set a password to come back to your job.')).toBeTruthy();
    // Worded as a first password: never "new", and no sign-in form.
    expect(screen.queryByText(/new password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    change(/^Password/, 'pohutukawa-bloom');
    change(/Confirm Password/, 'pohutukawa-bloom');
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-jobs/0/${jobId}`));
    expect(useSession.getState().token).toBe('tok-first');
    expect(await screen.findByText('Your password is set. Welcome to Quoteway!')).toBeTruthy();
    const sent = localApi.callsTo('POST /api/first-password')[0]?.body;
    expect(sent?.token).toBe('0123456789abcdef0123');
    expect(sent?.password).not.toBe('pohutukawa-bloom');
  });

  it('/set-password?token= says when the link was used already, and offers a new one', async () => {
    localApi.on(
      'POST /api/first-password',
      apiError(400, 'This link has expired or was already used'),
    );
    const { router } = await renderPageAt('/set-password?token=0123456789abcdef0123');
    change(/^Password/, 'pohutukawa-bloom');
    change(/Confirm Password/, 'pohutukawa-bloom');
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or was already used',
    );
    expect(router.state.location.pathname).toBe('/set-password');
    expect(useSession.getState().token).toBeNull();
    // The form that cannot succeed is gone; the ways back in are offered.
    expect(screen.queryByRole('button', { name: 'Save my password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
