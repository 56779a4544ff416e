import type { ApiOutput } from '@quoteway/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessUser, uuid } from '../test/fixtures';
import { serveLocalApi } from '../test/localApi';
import { consoleServices, renderConsole } from '../test/renderConsole';
import { QuoteActivityPage } from './QuoteActivityPage';

type Activity = ApiOutput<'quoteActivity'>;
type ActivityQuote = Activity['quotes'][number];

const local = serveLocalApi();
const ACTIVITY = 'GET /api/quote-activity';
const states = ['sent', 'opened', 'replied', 'hired', 'lost', 'returned'] as const;

/** Quote `n`, on job `n` in Porirua; its state cycles through the states. */
function quote(n: number): ActivityQuote {
  const state = states[n % states.length] ?? 'sent';
  return {
    _id: uuid(800 + n),
    jobId: uuid(900 + n),
    customerId: uuid(950 + n),
    professionName: 'Plumber',
    place: `Place ${n}`,
    currency: 'NZD',
    estCost: { type: 'Flat', value: 45_000 },
    creditsSpent: 8,
    creditsReturned: state === 'returned' ? 8 : 0,
    state,
    automatic: n % 2 === 1,
    createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
    conversationId: uuid(1000 + n),
  };
}

/** Answer as the API does: filter by state, then page. */
function serveActivity(all: ActivityQuote[]) {
  local.on(ACTIVITY, (call) => {
    const page = Number(call.query.get('page') ?? '1');
    const perPage = Number(call.query.get('perPage') ?? '5');
    const status = (call.query.get('status') ?? 'all') as Activity['status'];
    const sentBy = (call.query.get('sentBy') ?? 'anyone') as Activity['sentBy'];
    const kept = all.filter(
      (q) => (status === 'all' || q.state === status) && (sentBy === 'anyone' || q.automatic),
    );
    return {
      body: {
        page,
        perPage,
        status,
        sentBy,
        total: kept.length,
        quotes: kept.slice((page - 1) * perPage, page * perPage),
      } satisfies Activity,
    };
  });
}

function show(url = '/leads/quote-activity') {
  const user = businessUser();
  const { services } = consoleServices({ api: local.client(), user });
  renderConsole({ path: '/leads/quote-activity', element: <QuoteActivityPage /> }, url, services);
  return user;
}

describe('QuoteActivityPage', () => {
  it('shows five quotes a page with the total, each with its state, price, credits and conversation', async () => {
    serveActivity(Array.from({ length: 7 }, (_, i) => quote(i)));
    const user = show();
    expect(await screen.findByRole('heading', { level: 2, name: '7 quotes' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const first = screen.getByRole('article', { name: 'Plumber in Place 0' });
    expect(within(first).getByText('Sent', { selector: '[class*="badge"], span' })).toBeTruthy();
    expect(within(first).getByText(/\$450/)).toBeTruthy();
    expect(within(first).getByText('8 spent')).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'Open conversation' });
    expect(link.getAttribute('href')).toBe(`/chat/${user._id}/${uuid(950)}/${uuid(900)}`);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Plumber in Place 6' })).toBeTruthy();
    const returned = screen.getByRole('article', { name: 'Plumber in Place 5' });
    expect(within(returned).getByText('8 spent, 8 returned')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by state, from the first page', async () => {
    serveActivity(Array.from({ length: 12 }, (_, i) => quote(i)));
    show();
    await screen.findByRole('heading', { level: 2, name: '12 quotes' });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'hired' } });
    expect(await screen.findByRole('heading', { level: 2, name: '2 quotes' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      `quote-${uuid(803)}`,
      `quote-${uuid(809)}`,
    ]);
    expect(local.callsTo(ACTIVITY).at(-1)?.query.get('status')).toBe('hired');
  });

  it('shows only the automatic quotes when the address asks, each marked, and all again when chosen', async () => {
    serveActivity(Array.from({ length: 7 }, (_, i) => quote(i)));
    show('/leads/quote-activity?sentBy=automatic');
    expect(await screen.findByRole('heading', { level: 2, name: '3 quotes' })).toBeTruthy();
    expect(local.callsTo(ACTIVITY).at(-1)?.query.get('sentBy')).toBe('automatic');
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).getByText('Automatic')).toBeTruthy();
    }
    expect((screen.getByLabelText('Sent by') as HTMLSelectElement).value).toBe('automatic');
    fireEvent.change(screen.getByLabelText('Sent by'), { target: { value: 'anyone' } });
    expect(await screen.findByRole('heading', { level: 2, name: '7 quotes' })).toBeTruthy();
    const manual = screen.getByRole('article', { name: 'Plumber in Place 0' });
    expect(within(manual).queryByText('Automatic')).toBeNull();
  });

  it('says so when there are no quotes yet', async () => {
    serveActivity([]);
    show();
    expect(
      await screen.findByText(
        'You have not sent any quotes yet. Quote on a lead and it shows here.',
      ),
    ).toBeTruthy();
  });
});
