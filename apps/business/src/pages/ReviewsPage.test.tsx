import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BusinessReview } from '../reviews/reviewCache';
import { businessUser, myProfile, uuid } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { ReviewsPage } from './ReviewsPage';

const local = serveLocalApi();
const profile = myProfile();
const BUSINESS = profile.business._id;
const PROFILE = 'GET /api/business/profile';
const REVIEWS = `GET /api/businesses/${BUSINESS}/reviews`;

/** Review `n` of Tane Plumbing, as the API lists it (newest first: higher `n` is newer). */
function review(n: number, change: Partial<BusinessReview> = {}): BusinessReview {
  return {
    _id: uuid(700 + n),
    businessId: BUSINESS,
    reviewerName: `Reviewer ${n}.`,
    rating: 5,
    quality: 5,
    communication: 4,
    value: 4,
    punctuality: 5,
    text: `Review ${n}: fixed the leaking tap in an hour and left the kitchen spotless.`,
    photos: [],
    professionSlug: 'plumber',
    professionName: 'Plumber',
    jobMonth: '2026-11',
    createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
    editedAt: null,
    reply: null,
    reported: false,
    ...change,
  };
}

/** Answer the reviews list with `all`, `perPage` at a time as the API pages them. */
function serveReviews(all: BusinessReview[]) {
  local.on(REVIEWS, (call) => {
    const page = Number(call.query.get('page') ?? '1');
    const perPage = Number(call.query.get('perPage') ?? '10');
    return {
      body: {
        reviews: all.slice((page - 1) * perPage, page * perPage),
        total: all.length,
        page,
        perPage,
      },
    };
  });
}

beforeEach(() => {
  local.on(PROFILE, { body: profile });
});

function showReviews() {
  const { services, toasts } = consoleServices({ api: local.client(), user: businessUser() });
  renderConsole({ path: '/leads/reviews', element: <ReviewsPage /> }, '/leads/reviews', services);
  return { toasts };
}

/** The title over the business's reply in `card` (the name is a span of its own). */
const replyTitle = (card: HTMLElement) =>
  within(card).getByText('Tane Plumbing').closest('p')?.textContent;

/** The card of the review by `reviewer`. */
const card = (reviewer: string) => screen.getByRole('article', { name: reviewer });

