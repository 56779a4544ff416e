import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../queryClient';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import {
  auckland,
  aucklandCentral,
  directoryEntry,
  ponsonby,
  professionList,
} from './businessFixtures';

const localApi = serveLocalApi();

// A read still on its way when a test ends would reach the local API during the next one.
afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
});

/** The directory's answer: `total` businesses, 20 a page, `ponsonby` when asked for 101. */
function serveDirectory(total = 3) {
  localApi.on('GET /api/directory', (call) => {
    const page = Number(call.query.get('page') ?? 1);
    const perPage = Number(call.query.get('perPage') ?? 20);
    const localityId = call.query.get('localityId');
    const all = Array.from({ length: total }, (_, i) =>
      directoryEntry(i + 1, localityId ? { distanceKm: 3.24 * (i + 1) } : {}),
    );
    return {
      body: {
        businesses: all.slice((page - 1) * perPage, page * perPage),
        total,
        page,
        perPage,
        locality: localityId === '101' ? ponsonby : localityId === '100' ? auckland : null,
      },
    };
  });
}

/** What the directory was asked last, without the page. */
function lastSearch(): Record<string, string> {
  const query = localApi.callsTo('GET /api/directory').at(-1)?.query;
  const search = Object.fromEntries(query ?? []);
  delete search.page;
  return search;
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localApi.on('GET /api/professions', { body: professionList });
  localApi.on('GET /api/localities', (call) => {
    const q = call.query.get('q') ?? '';
    if (q === 'Auckland') return { body: { localities: [aucklandCentral, auckland] } };
    return { body: { localities: q.startsWith('Pons') ? [ponsonby] : [] } };
  });
  serveDirectory();
});

const tradeField = () => screen.getByRole('combobox', { name: /Trade/ }) as HTMLInputElement;
const placeField = () =>
  screen.getByRole('combobox', { name: /Suburb or town/ }) as HTMLInputElement;

async function chooseTrade(text: string, name: string) {
  fireEvent.change(tradeField(), { target: { value: text } });
  fireEvent.mouseDown(await screen.findByRole('option', { name }));
}

async function choosePonsonby() {
  fireEvent.change(placeField(), { target: { value: 'Pons' } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: 'Ponsonby, Auckland 1011' }));
}

const results = () => screen.findByRole('list', { name: /businesses/ });

