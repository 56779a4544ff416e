/// <reference types="node" />
import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../notifications/notificationStore';
import { useSession } from '../session/sessionStore';
import { customerUser } from '../test/fixtures';
import { apiError, serveLocalApi } from '../test/localApi';
import { renderAt } from '../test/renderApp';

const localApi = serveLocalApi();

// In a browser, File, FormData and fetch are one family. Here fetch is Node's while jsdom
// brings its own File and FormData, which Node's fetch cannot send: uploads use Node's.
beforeAll(async () => {
  const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const JOB = '6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f';
const BUSINESS = '22222222-0000-4000-8000-000000000001';
const REVIEW = '33333333-0000-4000-8000-000000000001';
const business = { _id: BUSINESS, businessName: 'Tane Plumbing', logoUrl: null };

function review(change: Record<string, unknown> = {}) {
  return {
    _id: REVIEW,
    businessId: BUSINESS,
    reviewerName: 'Aroha N.',
    rating: 5,
    quality: 5,
    communication: 4,
    value: 4,
    punctuality: 5,
    text: 'Fixed the leaking tap in an hour and left the kitchen spotless.',
    photos: [],
    professionSlug: 'plumber',
    professionName: 'Plumber',
    jobMonth: '2030-06',
    createdAt: '2030-06-20T09:00:00.000Z',
    editedAt: null,
    reply: null,
    reported: false,
    ...change,
  };
}

/** Answer GET /api/jobs/:id/review with the job's review state. */
function serveState(change: Record<string, unknown> = {}) {
  localApi.on(`GET /api/jobs/${JOB}/review`, {
    body: {
      review: null,
      canWrite: true,
      canEdit: false,
      reason: null,
      writeUntil: '2030-08-18T09:00:00.000Z',
      business,
      ...change,
    },
  });
}

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

/** Choose `stars` in the star group named `name`. */
function rate(name: string, stars: number) {
  const group = screen.getByRole('radiogroup', { name });
  const radio = within(group).getAllByRole('radio')[stars - 1] as HTMLElement;
  fireEvent.click(radio);
}

function rateAll() {
  rate('Overall rating', 5);
  rate('Quality', 5);
  rate('Communication', 4);
  rate('Value for money', 4);
  rate('Punctuality', 3);
}

const reviewText = () => screen.getByRole('textbox', { name: /Your review/ });

describe('writing a review', () => {
  it('offers five accessible star groups, each a set of named radios', async () => {
    serveState();
    renderAt(`/review/${JOB}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review Tane Plumbing' }),
    ).toBeTruthy();
    for (const name of [
      'Overall rating',
      'Quality',
      'Communication',
      'Value for money',
      'Punctuality',
    ]) {
      const group = screen.getByRole('radiogroup', { name });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('aria-label')),
      ).toEqual([
        '1 star: Poor',
        '2 stars: Fair',
        '3 stars: Good',
        '4 stars: Very good',
        '5 stars: Excellent',
      ]);
    }
    rate('Quality', 4);
    const quality = screen.getByRole('radiogroup', { name: 'Quality' });
    expect(
      (within(quality).getByRole('radio', { name: '4 stars: Very good' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    // The window is stated, and the business's page is one link away.
    expect(screen.getByText(/You can write it until August 18, 2030/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tane Plumbing' }).getAttribute('href')).toBe(
      `/business-details/${BUSINESS}`,
    );
  });

  it('counts the characters still needed as the customer types', async () => {
    serveState();
    renderAt(`/review/${JOB}`);
    const text = (await screen.findByRole('textbox', {
      name: /Your review/,
    })) as HTMLTextAreaElement;
    expect(screen.getByText(/20 more characters needed/)).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Great work, tidy.' } });
    expect(screen.getByText(/3 more characters needed/)).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Great work, tidy job.' } });
    expect(screen.queryByText(/more characters? needed/)).toBeNull();
    expect(text.getAttribute('maxlength')).toBe('4000');
    expect(screen.getByText('21 / 4000')).toBeTruthy();
  });

  it('says what is missing before sending anything, and focuses the first', async () => {
    serveState();
    renderAt(`/review/${JOB}`);
    fireEvent.change(await screen.findByRole('textbox', { name: /Your review/ }), {
      target: { value: 'Too short' },
    });
    rate('Quality', 5);
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    const overall = screen.getByRole('radiogroup', { name: 'Overall rating' });
    expect(overall.getAttribute('aria-invalid')).toBe('true');
    expect(within(overall).getByText('Choose 1 to 5 stars for Overall rating')).toBeTruthy();
    expect(
      screen.getByRole('radiogroup', { name: 'Quality' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(screen.getByText('Write at least 11 more characters')).toBeTruthy();
    expect(document.activeElement).toBe(within(overall).getAllByRole('radio')[0]);
    expect(localApi.callsTo(`POST /api/jobs/${JOB}/review`)).toHaveLength(0);
  });

  it('posts the review, then its photos, and thanks the customer with a link to the business', async () => {
    serveState();
    const posted = review();
    localApi.on(`POST /api/jobs/${JOB}/review`, { body: { review: posted } });
    localApi.on(`POST /api/reviews/${REVIEW}/photos`, {
      body: { review: { ...posted, photos: [{ url: '/a.jpg', thumbnailUrl: '/a-t.jpg' }] } },
    });
    renderAt(`/review/${JOB}`);
    await screen.findByRole('textbox', { name: /Your review/ });
    rateAll();
    fireEvent.change(reviewText(), {
      target: { value: '  Fixed the leaking tap in an hour and left the kitchen spotless.  ' },
    });
    const photo = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'tap.jpg', {
      type: 'image/jpeg',
    });
    const fileInput = screen.getByLabelText('Photos to add') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [photo] } });
    expect(screen.getByText('tap.jpg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you for your review!' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(localApi.callsTo(`POST /api/jobs/${JOB}/review`)[0]?.body).toEqual({
      rating: 5,
      quality: 5,
      communication: 4,
      value: 4,
      punctuality: 3,
      text: 'Fixed the leaking tap in an hour and left the kitchen spotless.',
    });
    const upload = localApi.callsTo(`POST /api/reviews/${REVIEW}/photos`);
    expect(upload).toHaveLength(1);
    expect(upload[0]?.parts).toEqual([
      ['image', { filename: 'tap.jpg', type: 'image/jpeg', size: 4 }],
    ]);
    expect(upload[0]?.headers.authorization).toBe('Bearer tok-c');
    expect(
      screen.getByRole('link', { name: "See Tane Plumbing's page" }).getAttribute('href'),
    ).toBe(`/business-details/${BUSINESS}`);
    expect(screen.getByRole('link', { name: 'Back to My Jobs' })).toBeTruthy();
  });

  it('refuses a file that is not a photo, and more than five photos', async () => {
    serveState();
    renderAt(`/review/${JOB}`);
    await screen.findByRole('textbox', { name: /Your review/ });
    const fileInput = screen.getByLabelText('Photos to add') as HTMLInputElement;
    const pdf = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput, { target: { files: [pdf] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'invoice.pdf is not a JPEG, PNG or WebP photo.',
    );
    const photos = [1, 2, 3, 4, 5, 6].map(
      (n) => new File([new Uint8Array([0xff, 0xd8])], `p${n}.jpg`, { type: 'image/jpeg' }),
    );
    fireEvent.change(fileInput, { target: { files: photos } });
    expect(screen.getByRole('alert').textContent).toBe('You can add 5 more photos.');
    expect(screen.queryByText('p1.jpg')).toBeNull();
  });

  it('shows the server’s field errors under their fields', async () => {
    serveState();
    localApi.on(
      `POST /api/jobs/${JOB}/review`,
      apiError(400, 'body.text: must be at least 20 characters', {
        fields: [{ field: 'body.text', message: 'must be at least 20 characters' }],
      }),
    );
    renderAt(`/review/${JOB}`);
    await screen.findByRole('textbox', { name: /Your review/ });
    rateAll();
    // Twenty characters typed, but the server counts differently (say, after trimming).
    fireEvent.change(reviewText(), { target: { value: 'Good job, well done!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('must be at least 20 characters')).toBeTruthy();
    expect(reviewText().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(reviewText()));
  });

  it('shows the refusal and the new state when the job was reviewed meanwhile (409)', async () => {
    serveState();
    localApi.on(
      `POST /api/jobs/${JOB}/review`,
      apiError(409, 'This job has already been reviewed'),
    );
    renderAt(`/review/${JOB}`);
    await screen.findByRole('textbox', { name: /Your review/ });
    rateAll();
    fireEvent.change(reviewText(), {
      target: { value: 'Fixed the leaking tap in an hour, very tidy.' },
    });
    serveState({ review: review(), canWrite: false, canEdit: false, reason: 'already-reviewed' });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('heading', { name: 'You reviewed this job' })).toBeTruthy();
  });
});

describe('the review page’s other states', () => {
  it('says a job that is not completed cannot be reviewed yet', async () => {
    serveState({ canWrite: false, reason: 'not-completed', writeUntil: null });
    renderAt(`/review/${JOB}`);
    expect(
      await screen.findByRole('heading', { name: 'This job is not completed yet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My Jobs' }).getAttribute('href')).toBe(
      '/my-jobs/2',
    );
  });

  it('says when the 60 days to review have passed', async () => {
    serveState({
      canWrite: false,
      reason: 'window-closed',
      writeUntil: '2030-08-18T09:00:00.000Z',
    });
    renderAt(`/review/${JOB}`);
    expect(
      await screen.findByRole('heading', { name: 'The time to review this job has passed' }),
    ).toBeTruthy();
    expect(screen.getByText(/within 60 days of a job's completion/)).toBeTruthy();
    expect(screen.getByText(/that time ended on August 18, 2030/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });

  it('says when nobody was hired', async () => {
    serveState({ canWrite: false, reason: 'not-hired', business: null, writeUntil: null });
    renderAt(`/review/${JOB}`);
    expect(
      await screen.findByRole('heading', { name: 'No business was hired for this job' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Leave a review' })).toBeTruthy();
  });

  it('answers someone else’s job (404) as not found', async () => {
    localApi.on(`GET /api/jobs/${JOB}/review`, apiError(404, 'Job not found'));
    renderAt(`/review/${JOB}`);
    expect(await screen.findByRole('heading', { name: 'We could not find this job' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Jobs' })).toBeTruthy();
  });

  it('shows a failure with Try again', async () => {
    localApi.on(`GET /api/jobs/${JOB}/review`, apiError(500, 'Internal Server Error'));
    renderAt(`/review/${JOB}`);
    expect(await screen.findByRole('alert')).toBeTruthy();
    serveState();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Post review' })).toBeTruthy();
  });

  it('shows a review already written, and lets it be changed while allowed', async () => {
    serveState({ review: review(), canWrite: false, canEdit: true });
    const edited = review({
      rating: 4,
      text: 'Fixed the tap quickly; came back to check it too.',
      editedAt: '2030-06-20T10:00:00.000Z',
    });
    localApi.on(`PUT /api/reviews/${REVIEW}`, { body: { review: edited } });
    renderAt(`/review/${JOB}`);
    expect(await screen.findByRole('heading', { name: 'You reviewed this job' })).toBeTruthy();
    const shown = screen.getByRole('article', { name: 'Your review' });
    expect(
      within(shown).getByText('Fixed the leaking tap in an hour and left the kitchen spotless.'),
    ).toBeTruthy();
    // The overall stars first, then the four details.
    expect(
      within(shown)
        .getAllByRole('img', { name: /^Rated/ })
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual([
      'Rated 5.0 out of 5',
      'Rated 5.0 out of 5',
      'Rated 4.0 out of 5',
      'Rated 4.0 out of 5',
      'Rated 5.0 out of 5',
    ]);
    expect(within(shown).getByText('Verified hire: Plumber, June 2030')).toBeTruthy();
    expect(screen.getByText(/You can change your review until/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    const overall = screen.getByRole('radiogroup', { name: 'Overall rating' });
    expect(
      (within(overall).getByRole('radio', { name: '5 stars: Excellent' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect((reviewText() as HTMLTextAreaElement).value).toBe(review().text);
    rate('Overall rating', 4);
    fireEvent.change(reviewText(), {
      target: { value: 'Fixed the tap quickly; came back to check it too.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your review is updated.')).toBeTruthy();
    expect(localApi.callsTo(`PUT /api/reviews/${REVIEW}`)[0]?.body).toEqual({
      rating: 4,
      quality: 5,
      communication: 4,
      value: 4,
      punctuality: 5,
      text: 'Fixed the tap quickly; came back to check it too.',
    });
    expect(screen.getByText('Fixed the tap quickly; came back to check it too.')).toBeTruthy();
    expect(screen.getByText('Edited')).toBeTruthy();
  });

  it('does not offer to change a review the business has replied to', async () => {
    serveState({
      review: review({ reply: { text: 'Thanks Aroha!', createdAt: '2030-06-21T09:00:00.000Z' } }),
      canWrite: false,
      canEdit: false,
    });
    renderAt(`/review/${JOB}`);
    expect(await screen.findByText('Thanks Aroha!')).toBeTruthy();
    expect(
      screen.getByText('The business has replied, so your review can no longer be changed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit your review' })).toBeNull();
  });

  it('reports the business’s reply with a reason, then says thank you', async () => {
    const reply = { text: 'You never paid the call-out fee.', createdAt: '2030-06-21T09:00:00Z' };
    serveState({ review: review({ reply }), canWrite: false, canEdit: false });
    const REPORT = `POST /api/reviews/${REVIEW}/report`;
    localApi.on(REPORT, {
      body: { message: 'Thank you: the review is reported and an operator will look at it.' },
    });
    renderAt(`/review/${JOB}`);
    const replySection = await screen.findByRole('region', { name: "The business's reply" });
    fireEvent.click(within(replySection).getByRole('button', { name: 'Report this reply' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this reply' });
    const reasons = within(dialog).getByRole('group', {
      name: 'Why are you reporting this reply?',
    });
    // Only the business can say the reviewer never hired it.
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'It is fake or not from a real customer',
      'It is offensive or abusive',
      'It shares personal information',
      'Something else',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'It is offensive or abusive' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tell us more' }), {
      target: { value: 'I paid it in cash.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const thanks = await screen.findByText('Thank you. We will look at this reply.');
    expect(localApi.callsTo(REPORT)[0]?.body).toEqual({
      reason: 'offensive',
      detail: 'I paid it in cash.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report this reply' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(thanks));
  });

  it('offers no report of a reply already reported, nor of a review without a reply', async () => {
    const reply = { text: 'Thanks Aroha!', createdAt: '2030-06-21T09:00:00Z' };
    serveState({ review: review({ reply, reported: true }), canWrite: false, canEdit: false });
    const { unmount } = renderAt(`/review/${JOB}`);
    expect(await screen.findByText('Thanks Aroha!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this reply' })).toBeNull();
    unmount();
    serveState({ review: review(), canWrite: false, canEdit: false });
    renderAt(`/review/${JOB}`);
    expect(await screen.findByText(/Fixed the leaking tap/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this reply' })).toBeNull();
  });

  it('sends a visitor to /home', async () => {
    useSession.getState().clear();
    const { router } = renderAt(`/review/${JOB}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
