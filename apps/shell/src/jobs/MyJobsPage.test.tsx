import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { customerUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';
import { ponsonby } from '../businesses/businessFixtures';

const localApi = serveLocalApi();

function job(n: number, change: Record<string, unknown> = {}) {
  const professionName = n % 2 ? 'Plumber' : 'Electrician';
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    professionSlug: 'plumber',
    professionName,
    // A job its answers do not name is titled by its trade.
    titleParts: [professionName],
    photos: [] as { url: string; thumbnailUrl: string }[],
    description: `Job number ${n}, with enough words.`,
    answers: [],
    budgetCents: null,
    timing: 'As soon as possible',
    location: ponsonby,
    status: 'open',
    credits: 8,
    noOfQuotes: 2,
    maxQuotes: 5,
    createdAt: '2030-06-15T09:00:00.000Z',
    hiredAt: null,
    completedAt: null,
    cancelledAt: null,
    reviewed: false,
    ...change,
  };
}

function quote(n: number, businessName: string, change: Record<string, unknown> = {}) {
  return {
    _id: `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`,
    jobId: job(1)._id,
    business: {
      userId: `22222222-0000-4000-8000-${String(n).padStart(12, '0')}`,
      businessName,
      userName: `${businessName} owner`,
      imageUrl: null,
      logoUrl: null,
      verified: false,
      register: 'NZBN',
      rating: { average: null, count: 0 },
      licences: [],
      hires: 0,
      responseMinutes: null,
      recentReview: null,
    },
    estCost: { type: 'Flat', value: 45_000 },
    gstIncluded: true,
    comment: `${businessName} can come on Monday.`,
    checkboxes: { cost: true, inspection: false, information: false, comment: true },
    status: 'sent',
    createdAt: '2030-06-16T09:00:00.000Z',
    conversationId: null,
    ...change,
  };
}

const first = job(1);
const tanePlumbing = quote(1, 'Tane Plumbing');
const quotes = [
  {
    ...tanePlumbing,
    business: {
      ...tanePlumbing.business,
      verified: true,
      rating: { average: 4.8, count: 12 },
      licences: [{ name: 'Certifying plumber', number: 'PGD 12345' }],
      hires: 14,
      responseMinutes: 95,
      recentReview: {
        rating: 5,
        text: 'Fixed the leak the same day.',
        reviewer: 'Mere T.',
        createdAt: '2030-05-01T09:00:00.000Z',
      },
    },
    estCost: { type: 'Flat', value: 245_000 },
  },
  quote(2, 'Kauri Pipes', { estCost: { type: 'Hourly', value: 9_500 }, gstIncluded: false }),
];

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
  const user = customerUser({ _id: 'c1' });
  localApi.on('POST /api/auth/me', { body: { user, card: null } });
  useSession.getState().signIn('tok-c', user, false);
});

afterEach(() => {
  act(() => useNotifications.getState().reset());
  useSession.getState().clear();
});

/** Answer my-jobs with a page of `total` jobs (6 a page) for whatever was asked. */
function serveJobs(total: number, jobs = [first]) {
  localApi.on('GET /api/my-jobs', (call) => ({
    body: { jobs, page: Number(call.query.get('page')), perPage: 6, total },
  }));
}

async function expandFirst() {
  localApi.on(`GET /api/my-jobs/${first._id}`, { body: { job: first, quotes } });
  const { router } = renderAt(`/my-jobs/1/${first._id}`);
  await screen.findByRole('listitem', { name: 'Tane Plumbing' });
  return router;
}

