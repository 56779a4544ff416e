import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { creditBalance } from './lots';

// The weekly spending cap: set in the console, checked in the quote's transaction. On PGlite
// and, with DATABASE_URL, on PostgreSQL with 20 connections, where quotes truly race.
const start = new Date('2026-11-22T00:00:00Z');
let now = start;
const clock = { now: () => now };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 }, { clock, poolSize: 20 });
});
afterAll(() => t.close());

const controls = (who: Party) =>
  t.app.inject({ method: 'GET', url: '/api/credits/spending-controls', headers: who.headers });
const setCap = (who: Party, weeklyCapCredits: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/credits/spending-controls',
    headers: who.headers,
    payload: { weeklyCapCredits },
  });
const quote = (who: Party, job: { _id: string; credits: number }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: who.headers,
    payload: quoteBody(job),
  });

async function spentOnQuotes(who: Party): Promise<number> {
  const [row] = await queryRows<{ spent: number }>(
    t.database.db,
    sql`SELECT coalesce(-sum(amount), 0)::int AS spent FROM credit_entries
        WHERE user_id = ${who.id} AND kind = 'quote'`,
  );
  return Number(row?.spent);
}

describe('weekly spending cap', () => {
  it('starts with none, is set and removed, and refuses a bad cap naming the field', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 100 });
    const none = await controls(plumber);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ weeklyCapCredits: null, spentThisWeek: 0, windowDays: 7 });

    for (const bad of [0, -5, 2.5, '20', 1_000_001]) {
      const refused = await setCap(plumber, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.map((f: { field: string }) => f.field)).toEqual([
        'body.weeklyCapCredits',
      ]);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/credits/spending-controls',
      headers: plumber.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);

    const set = await setCap(plumber, 40);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ weeklyCapCredits: 40, spentThisWeek: 0, windowDays: 7 });
    expect((await controls(plumber)).json().weeklyCapCredits).toBe(40);
    const removed = await setCap(plumber, null);
    expect(removed.json().weeklyCapCredits).toBeNull();

    const me = await customer(t, clock);
    const asCustomer = await t.app.inject({
      method: 'PUT',
      url: '/api/credits/spending-controls',
      headers: me.headers,
      payload: { weeklyCapCredits: 10 },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('refuses a quote that would pass the cap, with a 409 that says why, and takes nothing', async () => {
    now = start;
    const me = await customer(t, clock);
    const plumber = await business(t, clock, { credits: 100 });
    const jobs = [await postJob(t, me), await postJob(t, me), await postJob(t, me)];
    const price = jobs[0]?.credits ?? 0;
    expect(price).toBeGreaterThan(0);
    await setCap(plumber, price * 2 + 1);

    expect((await quote(plumber, jobs[0]!)).statusCode).toBe(200);
    expect((await quote(plumber, jobs[1]!)).statusCode).toBe(200);
    const refused = await quote(plumber, jobs[2]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This costs ${price} credits and would pass your weekly spending cap of ${price * 2 + 1} credits: you have spent ${price * 2} in the last 7 days. You can change the cap on the Plans page.`,
    );
    expect(await creditBalance(t.database.db, plumber.id, now)).toBe(100 - price * 2);
    const quotes = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM quotes WHERE business_id = ${plumber.id}`,
    );
    expect(Number(quotes[0]?.n)).toBe(2);
    expect((await controls(plumber)).json().spentThisWeek).toBe(price * 2);

    // Raising the cap lets the same quote through.
    await setCap(plumber, price * 3);
    expect((await quote(plumber, jobs[2]!)).statusCode).toBe(200);
  });

  it('counts only the last 7 days: a week later the business quotes again', async () => {
    now = start;
    const me = await customer(t, clock);
    const plumber = await business(t, clock, { credits: 100 });
    const first = await postJob(t, me);
    await setCap(plumber, first.credits);
    expect((await quote(plumber, first)).statusCode).toBe(200);
    const second = await postJob(t, me);
    expect((await quote(plumber, second)).statusCode).toBe(409);

    now = new Date(start.getTime() + 7 * 86_400_000 + 60_000);
    const third = await postJob(t, me);
    expect((await controls(plumber)).json().spentThisWeek).toBe(0);
    expect((await quote(plumber, third)).statusCode).toBe(200);
    now = start;
  });

  it('holds when 30 quotes race: exactly as many as the cap allows, and the ledger agrees', async () => {
    now = start;
    const me = await customer(t, clock);
    const plumber = await business(t, clock, { credits: 1_000 });
    const jobs = [];
    for (let i = 0; i < 30; i++) jobs.push(await postJob(t, me));
    const price = jobs[0]?.credits ?? 0;
    const allowed = 5;
    await setCap(plumber, price * allowed + price - 1);

    const results = await Promise.all(jobs.map((job) => quote(plumber, job)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowed);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30 - allowed);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().messageId).toMatch(/weekly spending cap/);
    }
    expect(await spentOnQuotes(plumber)).toBe(price * allowed);
    expect(await creditBalance(t.database.db, plumber.id, now)).toBe(1_000 - price * allowed);
  });
});
