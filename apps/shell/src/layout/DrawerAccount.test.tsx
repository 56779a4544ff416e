import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { type SessionUser, useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

const localApi = serveLocalApi();

const LONG_NAME = 'Aroha Te Rangimārie Whakarongotaiohinenuiateraki';

/** Makes `(max-width: Npx)` queries answer for a viewport `width` px wide. */
function viewportOf(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
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

async function openDrawer(user: SessionUser, path: string) {
  localApi.on('POST /api/auth/me', { body: { user, card: null } });
  useSession.getState().signIn('tok', user, true);
  renderAt(path);
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

describe('the drawer on a phone', () => {
  it.each([
    [320, 'Aroha Te Rangimārie Wha…'],
    [375, 'Aroha Te Rangimārie Whakarongo…'],
  ])(
    'at %d px shows the name cut to the header limit, whole for screen readers',
    async (width, shown) => {
      viewportOf(width);
      const drawer = await openDrawer(customerUser({ userName: LONG_NAME }), '/my-jobs');
      // The account's part of the drawer is its own chunk, there once someone is signed in.
      const visible = await within(drawer).findByText(shown);
      expect(visible.getAttribute('aria-hidden')).toBe('true');
      expect(visible.parentElement?.getAttribute('title')).toBe(LONG_NAME);
      expect(within(drawer).getByText(LONG_NAME)).toBeTruthy();
    },
  );

  it('shows a short name whole', async () => {
    viewportOf(320);
    const drawer = await openDrawer(customerUser(), '/my-jobs');
    const name = await within(drawer).findByText('Aroha Ngata');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement?.getAttribute('title')).toBeNull();
  });

  it('shows a business its credit balance and what it is worth', async () => {
    viewportOf(375);
    const drawer = await openDrawer(businessUser({ credits: 252 }), '/leads/tab');
    expect(await within(drawer).findByText('Tane Plumbing')).toBeTruthy();
    const term = within(drawer).getByText('Credit balance');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling?.textContent).toBe('252 credits · ≈ $100.80');
  });

  it('says one credit', async () => {
    viewportOf(375);
    const drawer = await openDrawer(businessUser({ credits: 1 }), '/leads/tab');
    expect(await within(drawer).findByText('1 credit · ≈ $0.40')).toBeTruthy();
  });

  it('shows a customer no credits', async () => {
    viewportOf(320);
    const drawer = await openDrawer(customerUser({ credits: 40 }), '/my-jobs');
    expect(await within(drawer).findByText('Aroha Ngata')).toBeTruthy();
    expect(within(drawer).queryByText('Credit balance')).toBeNull();
    expect(within(drawer).queryByText(/credits?/)).toBeNull();
  });

  it('shows a business in customer view no credits, as the header does', async () => {
    viewportOf(320);
    const user = businessUser({ switchedToCustomerView: true, customerView: true });
    const drawer = await openDrawer(user, '/my-jobs');
    expect(await within(drawer).findByText('Tane Plumbing')).toBeTruthy();
    expect(within(drawer).queryByText('Credit balance')).toBeNull();
  });

  it('leaves the name to the header above 700 px', async () => {
    viewportOf(800);
    const drawer = await openDrawer(businessUser(), '/leads/tab');
    // The header has them instead (its signed-in part is loaded once someone is signed in).
    expect(
      await within(screen.getByRole('banner', { hidden: true })).findByText('Tane Plumbing'),
    ).toBeTruthy();
    // By then the drawer's account part has loaded too (both are fetched at sign-in).
    await act(() => import('./DrawerAccount'));
    expect(within(drawer).queryByText('Tane Plumbing')).toBeNull();
    expect(within(drawer).queryByText('Credit balance')).toBeNull();
  });

  it('shows a visitor no account', async () => {
    viewportOf(320);
    renderAt('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByText('Credit balance')).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
