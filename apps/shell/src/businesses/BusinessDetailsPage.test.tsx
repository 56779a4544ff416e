import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useWizard } from '@quoteway/job-wizard';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../queryClient';
import { apiError, serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import { professionList, review, TANE_ID, taneBusiness } from './businessFixtures';

const localApi = serveLocalApi();
const path = '/b/tane-plumbing';
const BY_SLUG = 'GET /api/businesses/by-slug/tane-plumbing';

const ONLY_TANE = 'Only Tane Plumbing gets your request. No other business sees it.';

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localApi.on(`GET /api/businesses/${TANE_ID}`, { body: taneBusiness() });
  localApi.on(BY_SLUG, { body: taneBusiness() });
  localApi.on(`GET /api/businesses/${TANE_ID}/reviews`, (call) => {
    const page = Number(call.query.get('page') ?? 1);
    const perPage = Number(call.query.get('perPage') ?? 10);
    const all = Array.from({ length: 12 }, (_, i) => review(i + 1));
    return {
      body: {
        reviews: all.slice((page - 1) * perPage, page * perPage),
        total: all.length,
        page,
        perPage,
      },
    };
  });
  localApi.on('GET /api/professions', { body: professionList });
});

afterEach(async () => {
  // A read still on its way when a test ends would reach the local API during the next one.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  act(() => useWizard.getState().reset());
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Tane Plumbing' });

describe('business page', () => {
  it('at its old address, shows the page and puts /b/<slug> in its place in the history', async () => {
    const { router } = renderAt(`/business-details/${TANE_ID}?from=email#reviews`);
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/b/tane-plumbing'));
    expect(router.state.location.search).toBe('?from=email');
    expect(router.state.location.hash).toBe('#reviews');
    // Replaced, not pushed: Back leaves the page instead of returning to the old address.
    expect(router.state.historyAction).toBe('REPLACE');
    // What the old address read serves the new one: the business is read once.
    await heading();
    expect(localApi.callsTo(`GET /api/businesses/${TANE_ID}`)).toHaveLength(1);
    expect(localApi.callsTo('GET /api/businesses/by-slug/tane-plumbing')).toHaveLength(0);
  });

  it('is the not-found page for an address no business has', async () => {
    localApi.on(
      'GET /api/businesses/by-slug/nobody-here',
      apiError(404, 'No business has this address'),
    );
    renderAt('/b/nobody-here');
    expect(
      await screen.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeTruthy();
  });

  it('shows the profile: badge, trades, place, description, contact, licences, hours', async () => {
    renderAt(path);
    await heading();
    await waitFor(() => expect(document.title).toBe('Tane Plumbing · Quoteway'));
    expect(screen.getByText('NZBN verified')).toBeTruthy();
    const trades = screen.getByRole('list', { name: 'Trades' });
    expect(
      within(trades)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Plumber', '/profession/plumber'],
      ['Gasfitter', '/profession/gasfitter'],
    ]);
    expect(screen.getByText('Based in Ponsonby, Auckland · works up to 40 km away')).toBeTruthy();
    // The description is text with its line breaks, not HTML.
    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByText(/Family plumbers since 1998/).textContent).toBe(
      'Family plumbers since 1998.\nBlocked drains, hot water and leaks.',
    );

    const facts = screen.getByRole('complementary', { name: 'Business facts' });
    expect(within(facts).getByText('Hired 31 times on Quoteway')).toBeTruthy();
    expect(within(facts).getByText('Usually responds within 2 hours')).toBeTruthy();
    expect(within(facts).getByText('Member since March 2029')).toBeTruthy();
    expect(within(facts).getByText('In business since 1998')).toBeTruthy();
    const website = within(facts).getByRole('link', { name: 'www.taneplumbing.co.nz' });
    expect(website.getAttribute('href')).toBe('https://www.taneplumbing.co.nz/about');
    expect(website.getAttribute('rel')).toContain('noopener');
    const phone = within(facts).getByRole('link', { name: '+64 21 555 0101' });
    expect(phone.getAttribute('href')).toBe('tel:+64215550101');
    expect(within(facts).getByText('NZBN 9429041234567')).toBeTruthy();

    const licences = screen.getByRole('region', { name: 'Licences and memberships' });
    expect(licences.textContent).toContain('Certifying Plumber PGDB 12345');
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    const rows = within(hours)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows[0]).toMatch(/^Monday: 7:30\sAM – 4:00\sPM$/);
    expect(rows).toContain('Wednesday: Closed');
    expect(rows.at(-1)).toBe('Sunday: Closed');
  });

  it('gives the cover its size and asks for it first (the page’s largest picture)', async () => {
    const { container } = renderAt(path);
    await heading();
    const cover = container.querySelector('img[src="/api/media/public/cover-abcdefghij.jpg"]');
    expect(cover?.getAttribute('width')).toBe('1600');
    expect(cover?.getAttribute('height')).toBe('600');
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
    expect(cover?.getAttribute('loading')).toBeNull();
  });

  it('leaves out what the business has not filled in', async () => {
    localApi.on(BY_SLUG, {
      body: taneBusiness({
        verified: false,
        website: null,
        publicPhone: null,
        licences: [],
        yearFounded: null,
        gallery: [],
        coverUrl: null,
        openingHours: null,
        responseMinutes: null,
        hires: 0,
        description: '',
      }),
    });
    renderAt(path);
    await heading();
    expect(screen.queryByText('NZBN verified')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Licences and memberships' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Opening hours' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Photos of past work' })).toBeNull();
    expect(screen.queryByText(/Usually responds/)).toBeNull();
    expect(screen.getByText('No hires on Quoteway yet')).toBeTruthy();
    expect(screen.getByText('This business has not written about itself yet.')).toBeTruthy();
  });

  it('sums up the ratings: average, stars, count, distribution and the four details', async () => {
    renderAt(path);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    // Wait for the review cards too, so the test sees the same page whichever read came first.
    await within(reviews).findByRole('list', { name: 'Reviews of Tane Plumbing' });
    expect(within(reviews).getAllByRole('img', { name: '4.8 out of 5 stars' }).length).toBe(1);
    expect(within(reviews).getByText('Based on 12 reviews')).toBeTruthy();
    const spread = within(reviews).getByRole('list', { name: 'Reviews by stars' });
    expect(
      within(spread)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['5 stars10', '4 stars1', '3 stars1', '2 stars0', '1 star0']);
    // Each review card has its own "Quality": look in the summary only.
    const summary = spread.parentElement as HTMLElement;
    const quality = within(summary).getByText('Quality').closest('div');
    expect(
      within(quality as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('4.9 out of 5 stars');
    // The header links to the reviews.
    const link = screen.getByRole('link', { name: /from 12 reviews/ });
    expect(link.getAttribute('href')).toBe(`#${reviews.id}`);
  });

  it('lists verified reviews with their hire, ratings and reply, ten at a time', async () => {
    localApi.on(`GET /api/businesses/${TANE_ID}/reviews`, (call) => {
      const page = Number(call.query.get('page'));
      const all = Array.from({ length: 12 }, (_, i) =>
        review(i + 1, i === 0 ? { reply: { text: 'Thanks, Aroha!', createdAt: '' } } : {}),
      );
      return {
        body: { reviews: all.slice((page - 1) * 10, page * 10), total: 12, page, perPage: 10 },
      };
    });
    renderAt(path);
    const list = await screen.findByRole('list', { name: 'Reviews of Tane Plumbing' });
    const cards = () => within(list).getAllByRole('article');
    expect(cards()).toHaveLength(10);
    const first = screen.getByRole('article', { name: 'Reviewer 1.' });
    expect(within(first).getByText('Verified hire · Plumber · November 2030')).toBeTruthy();
    expect(within(first).getByText('Review number 1: fixed the leak in an hour.')).toBeTruthy();
    // The overall rating comes first, then the four details.
    expect(
      within(first)
        .getAllByRole('img')
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual([
      '5 out of 5 stars',
      '5 out of 5 stars',
      '4 out of 5 stars',
      '4 out of 5 stars',
      '5 out of 5 stars',
    ]);
    const communication = within(first).getByText('Communication').closest('div');
    expect(
      within(communication as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('4 out of 5 stars');
    expect(within(first).getByText(/Reply from/).textContent).toBe('Reply from Tane Plumbing');
    expect(within(first).getByText('Thanks, Aroha!')).toBeTruthy();
    expect(screen.getByText('Showing 10 of 12 reviews')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('Showing 12 of 12 reviews')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(
      localApi.callsTo(`GET /api/businesses/${TANE_ID}/reviews`).map((c) => c.query.get('page')),
    ).toEqual(['1', '2']);
  });

  it('says so when no one has reviewed the business yet', async () => {
    localApi.on(BY_SLUG, {
      body: taneBusiness({
        rating: {
          average: null,
          count: 0,
          distribution: [0, 0, 0, 0, 0],
          quality: null,
          communication: null,
          value: null,
          punctuality: null,
        },
      }),
    });
    localApi.on(`GET /api/businesses/${TANE_ID}/reviews`, {
      body: { reviews: [], total: 0, page: 1, perPage: 10 },
    });
    renderAt(path);
    expect(await screen.findByText('No one has reviewed this business yet.')).toBeTruthy();
    expect(screen.getAllByText(/No reviews yet/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Reviews by stars' })).toBeNull();
  });

  it('opens a gallery photo in a dialog, pages with Next and the arrow keys, Escape closes', async () => {
    renderAt(path);
    const photos = await screen.findByRole('list', { name: 'Photos of Tane Plumbing' });
    const first = within(photos).getByRole('button', { name: 'Photo 1 of 3' });
    first.focus();
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Tane Plumbing' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(
      '/api/media/public/photo-1-abcdefghij.jpg',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'New hot water cylinder' })).toBeTruthy();
    expect(within(dialog).getByText('Photo 2 of 3')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Photo 3 of 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 1 of 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('Photo 3 of 3')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('requests a quote on the business’s one trade, at its questions', async () => {
    localApi.on(BY_SLUG, {
      body: taneBusiness({ professions: [{ slug: 'plumber', name: 'Plumber' }] }),
    });
    localApi.on('GET /api/professions/plumber', {
      body: { ...professionList.professions[1], questions: [] },
    });
    const { router } = renderAt(path);
    await heading();
    fireEvent.click(screen.getByRole('link', { name: 'Request a quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing-page/plumber'));
    expect(router.state.location.search).toBe(`?business=${TANE_ID}`);
    expect((await screen.findByText(/Requesting a quote from/)).textContent).toBe(
      'Requesting a quote from Tane Plumbing',
    );
    await waitFor(() => expect(useWizard.getState().profession?.slug).toBe('plumber'));
    expect(useWizard.getState()).toMatchObject({ businessId: TANE_ID, openToOthers: false });
  });

  it('asks which trade when the business has several, offering only its own', async () => {
    // Tane Plumbing is a plumber and a gasfitter: the wizard must not guess the first one.
    const { router } = renderAt(path);
    await heading();
    fireEvent.click(screen.getByRole('link', { name: 'Request a quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing-page'));
    expect(router.state.location.search).toBe(`?business=${TANE_ID}`);
    const trades = await screen.findByRole('radiogroup', { name: /Which trade is your job for\?/ });
    const offered = within(trades)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    expect(offered).toEqual(['plumber', 'gasfitter']);
    expect(useWizard.getState().profession).toBeNull();
    fireEvent.click(within(trades).getByRole('radio', { name: 'Gasfitter' }));
    expect(useWizard.getState().profession).toEqual({ slug: 'gasfitter', name: 'Gasfitter' });
    // The page says in the wizard's words that the request goes to this business alone.
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === ONLY_TANE),
    ).toBeTruthy();
  });

  it('is the not-found page for an unknown business', async () => {
    localApi.on(BY_SLUG, apiError(404, 'Business not found'));
    renderAt(path);
    expect(
      await screen.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeTruthy();
  });

  it('is the not-found page for an address that cannot be a business, without asking', async () => {
    renderAt('/business-details/not-a-business');
    expect(
      await screen.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeTruthy();
    expect(localApi.calls.filter((c) => c.path.startsWith('/api/businesses'))).toHaveLength(0);
  });

  it('offers to try again when the server fails', async () => {
    localApi.on(BY_SLUG, apiError(500, 'Sorry, server goes wrong'));
    renderAt(path);
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, server goes wrong');
    localApi.on(BY_SLUG, { body: taneBusiness() });
    localApi.on(BY_SLUG, { body: taneBusiness() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });
});
