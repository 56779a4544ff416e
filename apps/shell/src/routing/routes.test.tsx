import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/sessionStore';
import { businessUser, customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

const localApi = serveLocalApi();

function where(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

beforeEach(() => {
  // Visitors are on the NZ site from NZ in these tests: no regional popup.
  document.cookie = 'regionalPopupDismissed=1';
});

afterEach(() => {
  useSession.getState().clear();
});

describe('routes and guards', () => {
  it('redirects / to /home keeping the query string', async () => {
    const { router } = renderAt('/?ref=flyer');
    await waitFor(() => expect(where(router)).toBe('/home?ref=flyer'));
  });

  it.each(['/my-jobs', '/leads/tab/2', '/plans', '/inbox', '/chat/a/b/c', '/lead-details/9'])(
    'sends a visitor from %s to /home, keeping the query',
    async (path) => {
      const { router } = renderAt(`${path}?x=1`);
      await waitFor(() => expect(where(router)).toBe('/home?x=1'));
    },
  );

  it('keeps a logged-in customer away from sign-in', async () => {
    const user = customerUser();
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    useSession.getState().signIn('opaque-token', user, false);
    const { router } = renderAt('/signin?next=1');
    await waitFor(() => expect(where(router)).toBe('/my-jobs?next=1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Jobs' })).toBeTruthy();
  });

  it('lets a business user open lead details', async () => {
    const user = businessUser();
    localApi.on('POST /api/auth/me', { body: { user, card: null } });
    useSession.getState().signIn('opaque-token', user, true);
    const { router } = renderAt('/lead-details/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead details' })).toBeTruthy();
    expect(where(router)).toBe('/lead-details/42');
  });

  it('shows the not-found screen for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home');
  });

  it('shows an unknown policy number as not found', async () => {
    renderAt('/policy/7');
    expect(await screen.findByRole('heading', { name: /Page not found/ })).toBeTruthy();
  });

  /** The content route's answer for a page: its title and nothing else. */
  const servePage = (page: string, title: string) =>
    localApi.on(`GET /api/content/${page}`, {
      body: {
        page,
        lang: 'en',
        dir: 'ltr',
        title,
        description: 'A page of the site, in a sentence for search results.',
        updated: '2026-11-27',
        toc: false,
        intro: '',
        sections: [],
      },
    });

  it.each([
    ['/policy/0', 'privacy', 'Privacy Policy'],
    ['/policy/1', 'terms', 'Terms & Conditions'],
    ['/policy/2', 'faq', 'Frequently asked questions'],
  ])('%s is the %s page', async (path, page, title) => {
    servePage(page, title);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('has a footer with the current year and the policy links', async () => {
    servePage('about', 'About Quoteway');
    renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Quoteway' });
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Quoteway`))).toBeTruthy();
    for (const name of ['Privacy Policy', 'Terms & Conditions', "FAQ's"]) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
  });
});
