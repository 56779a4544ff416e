import { screen, waitFor, within } from '@testing-library/react';
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

function serveDirectory(total: number) {
  localApi.on('GET /api/directory', (call) => ({
    body: {
      businesses: Array.from({ length: total }, (_, i) => directoryEntry(i + 1)),
      total,
      page: 1,
      perPage: 20,
      locality: null,
      ...(call.query.get('localityId') === '101' ? { locality: ponsonby } : {}),
    },
  }));
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localApi.on('GET /api/professions', { body: professionList });
  localApi.on('GET /api/localities', (call) => {
    const q = (call.query.get('q') ?? '').toLowerCase();
    if (q === 'auckland') return { body: { localities: [aucklandCentral, auckland] } };
    if (q === 'ponsonby') return { body: { localities: [ponsonby] } };
    return { body: { localities: [] } };
  });
  serveDirectory(2);
});

const directorySearch = () => {
  const search = Object.fromEntries(localApi.callsTo('GET /api/directory').at(-1)?.query ?? []);
  delete search.page;
  return search;
};

describe('trade listings', () => {
  it('lists a trade’s businesses in the place the URL names, with a breadcrumb and Get quotes', async () => {
    renderAt('/profession/plumber/auckland');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plumber businesses in Auckland' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Plumber businesses in Auckland · Quoteway'));
    // The place the gazetteer names exactly so, not the first match.
    expect(localApi.callsTo('GET /api/localities')[0]?.query.get('q')).toBe('auckland');
    await waitFor(() =>
      expect(directorySearch()).toEqual({ profession: 'plumber', localityId: '100' }),
    );
    const list = await screen.findByRole('list', { name: 'Best rated first' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole(
      'link',
    );
    expect(
      crumbs.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['Home', '/home', null],
      ['Directory', '/business-directory', null],
      ['Plumber', '/profession/plumber', null],
      ['Auckland', '/profession/plumber/Auckland', 'page'],
    ]);
    expect(screen.getByRole('link', { name: 'Get quotes' }).getAttribute('href')).toBe(
      '/landing-page/plumber/Auckland',
    );
    expect(screen.getByRole('link', { name: 'Refine this search' }).getAttribute('href')).toBe(
      '/business-directory?trade=plumber&place=100',
    );
  });

  it('lists a trade everywhere without a place', async () => {
    renderAt('/profession/plumber');
    await screen.findByRole('heading', { level: 1, name: 'Plumber businesses' });
    await waitFor(() => expect(directorySearch()).toEqual({ profession: 'plumber' }));
    expect(localApi.callsTo('GET /api/localities')).toHaveLength(0);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole(
      'link',
    );
    expect(crumbs.at(-1)?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Get quotes' }).getAttribute('href')).toBe(
      '/landing-page/plumber',
    );
  });

  it('reads /category/:professionName/:locationName by the trade’s name', async () => {
    renderAt('/category/Plumber/Ponsonby');
    await screen.findByRole('heading', { level: 1, name: 'Plumber businesses in Ponsonby' });
    await waitFor(() =>
      expect(directorySearch()).toEqual({ profession: 'plumber', localityId: '101' }),
    );
  });

  it('says when the place is unknown, and lists the trade everywhere', async () => {
    renderAt('/profession/plumber/atlantis');
    await screen.findByRole('heading', { level: 1, name: 'Plumber businesses' });
    expect(
      screen.getByText(
        'We could not find the place “atlantis”. Showing Plumber businesses everywhere.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(directorySearch()).toEqual({ profession: 'plumber' }));
  });

  it('lists a category’s trades when the URL names a category', async () => {
    renderAt('/category/plumbing-gas/Ponsonby');
    await screen.findByRole('heading', { level: 1, name: 'Plumbing & Gas in Ponsonby' });
    expect(screen.getByRole('link', { name: 'Gasfitter' }).getAttribute('href')).toBe(
      '/profession/gasfitter/Ponsonby',
    );
    expect(localApi.callsTo('GET /api/directory')).toHaveLength(0);
  });

  it('is the not-found page for an unknown trade', async () => {
    renderAt('/profession/astronaut');
    expect(
      await screen.findByRole('heading', { name: 'Oops, an error has occurred. Page not found!' }),
    ).toBeTruthy();
  });

  it('suggests a bigger town, everywhere, or posting the job when nothing matches', async () => {
    serveDirectory(0);
    renderAt('/profession/plumber/ponsonby');
    expect(await screen.findByText('No businesses found')).toBeTruthy();
    expect(
      (
        await screen.findByRole('link', { name: 'Search in Auckland, a bigger town nearby' })
      ).getAttribute('href'),
    ).toBe('/profession/plumber/Auckland');
    expect(screen.getByRole('link', { name: 'Search everywhere' }).getAttribute('href')).toBe(
      '/profession/plumber',
    );
    expect(
      screen
        .getByRole('link', { name: 'Post your job and matching businesses will quote' })
        .getAttribute('href'),
    ).toBe('/landing-page/plumber/Ponsonby');
    // No filters here to remove.
    expect(screen.queryByRole('link', { name: 'Remove the filters' })).toBeNull();
  });
});
