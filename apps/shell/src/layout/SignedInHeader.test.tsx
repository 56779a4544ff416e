import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { type SessionUser, useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

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
