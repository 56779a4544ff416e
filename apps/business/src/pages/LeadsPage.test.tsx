import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

/** A paragraph reading `text` whole (the price's amount is a span of its own, kept on one line). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const jsdomMatchMedia = window.matchMedia;

/** jsdom has no layout: media queries answer as in a window `width` px wide and 800 px high. */
function windowOf(width: number) {
  const height = 800;
  const holds = (part: string) =>
    [...part.matchAll(/\((min|max)-(width|height):\s*([\d.]+)px\)/g)].every(
      ([, edge, axis, px]) => {
        const size = axis === 'width' ? width : height;
        return edge === 'min' ? size >= Number(px) : size <= Number(px);
      },
    );
  window.matchMedia = ((query: string) => ({
    matches: query.split(',').some(holds),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

describe('LeadsPage', () => {
  it('lists new leads with their price in credits, quotes sent and budget', async () => {
    local.on(
      'POST /api/get-leads',
      page([listedLead(1), listedLead(2, { budgetCents: null, credits: 1, noOfQuotes: 0 })]),
    );
    showLeads();
    await screen.findByText(paragraph('12 credits to quote (≈ $4.80)'));
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
    expect(within(second).getByText(paragraph('1 credit to quote (≈ $0.40)'))).toBeTruthy();
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
    await screen.findByText(paragraph('12 credits to quote (≈ $4.80)'));
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
    fireEvent.change(screen.getByLabelText('Budget from (NZD)'), { target: { value: '50000' } });
    fireEvent.change(screen.getByLabelText('Budget up to (NZD)'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Must not be below the lowest budget')).toBeTruthy();
    expect(local.callsTo('POST /api/get-leads')).toHaveLength(1);
  });

  it.each([
    // [typed from, typed to, the wire's range, the fields after applying]
    ['2,500', '4200', '2,5', ['2000', '5000']],
    ['$ 3 000', '', '3,100', ['3000', '']],
    ['', '750', '0,1', ['', '1000']],
    ['1500', '150000', '1,100', ['1000', '']],
  ])(
    'sends a budget from %j up to %j as the range %s, and shows it as applied',
    async (from, to, range, shown) => {
      local.on('POST /api/get-leads', page([]));
      showLeads();
      await screen.findByText(/No new leads match your filters/);
      fireEvent.change(screen.getByLabelText('Budget from (NZD)'), { target: { value: from } });
      fireEvent.change(screen.getByLabelText('Budget up to (NZD)'), { target: { value: to } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
      await waitFor(() => expect(local.callsTo('POST /api/get-leads')).toHaveLength(2));
      expect(local.callsTo('POST /api/get-leads')[1]?.query.get('range')).toBe(range);
      expect(
        [
          screen.getByLabelText('Budget from (NZD)'),
          screen.getByLabelText('Budget up to (NZD)'),
        ].map((field) => (field as HTMLInputElement).value),
      ).toEqual(shown);
    },
  );

  it.each([
    ['from', 'lots', 'Enter an amount, like 2000'],
    ['to', '12.345', 'Enter an amount, like 2000'],
    ['to', '0', 'Enter an amount above 0, or leave it empty'],
  ])('refuses a budget %s of %j: %s', async (bound, typed, message) => {
    local.on('POST /api/get-leads', page([]));
    showLeads();
    await screen.findByText(/No new leads match your filters/);
    const label = bound === 'from' ? 'Budget from (NZD)' : 'Budget up to (NZD)';
    fireEvent.change(screen.getByLabelText(label), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
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

  describe('on a phone', () => {
    it('folds the filters behind a button that says what is applied, and lists the leads first', async () => {
      windowOf(375);
      local.on('POST /api/get-leads', page([listedLead(1)]));
      showLeads();
      await screen.findByText(paragraph('12 credits to quote (≈ $4.80)'));
      expect(screen.queryByRole('form', { name: 'Filter leads' })).toBeNull();
      expect(screen.queryByLabelText('Posted in the last (days)')).toBeNull();
      const button = screen.getByRole('button', { name: 'Filters' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByText('Last 10 days · Any budget · All categories')).toBeTruthy();
      // The button comes before the list in reading order, the list right after it.
      expect(
        button.compareDocumentPosition(leadCards()[0] as HTMLElement) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it('opens the filters in a drawer, applies them, closes and counts them on the button', async () => {
      windowOf(375);
      local.on('POST /api/get-leads', page([listedLead(1)]));
      showLeads();
      await screen.findByText(paragraph('12 credits to quote (≈ $4.80)'));
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filter leads' });
      await within(drawer).findByRole('option', { name: 'Plumbing' });
      fireEvent.change(within(drawer).getByLabelText('Category'), {
        target: { value: 'plumbing' },
      });
      fireEvent.change(within(drawer).getByLabelText('Budget up to (NZD)'), {
        target: { value: '5000' },
      });
      fireEvent.click(within(drawer).getByRole('button', { name: 'Apply filters' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const button = screen.getByRole('button', { name: 'Filters 2 filters on' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByText('Last 10 days · Budget up to $5,000 · Plumbing')).toBeTruthy();
      await waitFor(() => expect(local.callsTo('POST /api/get-leads')).toHaveLength(2));
      const applied = local.callsTo('POST /api/get-leads')[1]?.query;
      expect([applied?.get('range'), applied?.get('category')]).toEqual(['0,5', 'plumbing']);
    });

    it('keeps the drawer open on a mistake, and Reset closes it with the filters cleared', async () => {
      windowOf(375);
      local.on('POST /api/get-leads', page([]));
      showLeads();
      await screen.findByText(/No new leads match your filters/);
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filter leads' });
      fireEvent.change(within(drawer).getByLabelText('Posted in the last (days)'), {
        target: { value: '0' },
      });
      fireEvent.click(within(drawer).getByRole('button', { name: 'Apply filters' }));
      expect(within(drawer).getByText('Enter a number of days from 1 to 365')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Filter leads' })).toBe(drawer);
      fireEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
      expect(local.callsTo('POST /api/get-leads')).toHaveLength(1);
    });

    it('keeps the filters open on a wide screen', async () => {
      windowOf(1280);
      local.on('POST /api/get-leads', page([]));
      showLeads();
      await screen.findByText(/No new leads match your filters/);
      expect(screen.getByRole('form', { name: 'Filter leads' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    });
  });
});
