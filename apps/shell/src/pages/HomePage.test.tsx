import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useWizard } from '@quoteway/job-wizard';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { queryClient } from '../queryClient';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import { ponsonby } from '../businesses/businessFixtures';

const localApi = serveLocalApi();

const aucklandCentral = { ...ponsonby, id: 102, postcode: '1010', locality: 'Auckland Central' };

const categories = [
  { slug: 'building-construction', name: 'Building & Construction' },
  { slug: 'plumbing-gas', name: 'Plumbing & Gas' },
  { slug: 'electrical', name: 'Electrical' },
];
const professions = [
  { slug: 'builder', name: 'Builder', categorySlug: 'building-construction', baseCredits: 12 },
  { slug: 'plumber', name: 'Plumber', categorySlug: 'plumbing-gas', baseCredits: 8 },
  { slug: 'gasfitter', name: 'Gasfitter', categorySlug: 'plumbing-gas', baseCredits: 8 },
  { slug: 'drainlayer', name: 'Drainlayer', categorySlug: 'plumbing-gas', baseCredits: 8 },
  { slug: 'electrician', name: 'Electrician', categorySlug: 'electrical', baseCredits: 8 },
];

function review(n: number, change: Record<string, unknown> = {}) {
  return {
    _id: `33333333-0000-4000-8000-00000000000${n}`,
    businessId: '22222222-0000-4000-8000-000000000001',
    reviewerName: 'Aroha N.',
    rating: 5,
    quality: 5,
    communication: 5,
    value: 4,
    punctuality: 5,
    text: 'Came the same day and fixed the leak.',
    photos: [],
    professionSlug: 'plumber',
    professionName: 'Plumber',
    jobMonth: '2030-06',
    createdAt: '2030-06-20T09:00:00.000Z',
    editedAt: null,
    reply: null,
    reported: false,
    business: {
      _id: '22222222-0000-4000-8000-000000000001',
      businessName: 'Tane Plumbing',
      slug: 'tane-plumbing-4f2a',
    },
    ...change,
  };
}

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  localApi.on('GET /api/professions', { body: { categories, professions } });
  localApi.on('GET /api/professions/plumber', {
    body: { ...professions[1], questions: [] },
  });
  localApi.on('GET /api/localities', { body: { localities: [ponsonby] } });
});

afterEach(async () => {
  // A read still on its way when a test ends (the trust figures) would reach the local API
  // during the next one.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  act(() => {
    useWizard.getState().reset();
    useNotifications.getState().reset();
  });
});

const tradeField = () => screen.getByRole('combobox', { name: /^Trade/ }) as HTMLInputElement;
const placeField = () =>
  screen.getByRole('combobox', { name: /Where is the job/ }) as HTMLInputElement;