describe('business directory', () => {
  it('offers popular trades before a search, explains the ranking, lists every trade', async () => {
    renderAt('/business-directory');
    expect(
      await screen.findByText('Choose a trade, a place or both to see the businesses that match.'),
    ).toBeTruthy();
    const popular = await screen.findByRole('list', { name: 'Popular trades' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Builder', '/business-directory?trade=builder'],
      ['Plumber', '/business-directory?trade=plumber'],
      ['Electrician', '/business-directory?trade=electrician'],
    ]);
    const ranking = screen.getByRole('region', { name: 'How we rank businesses' });
    expect(ranking.textContent).toContain('Bayesian average');
    expect(ranking.textContent).toContain('No one can pay to rank higher.');
    const all = screen.getByRole('region', { name: 'Browse all trades' });
    expect(within(all).getByRole('link', { name: 'Gasfitter' }).getAttribute('href')).toBe(
      '/profession/gasfitter',
    );
    expect(localApi.callsTo('GET /api/directory')).toHaveLength(0);
  });

  it('searches by trade and place, with the search in the URL', async () => {
    const { router } = renderAt('/business-directory');
    await screen.findByRole('list', { name: 'Popular trades' });
    await chooseTrade('plu', 'Plumber');
    await waitFor(() => expect(router.state.location.search).toBe('?trade=plumber'));
    expect(tradeField().value).toBe('Plumber');
    const list = await results();
    expect(screen.getByRole('heading', { level: 2, name: 'Plumber businesses' })).toBeTruthy();
    expect(lastSearch()).toEqual({ profession: 'plumber' });
    expect(screen.getByText('3 businesses found').getAttribute('role')).toBe('status');

    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    const name = within(first).getByRole('link', { name: 'Business 1' });
    expect(name.getAttribute('href')).toBe(`/b/${directoryEntry(1).slug}`);
    expect(within(first).getByText('Verified')).toBeTruthy();
    expect(
      within(first).getByRole('img', { name: 'Rated 4.5 out of 5 from 1 review' }),
    ).toBeTruthy();
    expect(within(first).getByText('2 hires on Quoteway')).toBeTruthy();
    expect(within(first).getByText('We are business number 1.')).toBeTruthy();
    expect(within(first).getByText('Ponsonby, Auckland')).toBeTruthy();
    // Business 2 is not verified.
    const second = within(list).getAllByRole('article')[1] as HTMLElement;
    expect(within(second).queryByText('Verified')).toBeNull();

    await choosePonsonby();
    await waitFor(() => expect(router.state.location.search).toBe('?trade=plumber&place=101'));
    await screen.findByRole('heading', { level: 2, name: 'Plumber businesses in Ponsonby' });
    expect(lastSearch()).toEqual({ profession: 'plumber', localityId: '101' });
    const near = within(await results()).getAllByRole('article')[0] as HTMLElement;
    await waitFor(() =>
      expect(within(near).getByText(/away/).textContent).toBe('Ponsonby, Auckland · 3.2 km away'),
    );
  });

  it('keeps the last results on screen, marked busy, while a new search loads', async () => {
    renderAt('/business-directory?trade=plumber');
    const before = await results();
    expect(within(before).getAllByRole('article')).toHaveLength(3);
    // The next search's answer waits until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    localApi.on('GET /api/directory', async (call) => {
      await held;
      const page = Number(call.query.get('page') ?? 1);
      return {
        body: { businesses: [directoryEntry(7)], total: 1, page, perPage: 20, locality: ponsonby },
      };
    });
    await choosePonsonby();
    await waitFor(() => expect(localApi.callsTo('GET /api/directory').length).toBeGreaterThan(1));
    // Meanwhile: the old cards, in a section that says it is busy, and no old count.
    const section = screen.getByRole('region', { name: /Plumber businesses/ });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('status').textContent).toBe('Finding businesses');
    expect(screen.queryByText('3 businesses found')).toBeNull();

    release();
    await screen.findByText('1 business found');
    const after = screen.getByRole('region', { name: 'Plumber businesses in Ponsonby' });
    expect(after.getAttribute('aria-busy')).toBe('false');
    expect(within(after).getAllByRole('article')).toHaveLength(1);
  });

  it('filters verified businesses rated 4 stars and up', async () => {
    const { router } = renderAt('/business-directory?trade=plumber');
    await results();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?trade=plumber&verified=1'));
    await waitFor(() => expect(lastSearch()).toEqual({ profession: 'plumber', verified: 'true' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '4 stars and up' }));
    await waitFor(() =>
      expect(lastSearch()).toEqual({ profession: 'plumber', verified: 'true', minRating: '4' }),
    );
    expect(router.state.location.search).toBe('?trade=plumber&verified=1&rating=4');
  });

  it('opens a shared search as it was, and the back button returns to the one before', async () => {
    const { router } = renderAt('/business-directory?trade=plumber&place=101&rating=4');
    await results();
    expect(lastSearch()).toEqual({ profession: 'plumber', localityId: '101', minRating: '4' });
    await waitFor(() => expect(tradeField().value).toBe('Plumber'));
    // The place's name comes from the directory's answer.
    await waitFor(() => expect(placeField().value).toBe('Ponsonby, Auckland 1011'));
    expect(
      (screen.getByRole('checkbox', { name: '4 stars and up' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Verified only' }) as HTMLInputElement).checked,
    ).toBe(false);

    await chooseTrade('gas', 'Gasfitter');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?trade=gasfitter&place=101&rating=4'),
    );
    await screen.findByRole('heading', { level: 2, name: 'Gasfitter businesses in Ponsonby' });
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 2, name: 'Plumber businesses in Ponsonby' });
    expect(tradeField().value).toBe('Plumber');
  });

  it('drops the trade or the place when its text is cleared', async () => {
    const { router } = renderAt('/business-directory?trade=plumber&place=101');
    await waitFor(() => expect(placeField().value).toBe('Ponsonby, Auckland 1011'));
    fireEvent.change(placeField(), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?trade=plumber'));
    fireEvent.change(tradeField(), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByRole('list', { name: 'Popular trades' });
  });

  it('shows more businesses a page at a time', async () => {
    serveDirectory(25);
    renderAt('/business-directory?trade=plumber');
    const list = await results();
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show more businesses' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more businesses' })).toBeNull();
    expect(localApi.callsTo('GET /api/directory').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('suggests widening a search that finds nothing', async () => {
    serveDirectory(0);
    const { router } = renderAt('/business-directory?trade=plumber&place=101&verified=1');
    expect(await screen.findByText('No businesses found')).toBeTruthy();
    const bigger = await screen.findByRole('link', {
      name: 'Search in Auckland, a bigger town nearby',
    });
    // The region's own town, not the first place whose name starts with it.
    expect(bigger.getAttribute('href')).toBe(
      '/business-directory?trade=plumber&place=100&verified=1',
    );
    expect(screen.getByRole('link', { name: 'Search everywhere' }).getAttribute('href')).toBe(
      '/business-directory?trade=plumber&verified=1',
    );
    expect(
      screen
        .getByRole('link', { name: 'Post your job and matching businesses will quote' })
        .getAttribute('href'),
    ).toBe('/landing-page/plumber/Ponsonby');
    fireEvent.click(screen.getByRole('link', { name: 'Remove the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?trade=plumber&place=101'));
  });
});
