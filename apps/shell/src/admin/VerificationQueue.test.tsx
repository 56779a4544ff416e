import { I18nProvider, i18n } from '@quoteway/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../queryClient';
import { serveLocalApi } from '../test/localApi';
import { VerificationQueue } from './VerificationQueue';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const localApi = serveLocalApi();

const BUSINESS = '22222222-0000-4000-8000-000000000001';

const refused = {
  businessId: BUSINESS,
  businessName: 'Gone Plumbing Ltd',
  email: 'gone@example.co.nz',
  country: 'NZ',
  businessNumber: '9429041925676',
  businessNumberKind: 'NZBN',
  status: 'unverified',
  rejectedAt: '2030-06-15T09:00:00.000Z',
  checkedAt: '2030-06-15T09:00:00.000Z',
  history: [
    {
      outcome: 'rejected',
      message: 'NZBN is removed or inactive',
      byOperator: false,
      effectiveOn: null,
      checkedAt: '2030-06-15T09:00:00.000Z',
    },
    {
      outcome: 'unreachable',
      message: 'Business Number format is valid; we will confirm it with the register shortly',
      byOperator: false,
      effectiveOn: null,
      checkedAt: '2030-06-14T09:00:00.000Z',
    },
  ],
};

function show() {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <VerificationQueue />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the business verification queue', () => {
  it('shows the register state and its history, and re-checks now', async () => {
    localApi.on('GET /api/admin/verifications', { body: { businesses: [refused] } });
    localApi.on(`POST /api/admin/verifications/${BUSINESS}/recheck`, {
      body: {
        businessId: BUSINESS,
        outcome: 'verified',
        message: 'Business Number is Registered',
        status: 'verified',
      },
    });
    show();
    const history = await screen.findByRole('list', { name: 'Register history' });
    const lines = within(history).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Refused by the register · NZBN is removed or inactive'),
      expect.stringContaining('Register not reachable'),
    ]);
    expect(screen.getByText(/^Refused by the register on /)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'rejected' } });
    await waitFor(() =>
      expect(localApi.callsTo('GET /api/admin/verifications').at(-1)?.query.get('state')).toBe(
        'rejected',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Re-check now' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Re-checked: Verified.'),
    );
    expect(localApi.callsTo(`POST /api/admin/verifications/${BUSINESS}/recheck`)).toHaveLength(1);
  });

  it('verifies by hand only with a decision, a note and a date', async () => {
    localApi.on('GET /api/admin/verifications', { body: { businesses: [refused] } });
    localApi.on(`POST /api/admin/verifications/${BUSINESS}/decision`, {
      body: { businessId: BUSINESS, status: 'verified' },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Gone Plumbing Ltd by hand' });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(within(dialog).getByText('Choose a decision')).toBeTruthy();
    expect(within(dialog).getByText('Write a note')).toBeTruthy();
    expect(within(dialog).getByText('Choose a date')).toBeTruthy();
    expect(localApi.callsTo(`POST /api/admin/verifications/${BUSINESS}/decision`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Verify:/ }));
    fireEvent.change(within(dialog).getByLabelText(/^Note/), {
      target: { value: 'The company office confirmed it by phone' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-06-16' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The business number is verified.'),
    );
    expect(localApi.callsTo(`POST /api/admin/verifications/${BUSINESS}/decision`)[0]?.body).toEqual(
      { decision: 'verify', note: 'The company office confirmed it by phone', date: '2030-06-16' },
    );
  });
});
