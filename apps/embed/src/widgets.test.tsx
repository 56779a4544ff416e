import { EmbedMessage } from '@quoteway/contracts';
import { I18nProvider, i18n } from '@quoteway/i18n';
import { useWizard } from '@quoteway/job-wizard';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEmbedSession } from './session';
import {
  aucklandCentral,
  customer,
  directoryEntry,
  JOB_ID,
  jobSummary,
  plumber,
  professionList,
  review,
  TANE_ID,
  taneBusiness,
  VERIFICATION_ID,
} from './test/fixtures';
import { apiError, serveLocalApi } from './test/localApi';
import { BusinessWidget, JobWidget } from './widgets';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const localApi = serveLocalApi();
const HOST = 'https://plumber.example';
const toHost = vi.fn();

function renderWidget(node: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

/** The messages the host page received, each checked against the protocol's schema. */
function hostMessages() {
  return toHost.mock.calls.map(([message, target]) => {
    expect(target).toBe(HOST);
    return EmbedMessage.parse(message);
  });
}

beforeEach(() => {
  // The widget as /embed.js frames it: its id and the host page's origin in the query.
  window.history.replaceState(null, '', `/jobiframe?widget=w1&host=${encodeURIComponent(HOST)}`);
  // jsdom runs the widget as a top-level page; here a host page frames it.
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: toHost } as unknown as Window);
  localApi.on('GET /api/professions', { body: professionList });
  localApi.on('GET /api/professions/plumber', { body: plumber });
  localApi.on('GET /api/localities', { body: { localities: [aucklandCentral] } });
});

afterEach(() => {
  vi.restoreAllMocks();
  toHost.mockReset();
  act(() => {
    useWizard.getState().reset();
    useEmbedSession.setState({ token: null, user: null, signingIn: false });
  });
});

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const onStep = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Steps 2 to 4 of the wizard, from the questions to the (prefilled) place. */
async function answerUpToContact() {
  await onStep('About the job');
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Leaking tap' }));
  fireEvent.click(screen.getByRole('radio', { name: 'As soon as possible' }));
  next();
  await onStep('Describe the job');
  fireEvent.change(screen.getByLabelText(/Job description/), {
    target: { value: 'The kitchen tap drips all night.' },
  });
  next();
  await onStep('Where is the job?');
  const place = screen.getByRole('combobox', { name: /Suburb or town/ }) as HTMLInputElement;
  expect(place.value).toBe('Auckland Central, Auckland 1010');
  next();
  await onStep('How can businesses reach you?');
}

/** Send the texted code, type it back and confirm it. */
async function verifyMobile() {
  localApi.on('POST /api/phone-verifications', {
    body: { verificationId: VERIFICATION_ID, expiresAt: '2030-06-15T09:10:00.000Z' },
  });
  localApi.on(`POST /api/phone-verifications/${VERIFICATION_ID}/confirm`, {
    body: { verified: true },
  });
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '21 123 4567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  fireEvent.change(await screen.findByLabelText(/6-digit code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
  await screen.findByText('Mobile number verified');
}

/** The wizard at its review step, as a visitor with a verified mobile. */
function readyToPost() {
  act(() =>
    useWizard.setState({
      step: 5,
      profession: { slug: 'plumber', name: 'Plumber' },
      answers: {
        work: { options: ['Leaking tap'], text: '', date: '', amount: '' },
        timing: { options: ['As soon as possible'], text: '', date: '', amount: '' },
      },
      description: 'The kitchen tap drips all night.',
      locality: aucklandCentral,
      userName: 'Aroha Ngata',
      email: 'aroha@example.nz',
      callingCode: '+64',
      mobile: '21 123 4567',
      phone: { verificationId: VERIFICATION_ID, mobile: '+64 21 123 4567', verified: true },
    }),
  );
}

