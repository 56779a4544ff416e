import type { QuoteActivityResponse } from '@quoteway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const inject = (who: Party, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function activity(who: Party, query = '') {
  const res = await inject(who, 'GET', `/api/quote-activity${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as QuoteActivityResponse;
}

/**
 * One business's quotes in every state: each on its own job, a minute apart (the list is
 * newest first), and what the customer then did to each.
 */
async function quotesInEveryState() {
  const tradie = await business(t, clock, { credits: 100 });
  const rival = await business(t, clock, { credits: 100 });
  const jobs: Record<string, { me: Party; job: { _id: string; credits: number } }> = {};
  for (const state of ['sent', 'opened', 'replied', 'hired', 'lost', 'returned']) {
    offset += 60_000;
    const me = await customer(t, clock);
    const job = await postJob(t, me);
    expect((await inject(tradie, 'POST', '/api/send-quote', quoteBody(job))).statusCode).toBe(200);
    jobs[state] = { me, job };
  }
  const detail = async (state: string) => {
    const { me, job } = jobs[state] as { me: Party; job: { _id: string } };
    const res = await inject(me, 'GET', `/api/my-jobs/${job._id}`); // opens its quotes
    return res.json() as { quotes: Array<{ _id: string; business: { userId: string } }> };
  };
  await detail('opened');

  const replied = jobs.replied as { me: Party; job: { _id: string } };
  await detail('replied');
  const mine = await activity(tradie, '?perPage=50');
  const conversationId = mine.quotes.find((q) => q.jobId === replied.job._id)?.conversationId;
  const reply = await inject(replied.me, 'POST', '/api/send-message', {
    conversationId,
    message: 'Can you come on Tuesday?',
  });
  expect(reply.statusCode).toBe(200);

  const hire = async (state: string, who: Party) => {
    const { me, job } = jobs[state] as { me: Party; job: { _id: string } };
    const quote = (await detail(state)).quotes.find((q) => q.business.userId === who.id);
    const res = await inject(me, 'POST', `/api/jobs/${job._id}/hire`, { quoteId: quote?._id });
    expect(res.statusCode).toBe(200);
  };
  await hire('hired', tradie);
  const lost = jobs.lost as { job: { _id: string; credits: number } };
  expect((await inject(rival, 'POST', '/api/send-quote', quoteBody(lost.job))).statusCode).toBe(
    200,
  );
  await hire('lost', rival);

  const returned = jobs.returned as { me: Party; job: { _id: string } };
  const cancel = await inject(returned.me, 'POST', `/api/jobs/${returned.job._id}/cancel`);
  expect(cancel.statusCode).toBe(200);
  return { tradie, jobs };
}

describe('quote activity', () => {
  it('lists every quote sent, newest first, five a page with the total, each with its state', async () => {
    const { tradie, jobs } = await quotesInEveryState();
    const first = await activity(tradie);
    expect(first).toMatchObject({ page: 1, perPage: 5, total: 6, status: 'all' });
    expect(first.quotes.map((q) => q.state)).toEqual([
      'returned',
      'lost',
      'hired',
      'replied',
      'opened',
    ]);
    const second = await activity(tradie, '?page=2');
    expect(second.total).toBe(6);
    expect(second.quotes.map((q) => q.state)).toEqual(['sent']);
    expect(second.quotes[0]?.jobId).toBe(jobs.sent?.job._id);
    expect(second.quotes[0]?.customerId).toBe(jobs.sent?.me.id);

    const all = [...first.quotes, ...second.quotes];
    for (const quote of all) {
      expect(quote).toMatchObject({
        professionName: 'Plumber',
        place: 'Porirua',
        currency: 'NZD',
        estCost: { type: 'Flat', value: 45_000 },
        creditsSpent: 8,
        creditsReturned: quote.state === 'returned' ? 8 : 0,
      });
      expect(quote.conversationId).toEqual(expect.any(String));
    }
    // Past the last page: no quotes, the same total.
    expect(await activity(tradie, '?page=3')).toMatchObject({ total: 6, quotes: [] });
  });

  it('filters by state, the total counting the filter', async () => {
    const { tradie, jobs } = await quotesInEveryState();
    for (const state of ['sent', 'opened', 'replied', 'hired', 'lost', 'returned'] as const) {
      const page = await activity(tradie, `?status=${state}`);
      expect(page).toMatchObject({ total: 1, status: state });
      expect(page.quotes.map((q) => [q.state, q.jobId])).toEqual([[state, jobs[state]?.job._id]]);
    }
    // An empty filter past its only page still knows its total.
    expect(await activity(tradie, '?status=hired&page=2')).toMatchObject({ total: 1, quotes: [] });
  });

  it('each quote opens its conversation, which the business may read', async () => {
    const { tradie } = await quotesInEveryState();
    const [quote] = (await activity(tradie, '?status=replied')).quotes;
    const res = await inject(
      tradie,
      'GET',
      `/api/conversation?conversationId=${quote?.conversationId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { message: string }) => m.message)).toContain(
      'Can you come on Tuesday?',
    );
  });

  it('shows a business only its own quotes, refuses customers, and names a bad field', async () => {
    const newcomer = await business(t, clock, { credits: 10 });
    expect(await activity(newcomer)).toMatchObject({ total: 0, quotes: [], status: 'all' });
    const me = await customer(t, clock);
    expect((await inject(me, 'GET', '/api/quote-activity')).statusCode).toBe(403);
    const bad = await inject(newcomer, 'GET', '/api/quote-activity?status=won');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
    const tooMany = await inject(newcomer, 'GET', '/api/quote-activity?perPage=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('perPage');
  });
});
