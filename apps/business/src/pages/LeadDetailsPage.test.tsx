import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessUser, type LeadDetailResult, listedLead, uuid } from '../test/fixtures';
import { apiError, sealed, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { LeadDetailsPage } from './LeadDetailsPage';

const local = serveLocalApi();

/** A paragraph reading `text` whole (the price's amount is a span of its own, kept on one line). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
const jobId = uuid(1);

function leadDetail(overrides: Partial<LeadDetailResult> = {}): LeadDetailResult {
  const { quote: _quote, ...job } = listedLead(1, {
    answers: [
      {
        questionId: 'what',
        options: ['Leaking tap', 'Other (Please specify)'],
        text: 'Noisy pipes',
      },
      { questionId: 'when', options: ['Specific date'], date: '2026-03-14' },
      { questionId: 'budget', options: ['Total'], amountCents: 45_050 },
    ],
  });
  return {
    job,
    draftJob: null,
    noOfQuotes: 2,
    quote: null,
    contact: null,
    reported: false,
    ...overrides,
  };
}

beforeEach(() => {
  local.on('GET /api/professions/plumber', {
    body: {
      slug: 'plumber',
      name: 'Plumber',
      categorySlug: 'plumbing',
      baseCredits: 6,
      questions: [
        { id: 'what', kind: 'multiple', label: 'What needs doing?', options: [], required: true },
        { id: 'when', kind: 'timing', label: 'When?', options: [], required: true },
        { id: 'budget', kind: 'budget', label: 'Budget', options: [], required: false },
      ],
    },
  });
});

function showLead(detail: LeadDetailResult, credits = 70) {
  local.on(`GET /api/get-lead/${jobId}`, sealed(detail));
  const refreshed: string[] = [];
  const balances: number[] = [];
  const { services, toasts } = consoleServices({
    api: local.client(),
    user: businessUser({ credits }),
    refreshUser: () => refreshed.push('me'),
    onUserChange: (user) => balances.push(user.credits),
  });
  renderConsole(
    { path: '/lead-details/:id/:userId?', element: <LeadDetailsPage /> },
    `/lead-details/${jobId}`,
    services,
  );
  return { toasts, refreshed, balances };
}

const fillQuote = (value: string, comment: string) => {
  fireEvent.change(screen.getByLabelText(/Estimated cost \(dollars\)/), { target: { value } });
  fireEvent.change(screen.getByLabelText(/Comment for the customer/), {
    target: { value: comment },
  });
};

describe('LeadDetailsPage', () => {
  it('shows the whole job and its price in credits before anything is spent', async () => {
    showLead(leadDetail());
    await screen.findByRole('heading', { level: 1, name: 'Plumber in Wellington Central' });
    expect(
      screen.getByText(paragraph('Quoting on this lead costs 12 credits (≈ $4.80)')),
    ).toBeTruthy();
    expect(screen.getByText(/You have 70 credits\./)).toBeTruthy();
    expect(screen.getByText('2 of 5 quotes sent')).toBeTruthy();
    expect(screen.getByText('$450')).toBeTruthy();
    await screen.findByText('What needs doing?');
    expect(screen.getByText('Leaking tap, Noisy pipes')).toBeTruthy();
    expect(screen.getByText('March 14, 2026')).toBeTruthy();
    expect(screen.getByText('Total, $450.50')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Flat rate' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it.each([
    // [credits the lead costs, the button]
    [8, 'Send quote · 8 credits (≈ $3.20)'],
    [1, 'Send quote · 1 credit (≈ $0.40)'],
    [24, 'Send quote · 24 credits (≈ $9.60)'],
  ])(
    'names on the quote button the %d credits it spends and their worth',
    async (credits, name) => {
      showLead(leadDetail({ job: { ...leadDetail().job, credits } }));
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    },
  );

  it("values the credits in the business's own country's money, whichever site it opens", async () => {
    local.on(`GET /api/get-lead/${jobId}`, sealed(leadDetail()));
    const india = businessUser({
      business: {
        businessName: 'Bandra Plumbing Works',
        businessUrl: null,
        professionSlug: 'plumber',
        country: 'IN',
        businessNumber: '27AAPFU0939F1ZV',
        businessNumberKind: 'GSTIN',
        businessNumberStatus: 'verified',
        designation: null,
        mobile: '+919876543210',
        localityId: 1,
      },
    });
    const { services } = consoleServices({ api: local.client(), user: india });
    renderConsole(
      { path: '/lead-details/:id/:userId?', element: <LeadDetailsPage /> },
      `/lead-details/${jobId}`,
      services,
    );
    // On localhost (the New Zealand site): 12 credits at India's list price of ₹20.
    expect(
      await screen.findByText(paragraph('Quoting on this lead costs 12 credits (≈ ₹240)')),
    ).toBeTruthy();
  });

  it('explains the lead’s price in one sentence by the trade’s standard price and the budget', async () => {
    // The plumber's standard is 6 credits here: a $450 budget (under $500) halves it to 3.
    showLead(leadDetail({ job: { ...leadDetail().job, credits: 3 } }));
    expect(
      await screen.findByText(
        'Leads are priced by trade and budget: Plumber jobs under $500 cost half the standard 6 credits.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(paragraph('Quoting on this lead costs 3 credits (≈ $1.20)')),
    ).toBeTruthy();
  });

  it('says a lead keeps the price it was posted with when the trade’s price has changed since', async () => {
    showLead(leadDetail());
    expect(
      await screen.findByText('This lead keeps the price it had when the job was posted.'),
    ).toBeTruthy();
  });

  it('sends the quote with the dollars in cents, then updates the balance and goes to the leads', async () => {
    local.on('POST /api/send-quote', {
      body: {
        message: 'Your quote has been sent',
        quote: {
          _id: uuid(50),
          estCost: { type: 'Hourly', value: 1250 },
          gstIncluded: true,
          comment: 'Can start Monday',
          status: 'sent',
          credits: 12,
          createdAt: new Date().toISOString(),
          conversationId: uuid(60),
        },
        conversationId: uuid(60),
        credits: 58,
      },
    });
    const { toasts, refreshed, balances } = showLead(leadDetail());
    fireEvent.click(await screen.findByRole('radio', { name: 'Per hour' }));
    fillQuote('12.50', '  Can start Monday  ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Price includes materials' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I need more information' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send quote · 12 credits (≈ $4.80)' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/leads/tab');
    expect(local.callsTo('POST /api/send-quote')[0]?.body).toEqual({
      lead: { _id: jobId, credits: 12 },
      estCost: { type: 'Hourly', value: 1250 },
      comment: 'Can start Monday',
      checkboxes: { cost: true, inspection: false, information: true, comment: false },
      // The NZ site's practice: prices to customers include GST.
      gstIncluded: true,
    });
    expect(toasts).toEqual(['Your quote has been sent']);
    expect(refreshed).toEqual(['me']);
    expect(balances).toEqual([58]);
  });

  it('sends a price with GST on top when the business unticks "includes GST"', async () => {
    local.on('POST /api/send-quote', {
      body: {
        message: 'Your quote has been sent',
        quote: {
          _id: uuid(51),
          estCost: { type: 'Flat', value: 20_000 },
          gstIncluded: false,
          comment: 'Parts extra',
          status: 'sent',
          credits: 12,
          createdAt: new Date().toISOString(),
          conversationId: uuid(61),
        },
        conversationId: uuid(61),
        credits: 58,
      },
    });
    showLead(leadDetail());
    const gst = (await screen.findByRole('checkbox', {
      name: 'The price includes GST (15%)',
    })) as HTMLInputElement;
    expect(gst.checked).toBe(true);
    fillQuote('200', 'Parts extra');
    fireEvent.click(gst);
    fireEvent.click(screen.getByRole('button', { name: /^Send quote · 12 credits/ }));
    await waitFor(() =>
      expect(local.callsTo('POST /api/send-quote')[0]?.body).toMatchObject({ gstIncluded: false }),
    );
  });

  it('refuses an amount that is not dollars and cents, before any request', async () => {
    showLead(leadDetail());
    await screen.findByRole('button', { name: 'Send quote · 12 credits (≈ $4.80)' });
    fillQuote('12.555', 'Can start Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Send quote · 12 credits (≈ $4.80)' }));
    const field = screen.getByLabelText(/Estimated cost \(dollars\)/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount in dollars, like 120 or 99.50')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(local.callsTo('POST /api/send-quote')).toHaveLength(0);
  });

  it('shows the server’s message and a way to buy credits when the balance is too low', async () => {
    local.on(
      'POST /api/send-quote',
      apiError(402, 'You need 12 credits to quote on this lead; you have 5'),
    );
    showLead(leadDetail(), 5);
    await screen.findByText(/You need 7 more credits to quote on this lead\./);
    fillQuote('300', 'Happy to help');
    fireEvent.click(screen.getByRole('button', { name: 'Send quote · 12 credits (≈ $4.80)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You need 12 credits to quote on this lead; you have 5');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`/plans/${jobId}`);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows a conflict (the job filled up meanwhile) without a plans link', async () => {
    local.on('POST /api/send-quote', apiError(409, 'This job already has 5 quotes'));
    showLead(leadDetail());
    await screen.findByRole('button', { name: 'Send quote · 12 credits (≈ $4.80)' });
    fillQuote('300', 'Happy to help');
    fireEvent.click(screen.getByRole('button', { name: 'Send quote · 12 credits (≈ $4.80)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This job already has 5 quotes');
    expect(alert.querySelector('a')).toBeNull();
  });

  it('starts from the saved draft and saves it again as a draft', async () => {
    local.on('POST /api/save-job-as-draft', { body: { message: 'Job saved as draft' } });
    const { toasts } = showLead(
      leadDetail({
        draftJob: {
          metadata: {
            estCost: { type: 'Daily', value: 52_000 },
            comment: 'Two days of work',
            checkboxes: { inspection: true },
          },
          savedAt: new Date().toISOString(),
        },
      }),
    );
    const value = (await screen.findByLabelText(/Estimated cost/)) as HTMLInputElement;
    expect(value.value).toBe('520');
    expect((screen.getByRole('radio', { name: 'Per day' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: /inspect before confirming/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.change(value, { target: { value: '540.40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/leads/tab');
    expect(local.callsTo('POST /api/save-job-as-draft')[0]?.body).toEqual({
      id: jobId,
      metadata: {
        estCost: { type: 'Daily', value: 54_040 },
        comment: 'Two days of work',
        checkboxes: { cost: false, inspection: true, information: false, comment: false },
        gstIncluded: true,
      },
    });
    expect(toasts).toEqual(['Job saved as draft']);
  });

  it('shows the quote already sent, the customer’s contact and the conversation', async () => {
    showLead(
      leadDetail({
        quote: {
          _id: uuid(50),
          estCost: { type: 'Flat', value: 30_000 },
          gstIncluded: true,
          comment: 'All parts included',
          status: 'sent',
          credits: 12,
          createdAt: new Date().toISOString(),
          conversationId: uuid(60),
        },
        contact: {
          userId: uuid(7),
          userName: 'Aroha Ngata',
          email: 'aroha@example.nz',
          // Stored without spaces (as older accounts were): shown in the phone's groups.
          mobile: '+64215550101',
        },
      }),
    );
    await screen.findByText('$300 (Flat rate)');
    expect(screen.getByRole('link', { name: 'aroha@example.nz' }).getAttribute('href')).toBe(
      'mailto:aroha@example.nz',
    );
    expect(screen.getByRole('link', { name: '+64 21 555 0101' }).getAttribute('href')).toBe(
      'tel:+64215550101',
    );
    expect(screen.getByRole('link', { name: 'Message Aroha Ngata' }).getAttribute('href')).toBe(
      `/chat/${businessUser()._id}/${uuid(7)}/${jobId}`,
    );
    expect(screen.queryByRole('button', { name: /Send quote/ })).toBeNull();
  });

  it('says when the job is full and offers no form', async () => {
    showLead(leadDetail({ noOfQuotes: 5 }));
    await screen.findByText('This job has already received all the quotes it can take.');
    expect(screen.queryByRole('button', { name: /Send quote/ })).toBeNull();
  });

  it('says when the lead is gone', async () => {
    local.on(`GET /api/get-lead/${jobId}`, apiError(404, 'Lead not found'));
    const { services } = consoleServices({ api: local.client(), user: businessUser() });
    renderConsole(
      { path: '/lead-details/:id/:userId?', element: <LeadDetailsPage /> },
      `/lead-details/${jobId}`,
      services,
    );
    await screen.findByText('This lead is no longer available.');
    await waitFor(() => expect(local.callsTo(`GET /api/get-lead/${jobId}`)).toHaveLength(1));
  });

  it('reports the lead with a reason and a note, once', async () => {
    local.on(`POST /api/report-lead/${jobId}`, {
      body: { message: 'Thank you: the lead is reported and an operator will look at it.' },
    });
    const { toasts } = showLead(leadDetail());
    fireEvent.click(await screen.findByRole('button', { name: 'Report this lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this lead' });
    expect(dialog).toBeTruthy();
    // Both are required: the reason first, then the note.
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'The customer cannot be reached' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Tell us what you found')).toBeTruthy();
    expect(local.callsTo(`POST /api/report-lead/${jobId}`)).toEqual([]);
    fireEvent.change(screen.getByLabelText(/What did you find\?/), {
      target: { value: '  The number is not in service  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(local.callsTo(`POST /api/report-lead/${jobId}`)[0]?.body).toEqual({
      reason: 'unreachable',
      detail: 'The number is not in service',
    });
    expect(toasts).toEqual(['Thank you: the lead is reported and an operator will look at it.']);
  });

  it('says the lead is reported instead of offering to report it again', async () => {
    showLead(leadDetail({ reported: true }));
    expect(
      await screen.findByText('You reported this lead. An operator will look at it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this lead' })).toBeNull();
  });
});