describe('the home page’s search', () => {
  it('finds a trade as it is typed and goes on into the wizard with it', async () => {
    renderAt('/home');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Get quotes from local trades you can trust',
      }),
    ).toBeTruthy();
    // The title is set in an effect of its own, which may come a render after the heading.
    await waitFor(() =>
      expect(document.title).toBe('Get quotes from local trades you can trust · Quoteway'),
    );
    await screen.findByRole('list', { name: 'Popular trades' });
    fireEvent.change(tradeField(), { target: { value: 'gas' } });
    // Names holding the words first; a category's name finds its trades too.
    const listbox = screen.getByRole('listbox', { name: /^Trade/ });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gasfitter', 'Drainlayer', 'Plumber']);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Plumber' }));
    expect(tradeField().value).toBe('Plumber');
    fireEvent.change(placeField(), { target: { value: 'Pons' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Ponsonby, Auckland 1011' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get free quotes' }));

    const step = await screen.findByRole('heading', { level: 2, name: 'About the job' });
    await waitFor(() => expect(document.activeElement).toBe(step));
    expect(useWizard.getState()).toMatchObject({
      started: true,
      step: 1,
      profession: { slug: 'plumber', name: 'Plumber' },
      locality: { id: ponsonby.id },
    });
    expect(screen.queryByRole('button', { name: 'Get free quotes' })).toBeNull();
  });

  it('asks for a trade from the list before going on', async () => {
    renderAt('/home');
    await screen.findByRole('list', { name: 'Popular trades' });
    fireEvent.click(screen.getByRole('button', { name: 'Get free quotes' }));
    expect(screen.getByText('Choose the trade you need.')).toBeTruthy();
    expect(tradeField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(tradeField());

    fireEvent.change(tradeField(), { target: { value: 'Wizard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get free quotes' }));
    expect(screen.getByText('Choose a trade from the list.')).toBeTruthy();
    expect(useWizard.getState().started).toBe(false);

    // A trade typed in full, in any case, is as good as chosen.
    fireEvent.change(tradeField(), { target: { value: 'electrician' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get free quotes' }));
    await waitFor(() => expect(useWizard.getState().started).toBe(true));
    expect(useWizard.getState().profession).toEqual({
      slug: 'electrician',
      name: 'Electrician',
    });
  });

  it('takes a popular trade in one tap', async () => {
    renderAt('/home');
    const picks = await screen.findByRole('list', { name: 'Popular trades' });
    const plumber = within(picks).getByRole('button', { name: 'Plumber' });
    expect(plumber.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(plumber);
    expect(tradeField().value).toBe('Plumber');
    expect(plumber.getAttribute('aria-pressed')).toBe('true');
    expect(useWizard.getState().profession?.slug).toBe('plumber');
  });

  it('opens the whole list of trades', async () => {
    renderAt('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Browse all trades' }));
    const heading = await screen.findByRole('heading', { name: 'Which trade do you need?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const trades = await screen.findByRole('radiogroup', { name: 'Trade' });
    expect(within(trades).getAllByRole('radio')).toHaveLength(professions.length);
  });
});

describe('landing pages', () => {
  it('names the trade and the place as the trade list and the gazetteer spell them', async () => {
    localApi.on('GET /api/localities', { body: { localities: [aucklandCentral] } });
    renderAt('/landing-page/PLUMBER/auckland');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plumber in Auckland' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Plumber in Auckland · Quoteway'));
    expect(localApi.callsTo('GET /api/localities')[0]?.query.get('q')).toBe('auckland');
  });

  it('uses the locality’s own spelling, and words from the address', async () => {
    localApi.on('GET /api/localities', { body: { localities: [ponsonby] } });
    renderAt('/landing-page/plumber/ponsonby');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plumber in Ponsonby' }),
    ).toBeTruthy();
  });

  it('searches a hyphenated place as words', async () => {
    localApi.on('GET /api/localities', { body: { localities: [] } });
    renderAt('/landing-page/electrician/new-plymouth');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Electrician near you' }),
    ).toBeTruthy();
    expect(localApi.callsTo('GET /api/localities')[0]?.query.get('q')).toBe('new plymouth');
  });

  it('keeps the general heading for a trade it does not know', async () => {
    localApi.on('GET /api/localities', { body: { localities: [ponsonby] } });
    renderAt('/landing-page/astronaut/ponsonby');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Local trades in Ponsonby' }),
    ).toBeTruthy();
  });
});

describe('a quote requested from a business page', () => {
  it('says who the job is for, with the trade filled in', async () => {
    const tane = '22222222-0000-4000-8000-000000000001';
    localApi.on(`GET /api/businesses/${tane}`, {
      body: { _id: tane, businessName: 'Tane Plumbing' },
    });
    renderAt(`/landing-page/plumber?business=${tane}`);
    expect((await screen.findByText(/Requesting a quote from/)).textContent).toBe(
      'Requesting a quote from Tane Plumbing',
    );
    // The request goes straight into the wizard on that trade: no search offering every trade.
    await waitFor(() => expect(useWizard.getState().profession?.slug).toBe('plumber'));
    expect(useWizard.getState()).toMatchObject({ businessId: tane, started: true, step: 1 });
    expect(screen.queryByRole('button', { name: 'Browse all trades' })).toBeNull();
  });
});