describe('the job widget', () => {
  it('runs the whole wizard, texted code included, and tells the host page the job is posted', async () => {
    localApi.on('POST /api/jobs', {
      body: {
        job: jobSummary('open'),
        verifyEmail: true,
        message: 'Your job is live. Check your e-mail to set a password.',
      },
    });
    renderWidget(<JobWidget service="plumber" locations="auckland" />);
    // The trade and the place as the trade list and the gazetteer spell them.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Get quotes from a Plumber in Auckland',
      }),
    ).toBeTruthy();
    const search = localApi.callsTo('GET /api/localities')[0]?.query;
    expect(search?.get('q')).toBe('auckland');
    // The trade is known: the wizard opens at its questions, without taking the host
    // page's focus.
    await onStep('About the job');
    expect(document.activeElement).toBe(document.body);
    await answerUpToContact();
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Aroha Ngata' } });
    fireEvent.change(screen.getByLabelText(/E-mail address/), {
      target: { value: 'aroha@example.nz' },
    });
    await verifyMobile();
    expect(localApi.callsTo('POST /api/phone-verifications')[0]?.body).toEqual({
      mobile: '+64 21 123 4567',
    });
    next();
    await onStep('Check and post your job');
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));

    // The visitor's job is live at once; the e-mail link gives their account a password.
    const posted = await screen.findByRole('heading', { name: 'Your job is live' });
    expect(posted.parentElement?.querySelector('[role="status"]')?.textContent).toBe(
      'Matching businesses are being told now. We sent a link to aroha@example.nz: choose a password there to come back to your job and its quotes.',
    );
    const body = localApi.callsTo('POST /api/jobs')[0]?.body;
    expect(body).toMatchObject({
      professionSlug: 'plumber',
      localityId: aucklandCentral.id,
      mobile: '+64 21 123 4567',
      phoneVerificationId: VERIFICATION_ID,
      poster: { email: 'aroha@example.nz', userName: 'Aroha Ngata' },
    });
    expect(body).not.toHaveProperty('businessId');
    const messages = hostMessages();
    expect(messages[0]?.type).toBe('ready');
    expect(messages.filter((m) => m.type === 'job-posted')).toEqual([
      {
        source: 'quoteway',
        version: 1,
        widget: 'w1',
        type: 'job-posted',
        jobId: JOB_ID,
        direct: false,
      },
    ]);
  });

  it('asks for the trade first when the address names none', async () => {
    renderWidget(<JobWidget />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get quotes from local trades' }),
    ).toBeTruthy();
    expect(await onStep('Which trade do you need?')).toBeTruthy();
    expect(localApi.callsTo('GET /api/localities')).toHaveLength(0);
  });

  it('lets a visitor whose e-mail has an account sign in inside the widget and post', async () => {
    localApi.on('POST /api/jobs', (call) =>
      call.headers.authorization === 'Bearer tok-embed'
        ? { body: { job: jobSummary('open'), verifyEmail: false, message: 'Your job is live' } }
        : apiError(409, 'An account already uses this e-mail address. Sign in to post your job.'),
    );
    localApi.on('POST /api/login-user', {
      body: { token: 'tok-embed', user: customer(), message: 'Login successful' },
    });
    readyToPost();
    renderWidget(<JobWidget service="plumber" locations="auckland" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Post job' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account already uses this e-mail address. Sign in to post your job.',
    );
    // No link away from the host page: the sign-in opens in the widget.
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { name: 'Sign in to post your job' });
    expect(document.activeElement).toBe(heading);
    const email = screen.getByLabelText(/E-mail address/) as HTMLInputElement;
    expect(email.value).toBe('aroha@example.nz');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // Back on the review, signed in: the answers were kept, no name or e-mail is asked.
    await onStep('Check and post your job');
    expect(screen.queryByText('aroha@example.nz')).toBeNull();
    const login = localApi.callsTo('POST /api/login-user')[0]?.body;
    expect(login?.email).toBe('aroha@example.nz');
    // The password travels encrypted, never as typed.
    expect(login?.password).not.toBe('correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByRole('heading', { name: 'Your job is posted' })).toBeTruthy();
    const posted = localApi.callsTo('POST /api/jobs').at(-1);
    expect(posted?.headers.authorization).toBe('Bearer tok-embed');
    expect(posted?.body).not.toHaveProperty('poster');
    expect(hostMessages().filter((m) => m.type === 'job-posted')).toHaveLength(1);
  });

  it('says why a sign-in failed, and keeps the visitor in the widget', async () => {
    localApi.on(
      'POST /api/jobs',
      apiError(409, 'An account already uses this e-mail address. Sign in to post your job.'),
    );
    localApi.on('POST /api/login-user', apiError(401, 'Invalid Credentials'));
    readyToPost();
    renderWidget(<JobWidget service="plumber" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Post job' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Sign in to post your job' });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password!');
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot.getAttribute('target')).toBe('_blank');
    expect(forgot.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await onStep('Check and post your job');
    expect(useEmbedSession.getState().token).toBeNull();
  });

  it.each([
    ['keeps a business’s job form to that business alone', false],
    ['lets the visitor also ask others when the business allows it', true],
  ])('%s', async (_case, othersOffered) => {
    localApi.on(`GET /api/businesses/${TANE_ID}`, { body: taneBusiness() });
    localApi.on('POST /api/jobs', {
      body: { job: jobSummary('open'), verifyEmail: false, message: 'Your job is live' },
    });
    renderWidget(<JobWidget service="plumber" business={TANE_ID} othersOffered={othersOffered} />);
    await waitFor(() => expect(useWizard.getState().businessId).toBe(TANE_ID));
    readyToPost();
    const section = await screen.findByRole('region', { name: 'Requested business' });
    const choice = within(section).queryByRole('checkbox', {
      name: 'Also let up to 4 other local businesses quote',
    }) as HTMLInputElement | null;
    if (othersOffered) {
      expect(choice?.checked).toBe(false);
      if (choice) fireEvent.click(choice);
      expect(section.textContent).toContain(
        'Tane Plumbing and up to 4 other local businesses can quote.',
      );
    } else {
      expect(choice).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(localApi.callsTo('POST /api/jobs')).toHaveLength(1));
    expect(localApi.callsTo('POST /api/jobs')[0]?.body).toMatchObject({
      businessId: TANE_ID,
      openToOthers: othersOffered,
    });
  });
});

