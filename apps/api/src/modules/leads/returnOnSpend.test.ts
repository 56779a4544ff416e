import type { ReturnOnSpendResponse } from '@quoteway/contracts';
import { regionalSites } from '@quoteway/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  business,
  customer,
  localityId,
  type Party,
  plumberAnswers,
  postJob,
  quoteBody,
} from '../../../test/marketplace';
import { queryRows } from '../../db/client';

// The return-on-spend dashboard on a seeded business: every figure checked against sums taken
// straight from the ledger (credit_entries) and the quotes, in total, per trade and per week.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.parse('2026-11-02T00:00:00Z'); // a Monday
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const inject = (who: Party, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function dashboard(who: Party, query: string) {
  const res = await inject(who, 'GET', `/api/return-on-spend?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReturnOnSpendResponse;
}

const electricianAnswers = plumberAnswers.map((a) =>
  a.questionId === 'work-type' ? { questionId: 'work-type', options: ['Lighting'] } : a,
);

type Job = { _id: string; credits: number };

/** The ledger's quote spends and returns of `who` in [from, to), straight from the table. */
async function ledger(who: Party, from: string, to: string) {
  const [row] = await queryRows<{ spent: number; returned: number }>(
    t.database.db,
    sql`SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'quote'), 0)::int AS spent,
               coalesce(sum(amount) FILTER (WHERE kind = 'return'), 0)::int AS returned
        FROM credit_entries
        WHERE user_id = ${who.id} AND created_at >= ${from}::timestamptz
          AND created_at < ${to}::timestamptz`,
  );
  return { spent: Number(row?.spent ?? 0), returned: Number(row?.returned ?? 0) };
}

/** The quotes `who` sent in [from, to), straight from the table. */
function quotesOf(who: Party, from: string, to: string) {
  return queryRows<{ credits: number; status: string; est_cents: number; slug: string }>(
    t.database.db,
    sql`SELECT q.credits, q.status, q.est_cents, j.profession_slug AS slug
        FROM quotes q JOIN jobs j ON j.id = q.job_id
        WHERE q.business_id = ${who.id} AND q.created_at >= ${from}::timestamptz
          AND q.created_at < ${to}::timestamptz`,
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('return on spend', () => {
  let tradie: Party;
  const jobs: Record<string, Job> = {};

  beforeAll(async () => {
    offset = HOUR;
    tradie = await business(t, clock);
    const area = await inject(tradie, 'PUT', '/api/business/service-area', {
      professions: ['plumber', 'electrician'],
      localityId: await localityId(t, 'Wellington Central'),
      radiusKm: 50,
    });
    expect(area.statusCode, area.body).toBe(200);
    // 50 credits and 10 bonus for $20.00: 2000 cents for 60 credits.
    const bought = await inject(tradie, 'POST', '/api/purchases', {
      planId: 'plan-50',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(bought.statusCode, bought.body).toBe(400); // purchases need an Idempotency-Key
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...tradie.headers, 'idempotency-key': 'return-on-spend-plan' },
      payload: {
        planId: 'plan-50',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const rival = await business(t, clock, { credits: 100 });

    const quote = async (name: string, day: number, overrides: Record<string, unknown> = {}) => {
      offset = day * DAY + 2 * HOUR;
      const me = await customer(t, clock);
      const job = await postJob(t, me, overrides);
      jobs[name] = job;
      offset += HOUR;
      const sent = await inject(tradie, 'POST', '/api/send-quote', quoteBody(job));
      expect(sent.statusCode, sent.body).toBe(200);
      return { me, job };
    };
    const open = (me: Party, job: Job) => inject(me, 'GET', `/api/my-jobs/${job._id}`);

    // Week 1: a plumbing job hired, another replied to.
    const hired = await quote('hired', 0);
    offset += HOUR;
    const detail = (await open(hired.me, hired.job)).json() as {
      quotes: Array<{ _id: string; business: { userId: string } }>;
    };
    const mine = detail.quotes.find((q) => q.business.userId === tradie.id);
    const hire = await inject(hired.me, 'POST', `/api/jobs/${hired.job._id}/hire`, {
      quoteId: mine?._id,
    });
    expect(hire.statusCode, hire.body).toBe(200);

    const replied = await quote('replied', 1);
    offset += HOUR;
    await open(replied.me, replied.job);
    const [conversation] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT conversation_id AS id FROM quotes
          WHERE job_id = ${replied.job._id} AND business_id = ${tradie.id}`,
    );
    const reply = await inject(replied.me, 'POST', '/api/send-message', {
      conversationId: conversation?.id,
      message: 'Can you come on Tuesday?',
    });
    expect(reply.statusCode, reply.body).toBe(200);

    // Week 2: an electrical job opened; a plumbing job cancelled (its credits come back).
    const opened = await quote('opened', 8, {
      professionSlug: 'electrician',
      answers: electricianAnswers,
    });
    offset += HOUR;
    await open(opened.me, opened.job);
    const returned = await quote('returned', 9);
    offset += HOUR;
    const cancel = await inject(returned.me, 'POST', `/api/jobs/${returned.job._id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);

    // A lead the tradie let go (a rival quoted), and a job out of its area.
    offset = 10 * DAY + 2 * HOUR;
    const other = await customer(t, clock);
    const skipped = await postJob(t, other);
    expect((await inject(rival, 'POST', '/api/send-quote', quoteBody(skipped))).statusCode).toBe(
      200,
    );
    await postJob(t, other, { localityId: await localityId(t, 'Auckland Central') });
    offset = 20 * DAY;
  });

  it('counts leads, quotes and what became of them, and costs the credits at the price paid', async () => {
    const from = '2026-11-02T00:00:00.000Z';
    const to = '2026-11-16T00:00:00.000Z';
    const report = await dashboard(tradie, 'period=custom&from=2026-11-02&to=2026-11-15');
    expect(report).toMatchObject({ from, to, currency: 'NZD' });
    expect(report.creditPrice).toEqual({ basis: 'period', cents: 2000, credits: 60 });

    const money = (credits: number) => Math.round((credits * 2000) / 60);
    const { spent, returned } = await ledger(tradie, from, to);
    const quotes = await quotesOf(tradie, from, to);
    const wasHired = (q: { status: string }) => q.status === 'hired' || q.status === 'cancelled';
    // The ledger and the quotes agree with each other, and the dashboard with both.
    expect(spent).toBe(sum(quotes.map((q) => q.credits)));
    expect(returned).toBe(jobs.returned?.credits);
    const hiredValue = sum(quotes.filter(wasHired).map((q) => q.est_cents));
    expect(report.totals).toEqual({
      leadsReceived: 5,
      quotesSent: quotes.length,
      opened: 3,
      replied: 1,
      hired: quotes.filter(wasHired).length,
      creditsSpent: spent,
      creditsReturned: returned,
      spentCents: money(spent),
      // What brings the spend down to the net cost (within a cent of the returned credits').
      returnedCents: money(spent) - money(spent - returned),
      netCostCents: money(spent - returned),
      costPerHireCents: money(spent - returned),
      wonValueCents: hiredValue,
    });
    expect(report.totals.quotesSent).toBe(4);
    expect(report.totals.hired).toBe(1);
    expect(report.totals.wonValueCents).toBe(45_000);

    // Per trade: the quotes' own figures, which add up to the ledger's.
    const trades = Object.fromEntries(report.trades.map((row) => [row.professionSlug, row]));
    expect(Object.keys(trades).sort()).toEqual(['electrician', 'plumber']);
    const plumbing = quotes.filter((q) => q.slug === 'plumber');
    expect(trades.plumber).toMatchObject({
      professionName: 'Plumber',
      leadsReceived: 4,
      quotesSent: 3,
      opened: 2,
      replied: 1,
      hired: 1,
      creditsSpent: sum(plumbing.map((q) => q.credits)),
      creditsReturned: jobs.returned?.credits,
      wonValueCents: 45_000,
    });
    expect(trades.electrician).toMatchObject({
      professionName: 'Electrician',
      leadsReceived: 1,
      quotesSent: 1,
      opened: 1,
      replied: 0,
      hired: 0,
      creditsSpent: jobs.opened?.credits,
      creditsReturned: 0,
      costPerHireCents: null,
      wonValueCents: 0,
    });
    for (const key of ['leadsReceived', 'quotesSent', 'opened', 'replied', 'hired'] as const) {
      expect(sum(report.trades.map((row) => row[key]))).toBe(report.totals[key]);
    }
    expect(sum(report.trades.map((row) => row.creditsSpent))).toBe(spent);
    expect(sum(report.trades.map((row) => row.creditsReturned))).toBe(returned);

    // Week by week: the two weeks of the period, adding up to the ledger.
    const week1 = (jobs.hired?.credits ?? 0) + (jobs.replied?.credits ?? 0);
    const week2 = jobs.opened?.credits ?? 0;
    expect(report.weeks).toEqual([
      { weekStart: '2026-11-02', netCredits: week1, netCostCents: money(week1), hires: 1 },
      {
        weekStart: '2026-11-09',
        netCredits: week2,
        netCostCents: money(week1 + week2) - money(week1),
        hires: 0,
      },
    ]);
    expect(sum(report.weeks.map((w) => w.netCredits))).toBe(spent - returned);
    expect(sum(report.weeks.map((w) => w.netCostCents))).toBe(report.totals.netCostCents);
    expect(Math.abs(report.totals.returnedCents - money(returned))).toBeLessThanOrEqual(1);
  });

  it('takes the last 7, 30 or 90 days up to now', async () => {
    const last30 = await dashboard(tradie, 'period=30');
    expect(last30.to).toBe(new Date(start + 20 * DAY).toISOString());
    expect(last30.from).toBe(new Date(start - 10 * DAY).toISOString());
    expect(last30.totals.quotesSent).toBe(4);
    expect(last30.weeks.map((w) => w.weekStart)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    // The last 7 days (13 to 20 days in) hold nothing: credits are valued at what was paid before.
    const last7 = await dashboard(tradie, 'period=7');
    expect(last7.creditPrice).toEqual({ basis: 'earlier', cents: 2000, credits: 60 });
    expect(last7.totals).toMatchObject({
      leadsReceived: 0,
      quotesSent: 0,
      creditsSpent: 0,
      netCostCents: 0,
      costPerHireCents: null,
    });
    expect(last7.trades).toEqual([]);
  });

  it('values credits at the list price without purchases, and shows only its own figures', async () => {
    const newcomer = await business(t, clock, { credits: 50 });
    const report = await dashboard(newcomer, 'period=90');
    const listCents = regionalSites.NZ.pricing.customPriceBands[0]?.perCreditCents;
    expect(report.creditPrice).toEqual({ basis: 'list', cents: listCents, credits: 1 });
    // Leads in its area (the tradie's jobs) count; the tradie's quotes do not.
    expect(report.totals).toMatchObject({ quotesSent: 0, creditsSpent: 0, hired: 0 });
    expect(report.totals.leadsReceived).toBe(4);
  });

  it('refuses customers and names the bad field', async () => {
    const me = await customer(t, clock);
    expect((await inject(me, 'GET', '/api/return-on-spend')).statusCode).toBe(403);
    const bad = async (query: string, field: string) => {
      const res = await inject(tradie, 'GET', `/api/return-on-spend?${query}`);
      expect(res.statusCode, query).toBe(400);
      const fields = (res.json().fields as Array<{ field: string }>).map((f) => f.field);
      expect(fields, query).toEqual([`querystring.${field}`]);
    };
    await bad('period=45', 'period');
    await bad('period=custom&to=2026-11-15', 'from');
    await bad('period=custom&from=2026-11-02', 'to');
    await bad('period=custom&from=2026-11-10&to=2026-11-02', 'to');
    await bad('period=custom&from=2025-01-01&to=2026-11-02', 'to');
    await bad('period=custom&from=2026-02-31&to=2026-03-02', 'from');
    await bad('period=custom&from=yesterday&to=2026-03-02', 'from');
  });
});
