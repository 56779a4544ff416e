import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../console';
import { businessUser, listedLead, uuid } from '../test/fixtures';
import { apiError, sealed, serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { LeadsPage } from './LeadsPage';

const local = serveLocalApi();

beforeEach(() => {
  local.on('GET /api/professions', {
    body: { categories: [{ slug: 'plumbing', name: 'Plumbing' }], professions: [] },
  });
});

function showLeads(url = '/leads/tab', extra: Partial<ConsoleServices> = {}) {
  const { services, toasts } = consoleServices({
    api: local.client(),
    user: businessUser(),
    ...extra,
  });
  renderConsole({ path: '/leads/tab/:tabId?', element: <LeadsPage /> }, url, services);
  return { toasts };
}

const page = (leads: unknown[], moreToLoad = false, total = leads.length) =>
  sealed({ data: leads, moreToLoad, total });

const leadCards = () => screen.queryAllByRole('listitem');

describe('LeadsPage', () => {
  it('lists new leads with their price in credits, quotes sent and budget', async () => {
    local.on(
      'POST /api/get-leads',
      page([listedLead(1), listedLead(2, { budgetCents: null, credits: 1, noOfQuotes: 0 })]),
    );
    showLeads();
    await screen.findByText('12 credits to quote');
    const [first, second] = leadCards() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Plumber' })).toBeTruthy();
    expect(within(first).getByText('2 of 5 quotes sent')).toBeTruthy();
    expect(within(first).getByText('$450')).toBeTruthy();
    expect(within(first).getByText(/Wellington Central, Wellington · 1 hour ago/)).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /View lead/ })
        .getAttribute('href'),
    ).toBe(`/lead-details/${uuid(1)}`);
    expect(within(second).getByText('1 credit to quote')).toBeTruthy();
    expect(within(second).getByText('No budget given')).toBeTruthy();
    expect(within(second).getByText('0 of 5 quotes sent')).toBeTruthy();
    const [call] = local.callsTo('POST /api/get-leads');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      perPage: '5',
      age: '10',
      range: '0,100',
      page: '1',
    });
  });

  it('empties the list and shows the error when loading fails', async () => {
    local.on('POST /api/get-leads', page([listedLead(1)]));
    showLeads();
    await screen.findByText('12 credits to quote');
    local.on('POST /api/get-leads', apiError(503, 'Leads are resting, try again soon'));
    await screen.findByRole('option', { name: 'Plumbing' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'plumbing' } });
    fireEvent.change(screen.getByLabelText('Posted in the last (days)'), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('Leads are resting, try again soon');
    expect(screen.getByRole('status').textContent).toBe('Leads are resting, try again soon');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(leadCards()).toHaveLength(0);
    const failed = local.callsTo('POST /api/get-leads')[1];
    expect(failed?.query.get('category')).toBe('plumbing');
    expect(failed?.query.get('age')).toBe('30');
  });

  it('refuses a budget range upside down before asking the server', async () => {
    local.on('POST /api/get-leads', page([]));
    showLeads();
    await screen.findByText(/No new leads match your filters/);
    fireEvent.change(screen.getByLabelText('Budget from (thousand $)'), {
      target: { value: '50' },
    });
    fireEvent.change(screen.getByLabelText(/Budget up to/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Must not be below the lowest budget')).toBeTruthy();
    expect(local.callsTo('POST /api/get-leads')).toHaveLength(1);
  });

  it('loads the next page with the Load more button and appends it', async () => {
    local.on('POST /api/get-leads', (call) =>
      call.query.get('page') === '1'
        ? page(
            [1, 2, 3, 4, 5].map((n) => listedLead(n)),
            true,
            7,
          )
        : page([listedLead(6), listedLead(7)], false, 7),
    );
    showLeads();
    await screen.findByText('Showing 5 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Load more leads' }));
    await screen.findByText('Showing 7 of 7');
    expect(leadCards()).toHaveLength(7);
    expect(local.callsTo('POST /api/get-leads').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more leads' })).toBeNull();
  });

  it('loads the next page once when the end of the list scrolls into view', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      local.on('POST /api/get-leads', (call) =>
        call.query.get('page') === '1'
          ? page(
              [1, 2, 3, 4, 5].map((n) => listedLead(n)),
              true,
              6,
            )
          : page([listedLead(6)], false, 6),
      );
      showLeads();
      await screen.findByText('Showing 5 of 6');
      const seen = observers.at(-1);
      // A fling past the end reports several times; the debounce asks the server once.
      seen?.([{ isIntersecting: true }]);
      seen?.([{ isIntersecting: false }]);
      seen?.([{ isIntersecting: true }]);
      seen?.([{ isIntersecting: true }]);
      await screen.findByText('Showing 6 of 6');
      expect(local.callsTo('POST /api/get-leads').map((c) => c.query.get('page'))).toEqual([
        '1',
        '2',
      ]);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('reloads the New tab from page 1 on a fetch-leads event, the new lead on top', async () => {
    const handlers = new Map<string, () => void>();
    const subscribe = ((event: string, handler: () => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    }) as ConsoleServices['subscribe'];
    local.on('POST /api/get-leads', page([listedLead(1)]));
    showLeads('/leads/tab/0', { subscribe });
    await screen.findByText('Showing 1 of 1');
    local.on(
      'POST /api/get-leads',
      page([listedLead(9, { professionName: 'Electrician' }), listedLead(1)]),
    );
    handlers.get('fetch-leads')?.();
    await screen.findByText('Showing 2 of 2');
    expect(leadCards()[0]?.querySelector('h3')?.textContent).toBe('Electrician');
    expect(local.callsTo('POST /api/get-leads').map((c) => c.query.get('page'))).toEqual([
      '1',
      '1',
    ]);
  });

  it('moves to the Quoted tab with the arrow keys and shows the quote sent', async () => {
    local.on('POST /api/get-leads', page([]));
    local.on(
      'POST /api/get-quoted-leads',
      page([
        listedLead(3, {
          quote: {
            _id: uuid(33),
            estCost: { type: 'Hourly', value: 8550 },
            gstIncluded: true,
            comment: 'Can come Monday',
            status: 'sent',
            credits: 12,
            createdAt: new Date().toISOString(),
            conversationId: null,
          },
        }),
      ]),
    );
    showLeads();
    await screen.findByText(/No new leads match your filters/);
    fireEvent.keyDown(screen.getByRole('tablist', { name: 'Lead lists' }), { key: 'ArrowRight' });
    await screen.findByText('$85.50 (Per hour)');
    expect(screen.getByRole('tab', { name: 'Quoted' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: /View your quote/ })).toBeTruthy();
    expect(local.callsTo('POST /api/get-quoted-leads')).toHaveLength(1);
  });

  it('removes a draft and says so', async () => {
    local.on('POST /api/get-draft-leads', page([listedLead(4), listedLead(5)]));
    local.on('POST /api/remove-draft-leads', { body: { message: 'Draft removed' } });
    const { toasts } = showLeads('/leads/tab/2');
    await screen.findByText('Showing 2 of 2');
    const [first] = leadCards() as [HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: /Remove draft/ }));
    await waitFor(() => expect(leadCards()).toHaveLength(1));
    expect(toasts).toEqual(['Draft removed']);
    expect(local.callsTo('POST /api/remove-draft-leads')[0]?.query.get('jobId')).toBe(uuid(4));
  });

  it('reports a draft that could not be removed and keeps it', async () => {
    local.on('POST /api/get-draft-leads', page([listedLead(4)]));
    local.on('POST /api/remove-draft-leads', apiError(404, 'This draft no longer exists'));
    const { toasts } = showLeads('/leads/tab/2');
    await screen.findByText('Showing 1 of 1');
    fireEvent.click(screen.getByRole('button', { name: /Remove draft/ }));
    await waitFor(() => expect(toasts).toEqual(['error: This draft no longer exists']));
    expect(leadCards()).toHaveLength(1);
  });
});