describe('the business widget: best-ranked businesses', () => {
  it('lists the directory’s best for the trade and place, each linked in a new tab', async () => {
    localApi.on('GET /api/directory', {
      body: {
        businesses: [directoryEntry(1, { businessName: 'Tane Plumbing' }), directoryEntry(2)],
        total: 2,
        page: 1,
        perPage: 5,
        locality: aucklandCentral,
      },
    });
    renderWidget(<BusinessWidget service="plumber" locations="auckland" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a trusted Plumber in Auckland' }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Find a trusted Plumber in Auckland' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    const link = first.getByRole('link', { name: 'Tane Plumbing' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/b/business-1`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(first.getByText('Verified')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Rated 4.5 out of 5 from 1 review' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('Verified')).toBeNull();
    const query = localApi.callsTo('GET /api/directory')[0]?.query;
    expect(query?.get('profession')).toBe('plumber');
    expect(query?.get('localityId')).toBe(String(aucklandCentral.id));
    expect(query?.get('perPage')).toBe('5');
    expect(
      screen.getByRole('link', { name: 'See all businesses on Quoteway' }).getAttribute('href'),
    ).toBe(`${window.location.origin}/profession/plumber/Auckland`);
  });

  it('says so when no business is listed, and offers to post the job here', async () => {
    localApi.on('GET /api/directory', {
      body: { businesses: [], total: 0, page: 1, perPage: 5, locality: aucklandCentral },
    });
    renderWidget(<BusinessWidget service="plumber" locations="auckland" />);
    expect(
      await screen.findByText(
        'No business is listed here yet. Post your job and the businesses that work in your area will be told.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post a job' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Get quotes from a Plumber in Auckland',
      }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(await onStep('About the job'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the businesses' }));
    const again = await screen.findByRole('button', { name: 'Post a job' });
    expect(document.activeElement).toBe(again);
  });
});

describe('the business widget: a business’s own card', () => {
  beforeEach(() => {
    localApi.on(`GET /api/businesses/${TANE_ID}`, { body: taneBusiness() });
    localApi.on(`GET /api/businesses/${TANE_ID}/reviews`, {
      body: { reviews: [review(3), review(2), review(1)], total: 12, page: 1, perPage: 3 },
    });
  });

  it('shows its rating, verification and latest verified reviews', async () => {
    renderWidget(<BusinessWidget business={TANE_ID} />);
    const name = await screen.findByRole('heading', { level: 1, name: 'Tane Plumbing' });
    expect(within(name).getByRole('link').getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 12 reviews' })).toBeTruthy();
    const reviews = await screen.findAllByRole('heading', { level: 3 });
    expect(reviews.map((h) => h.textContent)).toEqual([
      'Reviewer 3.',
      'Reviewer 2.',
      'Reviewer 1.',
    ]);
    expect(screen.getAllByText('Verified hire · Plumber · November 2030')).toHaveLength(3);
    expect(
      localApi.callsTo(`GET /api/businesses/${TANE_ID}/reviews`)[0]?.query.get('perPage'),
    ).toBe('3');
  });

  it('runs the wizard as a direct lead to it, and tells the host page', async () => {
    localApi.on('POST /api/jobs', {
      body: {
        job: jobSummary('open'),
        verifyEmail: true,
        message: 'Your job is live. Check your e-mail to set a password.',
      },
    });
    renderWidget(<BusinessWidget business={TANE_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request a quote' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a quote from Tane Plumbing' }),
    ).toBeTruthy();
    // Its only trade is asked for: the wizard opens at the questions, and says so to
    // screen readers (the button that opened it is gone).
    expect(document.activeElement).toBe(await onStep('About the job'));
    await waitFor(() => expect(useWizard.getState().businessId).toBe(TANE_ID));
    readyToPost();
    const section = await screen.findByRole('region', { name: 'Requested business' });
    // The business's own card keeps the job to it: no choice to ask its competitors.
    expect(section.textContent).toContain(
      'Only Tane Plumbing gets your request. No other business sees it.',
    );
    expect(within(section).queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    await screen.findByRole('heading', { name: 'Your job is live' });
    expect(localApi.callsTo('POST /api/jobs')[0]?.body).toMatchObject({
      businessId: TANE_ID,
      openToOthers: false,
      professionSlug: 'plumber',
    });
    expect(hostMessages().filter((m) => m.type === 'job-posted')).toEqual([
      {
        source: 'quoteway',
        version: 1,
        widget: 'w1',
        type: 'job-posted',
        jobId: JOB_ID,
        direct: true,
      },
    ]);
  });

  it.each([
    ['an id that is no id', 'tane-plumbing'],
    ['a business that is gone', '00000000-0000-4000-8000-0000000000ff'],
  ])('says so for %s, with a way to find others', async (_case, id) => {
    renderWidget(<BusinessWidget business={id} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This business is not on Quoteway' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find businesses' }).getAttribute('href')).toBe(
      `${window.location.origin}/business-directory`,
    );
    if (id === 'tane-plumbing') {
      expect(localApi.callsTo(`GET /api/businesses/${id}`)).toHaveLength(0);
    }
  });
});
