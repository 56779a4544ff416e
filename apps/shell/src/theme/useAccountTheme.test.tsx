import { getThemeStore } from '@quoteway/ui';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/sessionStore';
import { customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt, sessionUser } from '../test/renderApp';

const localApi = serveLocalApi();

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  useSession.getState().clear();
  act(() => getThemeStore().setChoice('system'));
});

describe('the account theme follows the person', () => {
  it("shows the account's theme when the signed-in user loads", async () => {
    localStorage.setItem('token', 'stored-token');
    useSession.setState({ token: 'stored-token' });
    localApi.on('POST /api/auth/me', {
      body: { user: customerUser({ theme: 'dark' }), card: null },
    });
    renderAt('/home');
    await waitFor(() => expect(getThemeStore().getState().choice).toBe('dark'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    // Shown from the account: nothing to save back.
    expect(localApi.callsTo('PUT /api/update-user-field')).toEqual([]);
  });

  it('stores a theme chosen on this device with the account', async () => {
    localApi.on('PUT /api/update-user-field', ({ body }) => ({
      body: { user: customerUser({ theme: body?.value as 'light' }) },
    }));
    act(() => useSession.getState().signIn('tok', customerUser({ theme: 'system' }), false));
    renderAt('/home');
    await screen.findAllByRole('banner');
    act(() => getThemeStore().setChoice('light'));
    await waitFor(() =>
      expect(localApi.callsTo('PUT /api/update-user-field')[0]?.body).toEqual({
        field: 'theme',
        value: 'light',
      }),
    );
    await waitFor(() => expect(sessionUser()?.theme).toBe('light'));
  });

  it('keeps a theme chosen on this device over the account’s, and stores it with the account', async () => {
    act(() => getThemeStore().setChoice('semi-dark'));
    localApi.on('PUT /api/update-user-field', ({ body }) => ({
      body: { user: customerUser({ theme: body?.value as 'semi-dark' }) },
    }));
    localStorage.setItem('token', 'stored-token');
    useSession.setState({ token: 'stored-token' });
    localApi.on('POST /api/auth/me', {
      body: { user: customerUser({ theme: 'dark' }), card: null },
    });
    renderAt('/home');
    await waitFor(() =>
      expect(localApi.callsTo('PUT /api/update-user-field')[0]?.body).toEqual({
        field: 'theme',
        value: 'semi-dark',
      }),
    );
    expect(getThemeStore().getState().choice).toBe('semi-dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('semi-dark');
  });
});
