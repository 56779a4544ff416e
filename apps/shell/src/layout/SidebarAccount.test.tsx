import { act, fireEvent, screen, within } from '@testing-library/react';
import { MENU_NAME_LIMIT } from '@quoteway/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { type SessionUser, useSession } from '../session/sessionStore';
import { businessUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

const localApi = serveLocalApi();
const originalMatchMedia = window.matchMedia;
const LONG_NAME = 'Aroha Te Rangimārie Whakarongotaiohinenuiateraki';

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

function signIn(user: SessionUser, path: string) {
  localApi.on('POST /api/auth/me', { body: { user, card: null } });
  useSession.getState().signIn('tok', user, true);
  renderAt(path);
}

/** The persistent sidebar (the drawer's navigation is another, shown only while open). */
const sidebar = () =>
  within(screen.getAllByRole('navigation', { name: 'Main menu' })[0] as HTMLElement);

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('who is signed in, in the sidebar', () => {
  it('shows the whole name and the view in the full sidebar', async () => {
    viewportOf(1280);
    signIn(businessUser({ userName: LONG_NAME }), '/leads/tab');
    const name = await sidebar().findByText(LONG_NAME);
    expect(name.tagName).toBe('BDI');
    expect(sidebar().getByText('Business View')).toBeTruthy();
  });

  it(`cuts the name at ${MENU_NAME_LIMIT} characters in the mini sidebar, whole for screen readers`, async () => {
    viewportOf(1280);
    signIn(businessUser({ userName: LONG_NAME }), '/leads/tab');
    await sidebar().findByText(LONG_NAME);
    // At 960 px and up the menu button folds the sidebar to its mini mode.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const cut = await sidebar().findByText('Aroha Te…');
    expect(cut.getAttribute('aria-hidden')).toBe('true');
    expect(cut.closest('[title]')?.getAttribute('title')).toBe(LONG_NAME);
    expect(sidebar().getByText(LONG_NAME)).toBeTruthy();
    expect(sidebar().queryByText('Business View')).toBeNull();
  });

  it('keeps a name of 8 characters whole in the mini sidebar', async () => {
    viewportOf(1280);
    signIn(businessUser({ userName: 'Tane Ltd' }), '/leads/tab');
    await sidebar().findByText('Tane Ltd');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect((await sidebar().findByText('Tane Ltd')).closest('[title]')).toBeNull();
  });

  it('leaves the phone drawer to its own account part', async () => {
    viewportOf(375);
    signIn(businessUser({ userName: LONG_NAME }), '/leads/tab');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await within(drawer).findByText(LONG_NAME);
    expect(within(drawer).getAllByText(LONG_NAME)).toHaveLength(1);
    expect(sidebar().queryByText(LONG_NAME)).toBeNull();
  });
});