describe('the sections that earn trust', () => {
  it('shows the figures that are not zero, and none at all when every one is', async () => {
    localApi.on('GET /api/stats', {
      body: {
        businesses: 1280,
        verifiedBusinesses: 0,
        averageRating: 4.7,
        reviews: 35,
        jobsThisMonth: 0,
      },
    });
    renderAt('/home');
    const figures = await screen.findByRole('region', { name: 'Quoteway in numbers' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,280businesses listed', '4.7average rating, from 35 reviews']);
  });

  it('leaves the figures out when there are none to show', async () => {
    localApi.on('GET /api/stats', {
      body: {
        businesses: 0,
        verifiedBusinesses: 0,
        averageRating: null,
        reviews: 0,
        jobsThisMonth: 0,
      },
    });
    localApi.on('GET /api/reviews/recent', { body: { reviews: [] } });
    renderAt('/home');
    await screen.findByRole('heading', { name: 'How it works' });
    await waitFor(() => expect(localApi.callsTo('GET /api/stats')).toHaveLength(1));
    await waitFor(() => expect(localApi.callsTo('GET /api/reviews/recent')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Quoteway in numbers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent reviews' })).toBeNull();
  });

  it('lists popular trades with their icons and words, leading to their businesses', async () => {
    renderAt('/home');
    const section = await screen.findByRole('region', { name: 'Popular trades' });
    const links = within(section).getAllByRole('link');
    const tiles = links.filter((link) => link.getAttribute('href')?.startsWith('/profession/'));
    // In the order trades are hired most, only those the list has.
    expect(tiles.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Builder', '/profession/builder'],
      ['Plumber', '/profession/plumber'],
      ['Electrician', '/profession/electrician'],
      ['Drainlayer', '/profession/drainlayer'],
    ]);
    for (const tile of tiles) {
      const icon = tile.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('says how it works for customers and for businesses', async () => {
    renderAt('/home');
    const section = await screen.findByRole('region', { name: 'How it works' });
    const customers = within(section).getByRole('region', { name: 'For customers' });
    expect(
      within(customers)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'Post your job for free',
      'Get quotes from verified local businesses',
      'Hire, then review',
    ]);
    const businesses = within(section).getByRole('region', { name: 'For businesses' });
    expect(
      within(businesses)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'See leads with the price up front',
      'Pay only to quote',
      'Credits back if the customer never looks',
    ]);
    expect(
      within(businesses).getByRole('link', { name: 'List your business' }).getAttribute('href'),
    ).toBe('/signup-business');
  });

  it('shows recent reviews as text, with their business and the verified hire', async () => {
    localApi.on('GET /api/reviews/recent', {
      body: {
        reviews: [
          review(1),
          review(2, { text: '<img src=x onerror=alert(1)> Tidy work', rating: 4 }),
        ],
      },
    });
    renderAt('/home');
    const section = await screen.findByRole('region', { name: 'Recent reviews' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(within(first).getByText('Came the same day and fixed the leak.')).toBeTruthy();
    expect(within(first).getByText('Verified hire: Plumber, June 2030')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Tane Plumbing' }).getAttribute('href')).toBe(
      '/b/tane-plumbing-4f2a',
    );
    // What a customer typed is shown as they typed it, never as markup.
    const second = cards[1] as HTMLElement;
    expect(within(second).getByText('<img src=x onerror=alert(1)> Tidy work')).toBeTruthy();
    expect(second.querySelector('img')).toBeNull();
  });

  it('keeps /iframehome light: the search and the wizard only', async () => {
    localApi.on('GET /api/stats', {
      body: {
        businesses: 12,
        verifiedBusinesses: 3,
        averageRating: 4.5,
        reviews: 8,
        jobsThisMonth: 4,
      },
    });
    renderAt('/iframehome');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Get quotes from local trades you can trust',
      }),
    ).toBeTruthy();
    await screen.findByRole('list', { name: 'Popular trades' });
    expect(screen.queryByRole('heading', { name: 'How it works' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popular trades' })).toBeNull();
    expect(localApi.callsTo('GET /api/stats')).toHaveLength(0);
    expect(localApi.callsTo('GET /api/reviews/recent')).toHaveLength(0);
  });
});
