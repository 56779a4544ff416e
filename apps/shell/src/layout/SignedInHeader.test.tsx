import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { queryClient } from '../queryClient';
import { dispatchRealtime } from '../session/realtimeHub';
import { type SessionUser, useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt, sessionUser } from '../test/renderApp';
import { notificationsQuery } from './headerAlerts';

const localApi = serveLocalApi();
const originalMatchMedia = window.matchMedia;

/** Makes `(max-width: Npx)` and `(min-width: Npx)` queries answer for a viewport `width` px wide. */
function viewportOf(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

async function headerOf(user: SessionUser, path: string) {
  localApi.on('POST /api/auth/me', { body: { user, card: null } });
  useSession.getState().signIn('tok', user, true);
  renderAt(path);
  // The header's signed-in part is its own chunk: the profile menu's button shows once it is in.
  await screen.findByRole('button', { name: 'Profile menu' });
  return within(screen.getByRole('banner', { hidden: true }));
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('the credit balance in the header', () => {
  it.each([
    [320, '252'],
    [375, '252'],
    [400, '252'],
    [700, '252 credits'],
    [750, '252 credits'],
    [800, '252 credits · ≈ $100.80'],
    [1280, '252 credits · ≈ $100.80'],
  ])('shows at %d px as %j, and its worth to screen readers', async (width, shown) => {
    viewportOf(width);
    const header = await headerOf(businessUser({ credits: 252 }), '/leads/tab');
    const badge = header.getByText(shown);
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(header.getByText('252 credits, worth about $100.80')).toBeTruthy();
  });

  it.each([
    ['a customer', customerUser({ credits: 40 })],
    ['a business in customer view', businessUser({ switchedToCustomerView: true })],
  ])('is not shown to %s', async (_who, user) => {
    viewportOf(375);
    const header = await headerOf(user, '/my-jobs');
    expect(header.queryByText(/credits?/)).toBeNull();
  });
});

describe('the header reads the signed-in user from the me query alone', () => {
  it('shows a realtime credit change: auth/me is read again, nothing else holds the user', async () => {
    viewportOf(1280);
    const header = await headerOf(businessUser({ credits: 70 }), '/leads/tab');
    expect(header.getByText('70 credits, worth about $28')).toBeTruthy();
    // The server's answer changes, then it says the credits did.
    localApi.on('POST /api/auth/me', { body: { user: businessUser({ credits: 95 }), card: null } });
    act(() => dispatchRealtime('update-credits', { credits: 95 }));
    expect(await header.findByText('95 credits, worth about $38')).toBeTruthy();
    expect(sessionUser()?.credits).toBe(95);
    // Read once as the header came (the sign-in's answer) and once on the event, by every
    // reader of the user together.
    expect(localApi.callsTo('POST /api/auth/me')).toHaveLength(1);
  });

  it('shows a name saved in the settings at once', async () => {
    viewportOf(1280);
    const header = await headerOf(customerUser(), '/settings');
    expect(header.getByText('Aroha Ngata')).toBeTruthy();
    localApi.on('PUT /api/update-user-field', {
      body: { user: customerUser({ userName: 'Aroha Te Ao' }) },
    });
    const name = await screen.findByLabelText(/Your name/);
    fireEvent.change(name, { target: { value: 'Aroha Te Ao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await header.findByText('Aroha Te Ao')).toBeTruthy();
    expect(header.queryByText('Aroha Ngata')).toBeNull();
    // The answer was written to the query, not read again.
    expect(localApi.callsTo('POST /api/auth/me')).toHaveLength(0);
  });

  it('forgets the user and every query of the session at sign-out', async () => {
    viewportOf(1280);
    localApi.on('GET /api/notifications', { body: { notifications: [], unread: 0 } });
    localApi.on('GET /api/applications', { body: { applications: [] } });
    localApi.on('POST /api/auth/logout', { body: { result: 'logged out' } });
    await headerOf(customerUser(), '/my-jobs');
    await waitFor(() =>
      expect(queryClient.getQueryData(notificationsQuery.queryKey)).toBeDefined(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    // Back home, as a visitor: the header offers the sign-in again and names no one.
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Aroha Ngata')).toBeNull();
    expect(sessionUser()).toBeNull();
    const sessionRoutes = ['me', 'notifications', 'applications', 'conversations', 'myJobs'];
    // (The header's readers may keep their queries, disabled and empty, for a next sign-in.)
    const left = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => sessionRoutes.includes(String(query.queryKey[0])))
      .map((query) => query.state.data);
    expect(left.filter((data) => data !== undefined)).toEqual([]);
  });
});
