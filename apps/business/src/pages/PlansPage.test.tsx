import type { AuthUser } from '@quoteway/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { creditOffer, specPricing } from '@quoteway/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../console';
import { businessUser, type PurchaseResult } from '../test/fixtures';
import { type ApiAnswer, apiError, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { PlansPage } from './PlansPage';

const local = serveLocalApi();
const jobId = '00000000-0000-4000-8000-000000000001';

function purchased(overrides: Partial<PurchaseResult['purchase']> = {}): ApiAnswer {
  return {
    body: {
      purchase: {
        id: 'p1',
        planId: 'plan-100',
        credits: 100,
        bonusCredits: 24,
        amountCents: 5000,
        currency: 'NZD',
        chargeId: 'ch_1',
        expiresAt: new Date().toISOString(),
        ...overrides,
      },
      balance: 194,
      card: null,
    },
  };
}

const ledgerPage = (page: number, total = 3) => ({
  body: {
    balance: 70,
    page,
    perPage: 10,
    total,
    entries: [
      {
        id: page * 10 + 1,
        amount: -12,
        kind: 'quote',
        reason: `Quote on a plumbing job (page ${page})`,
        createdAt: '2026-05-02T09:00:00Z',
      },
      {
        id: page * 10 + 2,
        amount: 82,
        kind: 'purchase',
        reason: 'Plan plan-50',
        createdAt: '2026-05-01T09:00:00Z',
      },
    ],
  },
});

beforeEach(() => {
  // The embedded sandbox: the card form is our own.
  local.on('GET /api/plans', {
    body: {
      country: 'NZ',
      pricedFor: 'business',
      gstRatePercent: 15,
      cardEntry: { processor: 'sandbox' },
      ...creditOffer(specPricing),
    },
  });
  local.on('POST /api/auth/me', { body: { user: businessUser(), card: null } });
  local.on('GET /api/credits/ledger', (call) => ledgerPage(Number(call.query.get('page'))));
  local.on('GET /api/credits/spending-controls', {
    body: { weeklyCapCredits: null, spentThisWeek: 0, windowDays: 7 },
  });
});

function showPlans(url = '/plans', extra: Partial<ConsoleServices> = {}) {
  const refreshed: string[] = [];
  const users: AuthUser[] = [];
  const { services, toasts } = consoleServices({
    api: local.client(),
    user: businessUser(),
    refreshUser: () => refreshed.push('me'),
    onUserChange: (user) => users.push(user),
    ...extra,
  });
  renderConsole({ path: '/plans/:jobId?', element: <PlansPage /> }, url, services);
  return { toasts, refreshed, users };
}

const newCard = (number = '4242 4242 4242 4242') => {
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry month/), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(/Expiry year/), { target: { value: '2035' } });
  fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
};

