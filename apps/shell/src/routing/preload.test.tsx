import { act, screen, waitFor, within } from '@testing-library/react';
import { apiQuery } from '@quoteway/api-client';
import { useWizard } from '@quoteway/job-wizard';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  directoryEntry,
  ponsonby,
  professionList,
  review,
  TANE_ID,
  taneBusiness,
} from '../businesses/businessFixtures';
import { api } from '../api';
import { queryClient } from '../queryClient';
import { type ApiAnswer, serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import { loadRouteData } from './preload';

const localApi = serveLocalApi();

/** Long enough for any answer of the local API: these tests never reach it. */
const WAIT_MS = 60_000;

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localApi.on('GET /api/professions', { body: professionList });
  localApi.on(`GET /api/businesses/${TANE_ID}`, { body: taneBusiness() });
  localApi.on(`GET /api/businesses/${TANE_ID}/reviews`, (call) => ({
    body: {
      reviews: [review(1), review(2)],
      total: 2,
      page: Number(call.query.get('page')),
      perPage: Number(call.query.get('perPage')),
    },
  }));
  localApi.on('GET /api/directory', {
    body: { businesses: [directoryEntry(1)], total: 1, page: 1, perPage: 20, locality: null },
  });
  localApi.on('GET /api/localities', { body: { localities: [ponsonby] } });
  queryClient.clear();
});

afterEach(async () => {
  // A read still on its way when a test ends would reach the local API during the next one.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  act(() => useWizard.getState().reset());
});

/** How many times each of `routes` was asked. */
const asked = (...routes: string[]) => routes.map((route) => localApi.callsTo(route).length);

describe('a page opened from its address reads what it shows first beside its code', () => {
  it('a business page: the business and its first reviews, which the page then shows', async () => {
    const business = `GET /api/businesses/${TANE_ID}`;
    const reviews = `GET /api/businesses/${TANE_ID}/reviews`;
    await loadRouteData(`/business-details/${TANE_ID}`, WAIT_MS);
    expect(asked(business, reviews)).toEqual([1, 1]);

    renderAt(`/business-details/${TANE_ID}`, { keepCache: true });
    await screen.findByRole('heading', { level: 1, name: 'Tane Plumbing' });
    // Its first render is the whole page: the reviews are there with it, read once.
    const region = screen.getByRole('region', { name: 'Reviews' });
    expect(within(region).queryByRole('status', { name: 'Loading the reviews' })).toBeNull();
    expect(within(region).getByRole('list', { name: 'Reviews of Tane Plumbing' })).toBeTruthy();
    expect(asked(business, reviews)).toEqual([1, 1]);
  });

  it('the directory: the trades, and the first results of the search in its address', async () => {
    await loadRouteData('/business-directory?trade=plumber&verified=1', WAIT_MS);
    expect(asked('GET /api/professions', 'GET /api/directory')).toEqual([1, 1]);
    expect(Object.fromEntries(localApi.callsTo('GET /api/directory')[0]?.query ?? [])).toEqual({
      profession: 'plumber',
      verified: 'true',
      page: '1',
    });

    renderAt('/business-directory?trade=plumber&verified=1', { keepCache: true });
    await screen.findByRole('heading', { level: 1, name: 'Business Directory' });
    expect(await screen.findByRole('link', { name: directoryEntry(1).businessName })).toBeTruthy();
    expect(asked('GET /api/professions', 'GET /api/directory')).toEqual([1, 1]);
  });

  it('a landing page: the trades and its place, so its first heading is its own', async () => {
    await loadRouteData('/landing-page/plumber/ponsonby', WAIT_MS);
    expect(asked('GET /api/professions', 'GET /api/localities')).toEqual([1, 1]);

    renderAt('/landing-page/plumber/ponsonby', { keepCache: true });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Plumber in Ponsonby');
    expect(asked('GET /api/professions', 'GET /api/localities')).toEqual([1, 1]);
  });

  it('a trade listing: the trades and its place, then its first results there', async () => {
    await loadRouteData('/profession/plumber/ponsonby', WAIT_MS);
    const reads = ['GET /api/professions', 'GET /api/localities', 'GET /api/directory'];
    expect(asked(...reads)).toEqual([1, 1, 1]);
    expect(localApi.callsTo('GET /api/directory')[0]?.query.get('localityId')).toBe('101');

    renderAt('/profession/plumber/ponsonby', { keepCache: true });
    await screen.findByRole('heading', { level: 1, name: 'Plumber businesses in Ponsonby' });
    expect(screen.getByRole('link', { name: directoryEntry(1).businessName })).toBeTruthy();
    expect(asked(...reads)).toEqual([1, 1, 1]);
  });

  it.each([
    ['/about', 'about'],
    ['/policy/1', 'terms'],
  ])('a content page (%s): its text in the interface’s language', async (path, page) => {
    localApi.on(`GET /api/content/${page}`, (call) => ({
      body: {
        page,
        lang: call.query.get('lang'),
        dir: 'ltr',
        title: `The ${page} page`,
        description: 'A page of the site, in a sentence for search results.',
        updated: '2026-11-27',
        toc: false,
        intro: '',
        sections: [],
      },
    }));
    await loadRouteData(path, WAIT_MS);
    const read = `GET /api/content/${page}`;
    expect(localApi.callsTo(read).map((call) => call.query.get('lang'))).toEqual(['en']);

    renderAt(path, { keepCache: true });
    await screen.findByRole('heading', { level: 1, name: `The ${page} page` });
    expect(localApi.callsTo(read)).toHaveLength(1);
  });

  it('reads nothing for a page that has nothing to read first', async () => {
    await loadRouteData('/signin', WAIT_MS);
    await loadRouteData('/policy/9', WAIT_MS);
    await loadRouteData('https://example.com/business-directory', WAIT_MS);
    expect(localApi.calls).toHaveLength(0);
  });

  it('does not wait longer than it is given for a slow answer', async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    localApi.on(
      `GET /api/businesses/${TANE_ID}`,
      () =>
        new Promise<ApiAnswer>((resolve) => {
          answer = resolve;
        }),
    );
    await loadRouteData(`/business-details/${TANE_ID}`, 10);
    const businessKey = apiQuery(api, 'business', { params: { id: TANE_ID } }).queryKey;
    expect(queryClient.getQueryState(businessKey)?.status).toBe('pending');
    // The request was sent; on a busy machine it may reach the local API after the 10 ms.
    await waitFor(() => {
      expect(localApi.callsTo(`GET /api/businesses/${TANE_ID}`)).toHaveLength(1);
    });
    // The page's own query gets the answer when it comes.
    answer({ body: taneBusiness() });
  });
});
