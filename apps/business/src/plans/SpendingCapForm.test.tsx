import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessUser } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { consoleServices, renderInConsole } from '../test/renderConsole';
import { SpendingCapForm } from './SpendingCapForm';

const local = serveLocalApi();

function showForm() {
  const { services, toasts } = consoleServices({ api: local.client(), user: businessUser() });
  renderInConsole(<SpendingCapForm />, services);
  return { toasts };
}

describe('SpendingCapForm', () => {
  it('shows what the last 7 days spent, saves a cap and removes it', async () => {
    local.on('GET /api/credits/spending-controls', {
      body: { weeklyCapCredits: null, spentThisWeek: 24, windowDays: 7 },
    });
    local.on('PUT /api/credits/spending-controls', (call) => ({
      body: {
        weeklyCapCredits: (call.body as { weeklyCapCredits: number | null }).weeklyCapCredits,
        spentThisWeek: 24,
        windowDays: 7,
      },
    }));
    const { toasts } = showForm();
    expect(
      await screen.findByText('No cap set. Spent in the last 7 days: 24 credits.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove cap' })).toBeNull();

    fireEvent.change(screen.getByLabelText(/Weekly cap/), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save cap' }));
    await waitFor(() => expect(toasts).toEqual(['Your weekly spending cap has been saved']));
    expect(local.callsTo('PUT /api/credits/spending-controls')[0]?.body).toEqual({
      weeklyCapCredits: 60,
    });
    expect(await screen.findByText('Spent in the last 7 days: 24 of 60 credits.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove cap' }));
    await waitFor(() => expect(toasts.at(-1)).toBe('Your weekly spending cap has been removed'));
    expect(local.callsTo('PUT /api/credits/spending-controls')[1]?.body).toEqual({
      weeklyCapCredits: null,
    });
    expect((screen.getByLabelText(/Weekly cap/) as HTMLInputElement).value).toBe('');
  });

  it('asks for a whole number of credits before sending anything', async () => {
    local.on('GET /api/credits/spending-controls', {
      body: { weeklyCapCredits: 40, spentThisWeek: 0, windowDays: 7 },
    });
    showForm();
    const field = (await screen.findByLabelText(/Weekly cap/)) as HTMLInputElement;
    expect(field.value).toBe('40');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save cap' }));
    expect(screen.getByText('Enter a whole number of credits from 1 to 100000')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(local.callsTo('PUT /api/credits/spending-controls')).toHaveLength(0);
  });
});