const openNewCard = async (plan = 'Buy 100 credits for $50') => {
  fireEvent.click(screen.getByRole('button', { name: plan }));
  const useNewCard = await screen.findByRole('button', { name: 'Use a new card' });
  // Enabled once the plans say how cards are taken (here: the sandbox's own form).
  await waitFor(() => expect((useNewCard as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(useNewCard);
  return screen.findByRole('dialog', { name: /with a new card/ });
};

const purchaseKeys = () =>
  local.callsTo('POST /api/purchases').map((c) => c.headers['idempotency-key']);

describe('PlansPage', () => {
  it('shows the four plans of the spec, priced in dollars, and prices a custom purchase live', async () => {
    showPlans();
    const prices = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(prices).toEqual(['$20 NZD', '$50 NZD', '$100 NZD', '$200 NZD']);
    // The business's own country's prices, whichever site it opens, and the page says so.
    expect(
      await screen.findByText(
        'Your business is in New Zealand, so you pay in NZD, including 15% GST, and get New Zealand tax invoices, whichever site you use.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('50 credits + 10 bonus')).toBeTruthy();
    expect(screen.getByText('500 credits + 100 bonus')).toBeTruthy();
    expect(screen.getAllByText('Valid for 90 days')).toHaveLength(5);
    expect(screen.getByText('500 credits + 100 bonus (600 in all)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Credits to buy'), { target: { value: '1100' } });
    expect(screen.getByText('$407')).toBeTruthy();
    expect(screen.getByText('1100 credits + 220 bonus (1320 in all)')).toBeTruthy();
    expect(screen.getByText('$0.37 per credit')).toBeTruthy();
    await screen.findByText('Quote on a plumbing job (page 1)');
  });

  it('shows the balance as credits and what they are worth, never as dollars', async () => {
    showPlans();
    // 70 credits at the New Zealand list price of 40 cents.
    expect(businessUser().credits).toBe(70);
    expect(
      screen.getByText('You have 70 credits, worth about $28.', { exact: false }),
    ).toBeTruthy();
  });

  it("shows and sells the site's own prices and currency, from the plans answer", async () => {
    const bands = [36, 33, 32, 30, 28].map((perCreditCents, i) => ({
      upToCredits: [1000, 2000, 3000, 4000, 5000][i] ?? 0,
      perCreditCents,
    }));
    local.on('GET /api/plans', {
      body: {
        // A business account whose business is not made yet: the site's own prices.
        country: 'AU',
        pricedFor: 'site',
        gstRatePercent: 10,
        cardEntry: { processor: 'sandbox' },
        currency: 'AUD',
        plans: [
          { id: 'plan-50', credits: 50, bonusCredits: 10, priceCents: 1800, expiryDays: 90 },
          { id: 'plan-100', credits: 100, bonusCredits: 24, priceCents: 4500, expiryDays: 90 },
        ],
        custom: {
          minCredits: 500,
          maxCredits: 5000,
          stepCredits: 100,
          bonusDivisor: 5,
          expiryDays: 90,
          priceBands: bands,
        },
      },
    });
    local.on('POST /api/purchases', purchased({ amountCents: 4500 }));
    showPlans();
    await screen.findByText('Prices are in AUD and include GST.');
    const prices = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(prices).toEqual(['$18 AUD', '$45 AUD']);
    fireEvent.change(screen.getByLabelText('Credits to buy'), { target: { value: '1100' } });
    expect(screen.getByText('$363')).toBeTruthy();
    expect(screen.getByText('$0.33 per credit')).toBeTruthy();
    const dialog = await openNewCard('Buy 100 credits for $45');
    expect(within(dialog).getByRole('heading', { name: 'Pay $45 with a new card' })).toBeTruthy();
    newCard();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay \$45/ }));
    await waitFor(() => expect(local.callsTo('POST /api/purchases')).toHaveLength(1));
    expect(local.callsTo('POST /api/purchases')[0]?.body).toMatchObject({ planId: 'plan-100' });
  });

  it('clears the chosen plan when either modal closes', async () => {
    showPlans();
    const dialog = await openNewCard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing stays chosen: the next plan opens its own payment modal.
    fireEvent.click(screen.getByRole('button', { name: 'Buy 50 credits for $20' }));
    const payment = await screen.findByRole('dialog', { name: 'Pay $20' });
    fireEvent.keyDown(payment, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Buy 500 credits' }));
    expect(await screen.findByRole('dialog', { name: 'Pay $200' })).toBeTruthy();
  });

  it('retries a purchase that got no answer with the same idempotency key', async () => {
    let attempts = 0;
    local.on('POST /api/purchases', () => {
      attempts += 1;
      return attempts === 1 ? { drop: true } : purchased();
    });
    const { toasts, refreshed, users } = showPlans();
    const dialog = await openNewCard();
    newCard();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Save this card for next time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not reach the server',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50' }));
    await waitFor(() => expect(toasts).toEqual(['124 credits added to your account']));
    const [first, second] = purchaseKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(local.callsTo('POST /api/purchases')[1]?.body).toEqual({
      planId: 'plan-100',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
      saveCard: true,
    });
    expect(refreshed).toEqual(['me']);
    expect(users.map((u) => u.credits)).toEqual([194]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the key of a purchase with no answer when the modal is closed and opened again', async () => {
    local.on('POST /api/purchases', { drop: true });
    const { toasts } = showPlans();
    const dialog = await openNewCard();
    newCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50' }));
    await screen.findByRole('alert');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    local.on('POST /api/purchases', purchased());
    await openNewCard();
    newCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50' }));
    await waitFor(() => expect(toasts).toEqual(['124 credits added to your account']));
    const [lost, replayed] = purchaseKeys();
    expect(replayed).toBe(lost);
  });

  it('shows a decline in the modal, and pays again under a new key', async () => {
    local.on('POST /api/purchases', apiError(402, 'Your card was declined'));
    const { toasts } = showPlans();
    await openNewCard();
    newCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card was declined');
    expect(screen.getByRole('dialog', { name: /with a new card/ }).contains(alert)).toBe(true);
    local.on('POST /api/purchases', purchased());
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50' }));
    await waitFor(() => expect(toasts).toEqual(['124 credits added to your account']));
    const [declined, paid] = purchaseKeys();
    expect(paid).not.toBe(declined);
  });

  it('checks the card in the browser before sending it', async () => {
    showPlans();
    await openNewCard();
    newCard('4242 4242 4242 4241');
    fireEvent.change(screen.getByLabelText(/Expiry year/), { target: { value: '2001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50' }));
    expect(screen.getByText('Check the card number')).toBeTruthy();
    expect(screen.getByText('This card has expired')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Card number/));
    expect(local.callsTo('POST /api/purchases')).toHaveLength(0);
  });

  it('pays with the saved card and goes back to the lead it came from', async () => {
    local.on('POST /api/auth/me', {
      body: {
        user: businessUser(),
        card: { brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2031 },
      },
    });
    local.on(
      'POST /api/purchases',
      purchased({ planId: 'plan-50', credits: 50, bonusCredits: 10 }),
    );
    const { toasts } = showPlans(`/plans/${jobId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Buy 50 credits for $20' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Visa ending 4242' }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/lead-details/${jobId}`);
    expect(local.callsTo('POST /api/purchases')[0]?.body).toEqual({
      planId: 'plan-50',
      useSavedCard: true,
    });
    expect(toasts).toEqual(['60 credits added to your account']);
  });

  it('pages through the credit ledger', async () => {
    local.on('GET /api/credits/ledger', (call) => ledgerPage(Number(call.query.get('page')), 25));
    showPlans();
    await screen.findByText('Quote on a plumbing job (page 1)');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('-12')).toBeTruthy();
    expect(screen.getByText('+82')).toBeTruthy();
    expect(screen.getByText('Balance: 70 credits')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Quote on a plumbing job (page 2)');
    expect(local.callsTo('GET /api/credits/ledger').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('keeps the ledger table in a region the keyboard can reach, to scroll it on a phone', async () => {
    showPlans();
    await screen.findByText('Quote on a plumbing job (page 1)');
    const region = screen.getByRole('region', { name: 'Credit history table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table')).toBeTruthy();
  });

  it('re-reads the credit ledger when the server says the credits changed', async () => {
    const handlers = new Map<string, () => void>();
    const subscribe = ((event: string, handler: () => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    }) as ConsoleServices['subscribe'];
    showPlans('/plans', { subscribe });
    await screen.findByText('Quote on a plumbing job (page 1)');
    local.on('GET /api/credits/ledger', {
      body: {
        ...ledgerPage(1).body,
        balance: 82,
        entries: [
          {
            id: 99,
            amount: 12,
            kind: 'return',
            reason: 'The customer did not open your quote within 48 hours',
            createdAt: '2026-05-03T09:00:00Z',
          },
        ],
      },
    });
    handlers.get('update-credits')?.();
    await screen.findByText('The customer did not open your quote within 48 hours');
    expect(screen.getByText('Balance: 82 credits')).toBeTruthy();
    expect(local.callsTo('GET /api/credits/ledger').map((c) => c.query.get('page'))).toEqual([
      '1',
      '1',
    ]);
  });
});