describe('my jobs', () => {
  it('lists a page of 6 of the tab’s jobs and pages through them', async () => {
    serveJobs(
      14,
      [1, 2, 3, 4, 5, 6].map((n) => job(n)),
    );
    renderAt('/my-jobs/1');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Your jobs' })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const firstCall = localApi.callsTo('GET /api/my-jobs')[0]?.query;
    expect(Object.fromEntries(firstCall ?? [])).toEqual({
      page: '1',
      perPage: '6',
      status: 'open',
    });
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Plumber' })).toBeTruthy();
    expect(within(card).getByText('2 quotes')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText('Ponsonby, Auckland 1011')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open jobs' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(localApi.callsTo('GET /api/my-jobs').at(-1)?.query.get('page')).toBe('2');
  });

  it.each([
    ['/my-jobs', 'all'],
    ['/my-jobs/2', 'hired'],
    ['/my-jobs/3', 'completed'],
    ['/my-jobs/4', 'cancelled'],
    ['/my-jobs/9', 'all'],
  ])('%s asks for %s jobs', async (path, status) => {
    serveJobs(1);
    renderAt(path);
    await screen.findByText('1 job');
    expect(localApi.callsTo('GET /api/my-jobs')[0]?.query.get('status')).toBe(status);
  });

  it('searches by trade after the customer stops typing', async () => {
    serveJobs(1);
    renderAt('/my-jobs');
    await screen.findByText('1 job');
    const search = screen.getByRole('searchbox', { name: 'Search by trade' });
    for (const typed of ['p', 'pl', 'plum '])
      fireEvent.change(search, { target: { value: typed } });
    await waitFor(() =>
      expect(localApi.callsTo('GET /api/my-jobs').at(-1)?.query.get('search')).toBe('plum'),
    );
    expect(localApi.callsTo('GET /api/my-jobs').at(-1)?.query.get('page')).toBe('1');
  });

  it('says when there are no jobs, and offers to post one', async () => {
    serveJobs(0, []);
    renderAt('/my-jobs');
    expect(await screen.findByText('You have not posted a job yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/home');
  });

  it('expands a job from the URL and lists its quotes', async () => {
    serveJobs(1);
    await expandFirst();
    const tane = screen.getByRole('listitem', { name: 'Tane Plumbing' });
    expect(within(tane).getByText('Estimated cost: $2,450 (Flat price)')).toBeTruthy();
    expect(within(tane).getByText('incl. GST')).toBeTruthy();
    expect(within(tane).getByText('Tane Plumbing can come on Monday.')).toBeTruthy();
    expect(within(tane).getByText('Quoted')).toBeTruthy();
    expect(within(tane).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      `/chat/c1/${quotes[0]?.business.userId}/${first._id}`,
    );
    const kauri = screen.getByRole('listitem', { name: 'Kauri Pipes' });
    expect(within(kauri).getByText('Estimated cost: $95 (Per hour)')).toBeTruthy();
    expect(within(kauri).getByText('+ GST')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide quotes' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows who stands behind each quote: page, verification, stars and the price’s terms', async () => {
    serveJobs(1);
    await expandFirst();
    const tane = screen.getByRole('listitem', { name: 'Tane Plumbing' });
    expect(within(tane).getByRole('link', { name: 'Tane Plumbing' }).getAttribute('href')).toBe(
      `/business-details/${quotes[0]?.business.userId}`,
    );
    expect(within(tane).getByText('NZBN verified')).toBeTruthy();
    const about = within(tane).getByRole('list', { name: 'About Tane Plumbing' });
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hired 14 times on Quoteway',
      'Usually quotes within 2 hours',
      'Licence: Certifying plumber PGD 12345',
    ]);
    expect(within(tane).getByText('Fixed the leak the same day.')).toBeTruthy();
    expect(within(tane).getByText('5 of 5 stars, Mere T.')).toBeTruthy();
    expect(
      within(tane).getByRole('img', { name: 'Rated 4.8 out of 5 from 12 reviews' }),
    ).toBeTruthy();
    const terms = within(tane).getByRole('list', { name: 'About this price' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Materials included', 'More details to follow']);
    // An unverified business with no reviews says so, and claims nothing.
    const kauri = screen.getByRole('listitem', { name: 'Kauri Pipes' });
    expect(within(kauri).queryByText(/verified/i)).toBeNull();
    expect(within(kauri).getByText('No hires on Quoteway yet')).toBeTruthy();
    expect(within(kauri).queryByText(/Usually quotes/)).toBeNull();
    expect(within(kauri).getByText('No reviews yet')).toBeTruthy();
    expect(within(kauri).queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('puts the expanded job in the URL', async () => {
    serveJobs(1);
    localApi.on(`GET /api/my-jobs/${first._id}`, { body: { job: first, quotes } });
    const { router } = renderAt('/my-jobs/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Show quotes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-jobs/1/${first._id}`));
    expect(await screen.findByRole('listitem', { name: 'Kauri Pipes' })).toBeTruthy();
  });

  it('hires a business after confirming: the job is hired, the other quote declined', async () => {
    serveJobs(1);
    const hired = {
      job: { ...first, status: 'hired', hiredAt: '2030-06-17T09:00:00.000Z' },
      quotes: [
        { ...quotes[0], status: 'hired' },
        { ...quotes[1], status: 'declined' },
      ],
    };
    localApi.on(`POST /api/jobs/${first._id}/hire`, { body: hired });
    await expandFirst();
    const tane = screen.getByRole('listitem', { name: 'Tane Plumbing' });
    fireEvent.click(within(tane).getByRole('button', { name: 'Hire' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Hire \u2068Tane Plumbing\u2069?',
    });
    expect(localApi.callsTo(`POST /api/jobs/${first._id}/hire`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localApi.callsTo(`POST /api/jobs/${first._id}/hire`)[0]?.body).toEqual({
      quoteId: quotes[0]?._id,
    });
    expect(
      within(screen.getByRole('listitem', { name: 'Tane Plumbing' })).getByText('Hired'),
    ).toBeTruthy();
    const kauri = screen.getByRole('listitem', { name: 'Kauri Pipes' });
    expect(within(kauri).getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hire' })).toBeNull();
    // The job's own badge says Hired, and it can now be marked completed.
    expect(screen.getByRole('button', { name: 'Mark completed' })).toBeTruthy();
    expect(useNotifications.getState().message).toBe('You hired Tane Plumbing.');
    // The Hire button is gone: focus is on the job, not lost.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Plumber' })),
    );
  });

  it('compares the quotes side by side, and hires from the comparison', async () => {
    serveJobs(1);
    localApi.on(`POST /api/jobs/${first._id}/hire`, {
      body: {
        job: { ...first, status: 'hired' },
        quotes: [
          { ...quotes[0], status: 'declined' },
          { ...quotes[1], status: 'hired' },
        ],
      },
    });
    await expandFirst();
    const compare = screen.getByRole('button', { name: 'Compare quotes' });
    expect(compare.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(compare);
    const table = await screen.findByRole('table', { name: 'Compare the 2 quotes on this job' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(columns).toEqual(['Tane Plumbing', 'Kauri Pipes']);
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Price')).toEqual(['$2,450', '$95']);
    expect(row('Price type')).toEqual(['Flat price', 'Per hour']);
    expect(row('GST')).toEqual(['incl. GST', '+ GST']);
    expect(row('Materials included')).toEqual(['Yes', 'Yes']);
    expect(row('Hires on Quoteway')).toEqual(['14', '0']);
    expect(row('Business number')).toEqual(['NZBN verified', 'Not verified']);
    expect(row('Usually quotes')).toEqual(['within 2 hours', 'Not known yet']);
    // The comparison scrolls in its own region (a keyboard can reach it), never the page.
    expect(screen.getByRole('region', { name: 'Compare the 2 quotes on this job' }).tabIndex).toBe(
      0,
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Hire Kauri Pipes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Hire \u2068Kauri Pipes\u2069?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() =>
      expect(localApi.callsTo(`POST /api/jobs/${first._id}/hire`)[0]?.body).toEqual({
        quoteId: quotes[1]?._id,
      }),
    );
    expect(await within(table).findByText('Hired')).toBeTruthy();
  });

  it('shows a reviewed job as Reviewed, not Leave a review', async () => {
    serveJobs(1, [{ ...first, status: 'completed', reviewed: true }]);
    renderAt('/my-jobs');
    expect(await screen.findByText('Reviewed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Leave a review' })).toBeNull();
  });

  it('titles a job by its answers, with its trade beside, and shows its photos', async () => {
    const photo = (n: number) => ({
      url: `/api/media/public/job-photo-${n}-aaaaaaaaaaaaaaaaaaaa.jpg`,
      thumbnailUrl: `/api/media/public/job-thumb-${n}-aaaaaaaaaaaaaaaaaaaa.jpg`,
    });
    serveJobs(1, [
      { ...first, titleParts: ['Leak or burst pipe', 'House'], photos: [photo(1), photo(2)] },
    ]);
    renderAt('/my-jobs');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Leak or burst pipe · House' }),
    ).toBeTruthy();
    expect(screen.getByText('Plumber')).toBeTruthy();
    const photos = screen.getByRole('list', { name: 'Photos of Leak or burst pipe · House' });
    const images = within(photos).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      photo(1).thumbnailUrl,
      photo(2).thumbnailUrl,
    ]);
    expect(images[0]?.getAttribute('alt')).toBe('Photo 1 of 2');
  });

  it('writes money and dates the NZ way', async () => {
    serveJobs(1, [{ ...first, createdAt: '2026-12-07T09:00:00.000Z' }]);
    renderAt('/my-jobs');
    expect(await screen.findByText('Posted 7 Dec 2026')).toBeTruthy();
  });

  it('marks a hired job completed', async () => {
    const hiredJob = { ...first, status: 'hired' };
    serveJobs(1, [hiredJob]);
    localApi.on(`POST /api/jobs/${first._id}/complete`, {
      body: { job: { ...hiredJob, status: 'completed' }, quotes: [] },
    });
    renderAt('/my-jobs');
    const complete = await screen.findByRole('button', { name: 'Mark completed' });
    // Not before the job is done.
    expect(screen.queryByRole('link', { name: 'Leave a review' })).toBeNull();
    fireEvent.click(complete);
    // Asked first: nothing is sent until the customer confirms.
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this job completed?' });
    expect(localApi.callsTo(`POST /api/jobs/${first._id}/complete`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localApi.callsTo(`POST /api/jobs/${first._id}/complete`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    const again = await screen.findByRole('alertdialog', { name: 'Mark this job completed?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark completed' })).toBeNull(),
    );
    expect(screen.getByText('Completed', { selector: 'span' })).toBeTruthy();
    expect(localApi.callsTo(`POST /api/jobs/${first._id}/complete`)).toHaveLength(1);
    // A completed job asks for the review.
    expect(screen.getByRole('link', { name: 'Leave a review' }).getAttribute('href')).toBe(
      `/review/${first._id}`,
    );
  });

  it('explains that credits go back before cancelling a job', async () => {
    serveJobs(1);
    localApi.on(`POST /api/jobs/${first._id}/cancel`, {
      body: { job: { ...first, status: 'cancelled' }, quotes: [] },
    });
    renderAt('/my-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this job?' });
    expect(dialog.textContent).toContain('Businesses who already quoted get their credits back.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the job' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localApi.callsTo(`POST /api/jobs/${first._id}/cancel`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel job' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this job?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() =>
      expect(localApi.callsTo(`POST /api/jobs/${first._id}/cancel`)).toHaveLength(1),
    );
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel job' })).toBeNull();
  });
});
