import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { browser } from '../session/browser';
import { useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

const localApi = serveLocalApi();
let assign: MockInstance<(url: string) => void>;

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  assign.mockRestore();
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('social sign-in (/socialsignin)', () => {
  it('checks the token, keeps it, drops it from the address and hard-redirects', async () => {
    localApi.on('POST /api/auth/me', { body: { user: businessUser(), card: null } });
    const { router } = renderAt('/socialsignin?token=provider-token-123');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/leads/tab'));
    expect(localApi.callsTo('POST /api/auth/me')[0]?.headers.authorization).toBe(
      'Bearer provider-token-123',
    );
    expect(localStorage.getItem('token')).toBe('provider-token-123');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a customer to /my-jobs', async () => {
    localApi.on('POST /api/auth/me', { body: { user: customerUser(), card: null } });
    renderAt('/socialsignin?token=provider-token-456');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/my-jobs'));
  });

  it('a refused token goes back to sign-in with a message, and is not kept', async () => {
    localApi.on('POST /api/auth/me', apiError(401, 'token is invalid'));
    const { router } = renderAt('/socialsignin?token=provider-token-789');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?social=failed');
    expect(useSession.getState().token).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
