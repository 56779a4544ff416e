import { creditOffer, regionalSites } from '@quoteway/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import type { SiteMoney } from '../useSiteMoney';
import { AutoTopUpCard } from './AutoTopUpCard';

const local = serveLocalApi();
const plans = creditOffer(regionalSites.NZ.pricing).plans;
const money: SiteMoney = {
  currency: 'NZD',
  format: (cents) => `$${(cents / 100).toFixed(2)}`,
  creditWorth: () => '',
};
const visa = { brand: 'Visa', last4: '4242' };

const off = { enabled: false, consent: null, spentThisMonthCents: 0, history: [] };
const consent = {
  planId: 'plan-50',
  credits: 50,
  bonusCredits: 10,
  priceCents: 2000,
  currency: 'NZD',
  card: visa,
  thresholdCredits: 15,
  monthlyMaxCents: 6000,
  consentedAt: '2026-12-01T10:00:00.000Z',
  consentedBy: 'Tane Plumbing',
  endedAt: null,
  endedBecause: null,
  endedMessage: null,
};

function show(card: typeof visa | null = visa) {
  const { services, toasts } = consoleServices({ api: local.client(), user: businessUser() });
  renderConsole(
    {
      path: '/plans',
      element: <AutoTopUpCard plans={plans} currency="NZD" money={money} card={card} />,
    },
    '/plans',
    services,
  );
  return { toasts };
}

describe('AutoTopUpCard', () => {
  it('turns on only after a confirmation naming the plan, price, card, threshold and maximum', async () => {
    local.on('GET /api/credits/auto-top-up', { body: off });
    local.on('PUT /api/credits/auto-top-up', { body: { ...off, enabled: true, consent } });
    const { toasts } = show();
    expect(await screen.findByText('Auto top-up is off.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/falls below/), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/Monthly maximum/), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on auto top-up' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn on auto top-up?' });
    expect(dialog.textContent).toContain(
      'Whenever a quote leaves your balance below 15 credits, we will charge your Visa card ending in 4242 $20.00 for the 50-credit plan (60 credits with the bonus).',
    );
    expect(dialog.textContent).toContain(
      'We will never charge more than $60.00 in a calendar month.',
    );
    // Nothing is sent before the business agrees.
    expect(local.callsTo('PUT /api/credits/auto-top-up')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'I agree: turn on auto top-up' }));
    await waitFor(() => expect(toasts).toEqual(['Auto top-up is on']));
    expect(local.callsTo('PUT /api/credits/auto-top-up')[0]?.body).toEqual({
      planId: 'plan-50',
      priceCents: 2000,
      currency: 'NZD',
      cardLast4: '4242',
      thresholdCredits: 15,
      monthlyMaxCents: 6000,
      confirmed: true,
    });
    expect(
      await screen.findByText(
        'Auto top-up is on: below 15 credits we buy 60 credits for $20.00 with your Visa ending in 4242, up to $60.00 a month.',
      ),
    ).toBeTruthy();
  });

  it('switches off in one click and lists this month’s top-ups with their invoices', async () => {
    local.on('GET /api/credits/auto-top-up', {
      body: {
        enabled: true,
        consent,
        spentThisMonthCents: 2000,
        history: [
          {
            id: 'p1',
            createdAt: '2026-12-03T10:00:00.000Z',
            credits: 50,
            bonusCredits: 10,
            amountCents: 2000,
            currency: 'NZD',
            status: 'succeeded',
            taxInvoice: { id: 'inv-1', number: 'NZ-000042' },
          },
        ],
      },
    });
    local.on('DELETE /api/credits/auto-top-up', {
      body: {
        ...off,
        consent: { ...consent, endedAt: '2026-12-04T10:00:00.000Z', endedBecause: 'switched-off' },
      },
    });
    const { toasts } = show();
    const invoice = await screen.findByRole('link', { name: 'Tax invoice NZ-000042' });
    expect(invoice.getAttribute('href')).toBe('/invoices/inv-1');
    expect(screen.getByRole('listitem').textContent).toMatch(/60 credits for \$20\.00/);
    expect(screen.getByText('Spent on top-ups this month: $20.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Switch off auto top-up' }));
    await waitFor(() => expect(toasts).toEqual(['Auto top-up is off']));
    expect(local.callsTo('DELETE /api/credits/auto-top-up')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Auto top-up is off.')).toBeTruthy();
  });

  it('says why it went off, and needs a saved card and a maximum covering one top-up', async () => {
    local.on('GET /api/credits/auto-top-up', {
      body: {
        ...off,
        consent: {
          ...consent,
          endedAt: '2026-12-04T10:00:00.000Z',
          endedBecause: 'declined',
          endedMessage: 'Your card was declined',
        },
      },
    });
    show(null);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your card was declined/);
    expect(
      (screen.getByRole('button', { name: 'Turn on auto top-up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/needs a saved card/)).toBeTruthy();
  });

  it('refuses a monthly maximum below one top-up before asking anything', async () => {
    local.on('GET /api/credits/auto-top-up', { body: off });
    show();
    const field = (await screen.findByLabelText(/Monthly maximum/)) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on auto top-up' }));
    expect(
      screen.getByText('Enter an amount of at least $20.00, the price of one top-up'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