describe('ReviewsPage', () => {
  it('lists the reviews newest first with the rating, ten at a time', async () => {
    serveReviews(Array.from({ length: 12 }, (_, i) => review(12 - i)));
    showReviews();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    const newest = await screen.findByRole('article', { name: 'Reviewer 12.' });
    expect(within(newest).getByText('Verified hire · Plumber · November 2026')).toBeTruthy();
    expect(within(newest).getByText(/^Review 12: fixed the leaking tap/)).toBeTruthy();
    // The overall stars, then quality, communication, value for money and punctuality.
    expect(
      within(newest)
        .getAllByRole('img')
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual([
      '5 out of 5 stars',
      '5 out of 5 stars',
      '4 out of 5 stars',
      '4 out of 5 stars',
      '5 out of 5 stars',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    // The rating as customers see it, and the way to the page they see it on.
    expect(screen.getByText('Based on 4 reviews')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your public page' }).getAttribute('href')).toBe(
      '/b/tane-plumbing',
    );
    expect(screen.getByText('Showing 10 of 12 reviews')).toBeTruthy();
    // The business's own id asks for its reviews.
    expect(local.callsTo(REVIEWS)[0]?.query.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('article', { name: 'Reviewer 1.' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 12 reviews')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(local.callsTo(REVIEWS).map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows a reply where there is one, and offers to reply only where there is none', async () => {
    serveReviews([
      review(2),
      review(1, { reply: { text: 'Thank you, Aroha!', createdAt: '2026-11-12T09:00:00Z' } }),
    ]);
    showReviews();
    const replied = await screen.findByRole('article', { name: 'Reviewer 1.' });
    expect(replyTitle(replied)).toBe('Reply from Tane Plumbing');
    expect(within(replied).getByText('Thank you, Aroha!')).toBeTruthy();
    expect(within(replied).queryByRole('button', { name: 'Reply publicly' })).toBeNull();
    expect(
      within(card('Reviewer 2.')).getByRole('button', { name: 'Reply publicly' }),
    ).toBeTruthy();
  });

  it('posts a public reply and shows it in place', async () => {
    serveReviews([review(1)]);
    const text = 'Thank you! It was a pleasure to work in such a tidy kitchen.';
    local.on(`POST /api/reviews/${uuid(701)}/reply`, (call) => ({
      body: {
        review: review(1, {
          reply: { text: String(call.body?.text), createdAt: '2026-11-12T09:00:00Z' },
        }),
      },
    }));
    showReviews();
    const reviewCard = await screen.findByRole('article', { name: 'Reviewer 1.' });
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Reply publicly' }));

    const reply = within(reviewCard).getByRole('textbox', { name: 'Your public reply' });
    expect(document.activeElement).toBe(reply);
    expect(reply.getAttribute('maxlength')).toBe('2000');
    expect(
      within(reviewCard).getByText(
        "Replies are public and free. You can reply once, and can't edit it after posting.",
      ),
    ).toBeTruthy();
    fireEvent.change(reply, { target: { value: `  ${text} ` } });
    expect(within(reviewCard).getByText(`${text.length + 3} / 2000`)).toBeTruthy();
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Post reply' }));

    const status = await within(reviewCard).findByText('Your reply is posted.');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect(local.callsTo(`POST /api/reviews/${uuid(701)}/reply`)[0]?.body).toEqual({ text });
    expect(within(reviewCard).getByText(text)).toBeTruthy();
    expect(replyTitle(reviewCard)).toBe('Reply from Tane Plumbing');
    expect(within(reviewCard).queryByRole('textbox', { name: 'Your public reply' })).toBeNull();
    expect(within(reviewCard).queryByRole('button', { name: 'Reply publicly' })).toBeNull();
    // The list was not read again: the answer is what it shows.
    expect(local.callsTo(REVIEWS)).toHaveLength(1);
  });

  it('shows a refused reply under the field: one reply per review', async () => {
    serveReviews([review(1)]);
    local.on(
      `POST /api/reviews/${uuid(701)}/reply`,
      apiError(409, 'You have already replied to this review'),
    );
    showReviews();
    const reviewCard = await screen.findByRole('article', { name: 'Reviewer 1.' });
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Reply publicly' }));
    const reply = within(reviewCard).getByRole('textbox', { name: 'Your public reply' });
    fireEvent.change(reply, { target: { value: 'Thanks a lot for the kind words.' } });
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Post reply' }));

    await waitFor(() => expect(reply.getAttribute('aria-invalid')).toBe('true'));
    const described = (reply.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('You have already replied to this review');
    expect(document.activeElement).toBe(reply);
    expect(within(reviewCard).queryByText('Your reply is posted.')).toBeNull();
  });

  it('names the field a 400 refuses, and asks for words before sending', async () => {
    serveReviews([review(1)]);
    local.on(
      `POST /api/reviews/${uuid(701)}/reply`,
      apiError(400, 'body/text must not be empty', {
        fields: [{ field: 'body.text', message: 'must not be empty' }],
      }),
    );
    showReviews();
    const reviewCard = await screen.findByRole('article', { name: 'Reviewer 1.' });
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Reply publicly' }));
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Post reply' }));
    expect(within(reviewCard).getByText('Write your reply first')).toBeTruthy();
    expect(local.callsTo(`POST /api/reviews/${uuid(701)}/reply`)).toHaveLength(0);

    const reply = within(reviewCard).getByRole('textbox', { name: 'Your public reply' });
    fireEvent.change(reply, { target: { value: 'k' } });
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Post reply' }));
    expect(await within(reviewCard).findByText('must not be empty')).toBeTruthy();

    // Cancel closes the form and gives focus back to the button that opened it.
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(
      within(reviewCard).getByRole('button', { name: 'Reply publicly' }),
    );
  });

  it('reports a review with the chosen reason, then shows it reported', async () => {
    serveReviews([review(2), review(1, { reported: true })]);
    const REPORT = `POST /api/reviews/${uuid(702)}/report`;
    local.on(REPORT, {
      body: { message: 'Thank you: the review is reported and an operator will look at it.' },
    });
    showReviews();
    // Someone already reported this one: it says so, and offers no second report.
    const reported = await screen.findByRole('article', { name: 'Reviewer 1.' });
    expect(within(reported).getByText('Reported: an operator will review it')).toBeTruthy();
    expect(within(reported).queryByRole('button', { name: 'Report' })).toBeNull();

    const reviewCard = card('Reviewer 2.');
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const reasons = within(dialog).getByRole('group', {
      name: 'Why are you reporting this review?',
    });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'It is fake or not from a real customer',
      'It is offensive or abusive',
      'It shares personal information',
      'This person never hired us',
      'Something else',
    ]);
    // A reason is needed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeTruthy();
    expect(local.callsTo(REPORT)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'This person never hired us' }));
    const more = within(dialog).getByRole('textbox', { name: 'Tell us more' });
    expect(more.getAttribute('maxlength')).toBe('1000');
    fireEvent.change(more, { target: { value: ' No job of ours in November. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const thanks = await within(reviewCard).findByText('Thank you. We will look at this review.');
    expect(local.callsTo(REPORT)[0]?.body).toEqual({
      reason: 'not-a-hire',
      detail: 'No job of ours in November.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(reviewCard).getByText('Reported: an operator will review it')).toBeTruthy();
    expect(within(reviewCard).queryByRole('button', { name: 'Report' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(thanks));
  });

  it('keeps the dialog open with the server’s word when a report is refused', async () => {
    serveReviews([review(1)]);
    local.on(
      `POST /api/reviews/${uuid(701)}/report`,
      apiError(409, 'You have already reported this review'),
    );
    showReviews();
    const reviewCard = await screen.findByRole('article', { name: 'Reviewer 1.' });
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'It is offensive or abusive' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'You have already reported this review',
    );
    // Cancel closes it; opened again, it starts afresh.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(reviewCard).getByRole('button', { name: 'Report' }));
    const again = await screen.findByRole('dialog', { name: 'Report this review' });
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(
      within(again)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('says how reviews come before the first one, with the way to the public page', async () => {
    serveReviews([]);
    showReviews();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    expect(
      screen.getByText(
        'When a customer you were hired by marks the job complete, we ask them for a review. Reviews appear here and on your public page.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your public page' }).getAttribute('href')).toBe(
      '/b/tane-plumbing',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('offers to try again when the reviews cannot be loaded', async () => {
    local.on(REVIEWS, apiError(500, 'Something broke on our side'));
    showReviews();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Something broke on our side',
    );
    serveReviews([review(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Reviewer 1.' })).toBeTruthy();
  });
});
