import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { type SessionUser, useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { renderAt, sessionUser } from '../test/renderApp';

const localApi = serveLocalApi();

function signedIn(user: SessionUser, path: string) {
  localApi.on('POST /api/auth/me', { body: { user, card: null } });
  useSession.getState().signIn('tok', user, true);
  return renderAt(path);
}

async function openMenu() {
  const button = await screen.findByRole('button', { name: 'Profile menu' });
  fireEvent.click(button);
  return screen.getByRole('menu');
}

function itemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('profile menu', () => {
  it('is not there without a token', async () => {
    renderAt('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Profile menu' })).toBeNull();
  });

  it('offers a business user in business view the business items', async () => {
    signedIn(businessUser(), '/leads/tab');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual([
      'Business Profile',
      'Reviews',
      'Quote activity',
      'Return on spend',
      'Automatic quotes',
      'Website widget',
      'Account Settings',
      'Switch to customer view',
      'Delete My Account',
      'Logout',
    ]);
    expect(
      within(menu).getByRole('menuitem', { name: 'Business Profile' }).getAttribute('href'),
    ).toBe('/leads/my-business-profile');
    expect(within(menu).getByRole('menuitem', { name: 'Reviews' }).getAttribute('href')).toBe(
      '/leads/reviews',
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Return on spend' }).getAttribute('href'),
    ).toBe('/leads/return-on-spend');
    expect(
      within(menu).getByRole('menuitem', { name: 'Automatic quotes' }).getAttribute('href'),
    ).toBe('/leads/auto-quotes');
    expect(
      within(menu).getByRole('menuitem', { name: 'Website widget' }).getAttribute('href'),
    ).toBe('/leads/widget');
    expect(
      within(menu).getByRole('menuitem', { name: 'Account Settings' }).getAttribute('href'),
    ).toBe('/leads/settings');
  });

  it('offers a customer Settings and Register my business', async () => {
    signedIn(customerUser(), '/my-jobs');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual([
      'Settings',
      'Register my business',
      'Delete My Account',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Register my business' }).getAttribute('href'),
    ).toBe('/signup-business');
  });

  it('offers a business user in customer view the way back', async () => {
    signedIn(businessUser({ switchedToCustomerView: true, customerView: true }), '/my-jobs');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual([
      'Settings',
      'Switch to business view',
      'Delete My Account',
      'Logout',
    ]);
  });

  it('is a menu button: focus moves in, arrows move, Escape closes and returns focus', async () => {
    signedIn(customerUser(), '/my-jobs');
    const button = await screen.findByRole('button', { name: 'Profile menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    // Round to the end: the theme's last choice.
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitemradio').at(-1));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows the avatar initials when there is no picture', async () => {
    signedIn(customerUser(), '/my-jobs');
    const button = await screen.findByRole('button', { name: 'Profile menu' });
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AN');
  });

  it('switches a business user to customer view and lands on /my-jobs', async () => {
    const switched = businessUser({ switchedToCustomerView: true, customerView: true });
    localApi.on('PUT /api/update-user-field', { body: { user: switched } });
    const { router } = signedIn(businessUser(), '/leads/tab');
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to customer view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
    expect(localApi.callsTo('PUT /api/update-user-field')[0]?.body).toEqual({
      field: 'switchedToCustomerView',
      value: true,
    });
    expect(sessionUser()?.switchedToCustomerView).toBe(true);
    expect(screen.getByText('Customer View')).toBeTruthy();
  });

  it('switches back to business view and lands on /leads/tab', async () => {
    localApi.on('PUT /api/update-user-field', { body: { user: businessUser() } });
    const { router } = signedIn(
      businessUser({ switchedToCustomerView: true, customerView: true }),
      '/my-jobs',
    );
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to business view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/tab'));
    expect(localApi.callsTo('PUT /api/update-user-field')[0]?.body?.value).toBe(false);
  });

  it("shows the server's message when the switch fails", async () => {
    localApi.on('PUT /api/update-user-field', apiError(400, 'This account has no business'));
    const { router } = signedIn(businessUser(), '/leads/tab');
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Switch to customer view' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This account has no business',
    );
    expect(router.state.location.pathname).toBe('/leads/tab');
  });

  it('logs out: both storages and the user cleared, the server told, back to /home', async () => {
    localApi.on('POST /api/auth/logout', { body: { result: 'logged out' } });
    const { router } = signedIn(customerUser(), '/my-jobs');
    sessionStorage.setItem('token', 'tok');
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionUser()).toBeNull();
    await waitFor(() => expect(localApi.callsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(localApi.callsTo('POST /api/auth/logout')[0]?.headers.authorization).toBe('Bearer tok');
  });

  describe('Delete My Account', () => {
    async function askToDelete() {
      const menu = await openMenu();
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete My Account' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
      expect(within(dialog).getByText("You won't be able to revert this!")).toBeTruthy();
      return dialog;
    }

    it('Yes deletes: Deleted / Your account is deleted, then the session is gone', async () => {
      localApi.on('GET /api/delete-account', { body: { message: 'Your account is deleted' } });
      const { router } = signedIn(customerUser(), '/my-jobs');
      const dialog = await askToDelete();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
      expect(await screen.findByText('Deleted')).toBeTruthy();
      expect(screen.getByText('Your account is deleted')).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(useSession.getState().token).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localApi.callsTo('GET /api/delete-account')[0]?.headers.authorization).toBe(
        'Bearer tok',
      );
    });

    it('No keeps it: Cancelled / Your account is safe :)', async () => {
      signedIn(customerUser(), '/my-jobs');
      const dialog = await askToDelete();
      fireEvent.click(within(dialog).getByRole('button', { name: 'No, cancel!' }));
      expect(await screen.findByText('Your account is safe :)')).toBeTruthy();
      expect(screen.getByText('Cancelled')).toBeTruthy();
      expect(localApi.callsTo('GET /api/delete-account')).toHaveLength(0);
      expect(useSession.getState().token).toBe('tok');
    });

    it('a failed delete is only logged', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      localApi.on('GET /api/delete-account', apiError(500, 'Internal Server Error'));
      signedIn(customerUser(), '/my-jobs');
      const dialog = await askToDelete();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
      await waitFor(() => expect(logged).toHaveBeenCalled());
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(useNotifications.getState().error).toBe('');
      expect(useNotifications.getState().message).toBe('');
      expect(useSession.getState().token).toBe('tok');
      logged.mockRestore();
    });
  });
});
