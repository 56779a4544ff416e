import { I18nProvider, i18n } from '@quoteway/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../queryClient';
import { apiError, serveLocalApi } from '../test/localApi';
import { PaymentsQueue } from './PaymentsQueue';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const localApi = serveLocalApi();

const PURCHASE = '33333333-0000-4000-8000-000000000001';
const SPENT = '33333333-0000-4000-8000-000000000002';

function purchase(id: string, change: Record<string, unknown> = {}) {
  return {
    id,
    businessId: '22222222-0000-4000-8000-000000000001',
    businessName: 'Tane Plumbing',
    email: 'tane@example.co.nz',
    state: 'succeeded',
    planId: 'plan-50',
    credits: 50,
    bonusCredits: 10,
    creditsLeft: 60,
    amountCents: 2_000,
    currency: 'NZD',
    createdAt: '2030-06-15T09:00:00.000Z',
    failureMessage: null,
    invoiceNumber: 'NZ-000007',
    creditNoteNumber: null,
    refundable: true,
    card: { brand: 'Visa', last4: '4242' },
    ...change,
  };
}

function show() {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PaymentsQueue />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the payments queue', () => {
  it('lists purchases with the saved card as brand and last 4, and filters them', async () => {
    localApi.on('GET /api/admin/purchases', {
      body: {
        purchases: [
          purchase(PURCHASE),
          purchase(SPENT, { creditsLeft: 12, refundable: false, card: null }),
        ],
        nextOffset: null,
      },
    });
    show();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText(/Saved card: Visa ending/).textContent).toContain('4242');
    expect(within(first).getByText('60 of 60 credits unspent')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Refund' })).toHaveProperty('disabled', false);
    // Partly spent: no refund, and the reason is said.
    expect(within(second).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(second).getByText(/cannot be refunded whole/)).toBeTruthy();
    expect(within(second).getByText('No saved card')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'refunded' } });
    fireEvent.change(screen.getByLabelText(/^Business/), { target: { value: 'tane' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-06-01' } });
    await waitFor(() => {
      const last = localApi.callsTo('GET /api/admin/purchases').at(-1)?.query;
      expect(last?.get('state')).toBe('refunded');
      expect(last?.get('business')).toBe('tane');
      expect(last?.get('from')).toBe('2030-06-01');
    });
  });

  it('refunds with a required reason, and says what the server refused', async () => {
    localApi.on('GET /api/admin/purchases', {
      body: { purchases: [purchase(PURCHASE)], nextOffset: null },
    });
    localApi.on(
      `POST /api/admin/purchases/${PURCHASE}/refund`,
      apiError(502, 'We could not reach the card processor; nothing was refunded yet. Try again'),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this purchase' });
    expect(dialog.textContent).toContain('60 credits leave its balance');
    const submit = within(dialog).getByRole('button', { name: /^Refund / });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    expect(localApi.callsTo(`POST /api/admin/purchases/${PURCHASE}/refund`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Bought twice by mistake' },
    });
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'could not reach the card processor',
    );

    localApi.on(`POST /api/admin/purchases/${PURCHASE}/refund`, {
      body: {
        purchaseId: PURCHASE,
        state: 'refunded',
        creditNoteNumber: 'NZ-CN-000003',
        creditsTaken: 60,
      },
    });
    localApi.on('GET /api/admin/purchases', {
      body: {
        purchases: [
          purchase(PURCHASE, {
            state: 'refunded',
            refundable: false,
            creditsLeft: 0,
            creditNoteNumber: 'NZ-CN-000003',
          }),
        ],
        nextOffset: null,
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund / }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Refunded. Credit note NZ-CN-000003 is issued.',
    );
    expect(localApi.callsTo(`POST /api/admin/purchases/${PURCHASE}/refund`).at(-1)?.body).toEqual({
      reason: 'Bought twice by mistake',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
    expect(screen.getByText('NZ-CN-000003')).toBeTruthy();
  });
});
