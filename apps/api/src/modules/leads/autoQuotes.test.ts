import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { creditBalance } from '../credits/lots';

// Automatic quotes: templates and rules set through the API, quotes sent by the outbox through
// the same quoting as by hand. On PGlite and, with DATABASE_URL, on PostgreSQL with 20
// connections, where the outbox runs below race. Only invariants are asserted.
const start = new Date('2026-11-23T00:00:00Z'); // 13:00 in Auckland
let now = start;
const clock = { now: () => now };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 }, { clock, poolSize: 20 });
});
afterAll(() => t.close());

const rule = (overrides: Record<string, unknown> = {}) => ({
  trades: ['plumber'],
  radiusKm: 50,
  maxLeadCredits: 1000,
  maxPerDay: 100,
  weeklyBudgetCredits: 100_000,
  activeFromMinute: 0,
  activeToMinute: 1440,
  timeZone: 'Pacific/Auckland',
  paused: false,
  ...overrides,
});
const template = (overrides: Record<string, unknown> = {}) => ({
  estCost: { type: 'Flat', value: 30_000 },
  comment: 'Kia ora {firstName}, we can be in {place} today.',
  checkboxes: { cost: true, inspection: false, information: false, comment: false },
  ...overrides,
});
const setRule = (who: Party, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auto-quotes/rule',
    headers: who.headers,
    payload: body,
  });
const setTemplate = (who: Party, body: Record<string, unknown>, trade = 'plumber') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auto-quotes/templates/${trade}`,
    headers: who.headers,
    payload: body,
  });

/** A business with credits, a plumbing template and a rule (overridden as given). */
async function autoQuoter(
  options: { credits?: number; locality?: string; rule?: Record<string, unknown> } = {},
) {
  const who = await business(t, clock, {
    credits: options.credits ?? 1000,
    ...(options.locality ? { locality: options.locality } : {}),
  });
  expect((await setTemplate(who, template())).statusCode).toBe(200);
  expect((await setRule(who, rule(options.rule))).statusCode).toBe(200);
  return who;
}

/** Pause every rule set so far, so each test counts its own businesses' quotes. */
async function pauseAll() {
  await queryRows(t.database.db, sql`UPDATE auto_quote_rules SET paused = true`);
}

/** Run the outbox as 8 workers at once until nothing is due. */
async function drainConcurrently() {
  for (let round = 0; round < 100; round++) {
    const counts = await Promise.all(Array.from({ length: 8 }, () => t.outbox.runOnce()));
    if (counts.every((n) => n === 0)) return;
  }
  throw new Error('the outbox never drained');
}

async function autoQuotesOf(businessId: string) {
  return queryRows<{ jobId: string; credits: number; comment: string; status: string }>(
    t.database.db,
    sql`SELECT a.job_id AS "jobId", a.credits, q.comment, q.status
        FROM auto_quotes a JOIN quotes q ON q.id = a.quote_id
        WHERE a.business_id = ${businessId} AND q.business_id = ${businessId}`,
  );
}

async function quotesOnJob(jobId: string) {
  const [row] = await queryRows<{ all: number; auto: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS "all", count(a.quote_id)::int AS auto
        FROM quotes q LEFT JOIN auto_quotes a ON a.quote_id = q.id WHERE q.job_id = ${jobId}`,
  );
  return { all: Number(row?.all), auto: Number(row?.auto) };
}

async function spentOnQuotes(who: Party): Promise<number> {
  const [row] = await queryRows<{ spent: number }>(
    t.database.db,
    sql`SELECT coalesce(-sum(amount), 0)::int AS spent FROM credit_entries
        WHERE user_id = ${who.id} AND kind = 'quote'`,
  );
  return Number(row?.spent);
}

const fieldsOf = (res: { json(): { fields?: Array<{ field: string }> } }) =>
  (res.json().fields ?? []).map((f) => f.field);

describe('automatic quotes: templates and rules', () => {
  it('are set, read and removed by the business, and bad input is a 400 naming the field', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 10, radiusKm: 30 });
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/auto-quotes',
      headers: plumber.headers,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      rule: null,
      templates: [],
      trades: [{ slug: 'plumber', professionName: 'Plumber' }],
      serviceRadiusKm: 30,
      activity: { today: { quotes: 0, credits: 0 }, week: { quotes: 0, credits: 0 }, recent: [] },
    });

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ radiusKm: 31 }, 'body.radiusKm'], // wider than the service area
      [{ radiusKm: 0 }, 'body.radiusKm'],
      [{ trades: ['electrician'] }, 'body.trades'], // not one of its trades
      [{ trades: [] }, 'body.trades'],
      [{ maxPerDay: 0 }, 'body.maxPerDay'],
      [{ maxLeadCredits: 2.5 }, 'body.maxLeadCredits'],
      [{ weeklyBudgetCredits: -1 }, 'body.weeklyBudgetCredits'],
      [{ activeFromMinute: 1440 }, 'body.activeFromMinute'],
      [{ activeFromMinute: 600, activeToMinute: 600 }, 'body.activeToMinute'],
      [{ timeZone: 'Mars/Olympus' }, 'body.timeZone'],
      [{ paused: 'no' }, 'body.paused'],
    ];
    for (const [overrides, field] of bad) {
      const res = await setRule(plumber, rule({ radiusKm: 20, ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }
    const badTemplates: Array<[Record<string, unknown>, string, string]> = [
      [{ comment: '  ' }, 'body.comment', 'plumber'],
      [{ estCost: { type: 'Weekly', value: 100 } }, 'body.estCost.type', 'plumber'],
      [{ estCost: { type: 'Flat', value: -1 } }, 'body.estCost.value', 'plumber'],
      [{}, 'params.professionSlug', 'electrician'],
    ];
    for (const [overrides, field, trade] of badTemplates) {
      const res = await setTemplate(plumber, template(overrides), trade);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }

    expect((await setTemplate(plumber, template())).statusCode).toBe(200);
    const saved = await setRule(plumber, rule({ radiusKm: 20, paused: true }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      rule: rule({ radiusKm: 20, paused: true }),
      templates: [
        {
          professionSlug: 'plumber',
          estCost: { type: 'Flat', value: 30_000 },
          comment: 'Kia ora {firstName}, we can be in {place} today.',
          checkboxes: { cost: true, inspection: false, information: false, comment: false },
        },
      ],
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auto-quotes/templates/plumber',
      headers: plumber.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().templates).toEqual([]);

    const me = await customer(t, clock);
    expect((await setRule(me, rule())).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auto-quotes' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('automatic quotes on new leads', () => {
  it('go out for matching leads only, as a normal quote paid like one, and tell the business', async () => {
    now = new Date(start.getTime() + 24 * 3_600_000);
    await pauseAll();
    const matching = await autoQuoter({ credits: 500 });
    const others = [
      await autoQuoter({ locality: 'Auckland Central' }), // the lead is outside its area
      await autoQuoter({ rule: { radiusKm: 2 } }), // Porirua is beyond the rule's radius
      await autoQuoter({ rule: { maxLeadCredits: 1 } }), // the lead costs more
      await autoQuoter({ rule: { paused: true } }),
      await autoQuoter({ rule: { activeFromMinute: 22 * 60, activeToMinute: 23 * 60 } }), // 13:00
    ];
    const noTemplate = await business(t, clock, { credits: 1000 });
    expect((await setRule(noTemplate, rule())).statusCode).toBe(200);

    const me = await customer(t, clock, { userName: 'Aroha Ngata' });
    const job = await postJob(t, me);
    // Nothing is quoted in the customer's request.
    expect(await quotesOnJob(job._id)).toEqual({ all: 0, auto: 0 });
    await drainConcurrently();

    expect(await quotesOnJob(job._id)).toEqual({ all: 1, auto: 1 });
    const [sent] = await autoQuotesOf(matching.id);
    expect(sent).toEqual({
      jobId: job._id,
      credits: job.credits,
      comment: 'Kia ora Aroha, we can be in Porirua today.',
      status: 'sent',
    });
    expect(await creditBalance(t.database.db, matching.id, now)).toBe(500 - job.credits);
    expect(await spentOnQuotes(matching)).toBe(job.credits);
    for (const other of [...others, noTemplate]) expect(await autoQuotesOf(other.id)).toEqual([]);

    // The customer sees it as any quote.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/my-jobs/${job._id}`,
      headers: me.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain('Kia ora Aroha');
    // The business is told.
    const [told] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notifications
          WHERE user_id = ${matching.id} AND kind = 'auto-quote-sent'`,
    );
    expect(Number(told?.n)).toBe(1);

    // The business sees what its rule did, and the quote in its activity as an automatic one.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/auto-quotes',
      headers: matching.headers,
    });
    expect(settings.json().activity).toEqual({
      today: { quotes: 1, credits: job.credits },
      week: { quotes: 1, credits: job.credits },
      recent: [
        {
          quoteId: expect.any(String),
          jobId: job._id,
          professionName: 'Plumber',
          place: 'Porirua',
          credits: job.credits,
          createdAt: now.toISOString(),
        },
      ],
    });
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/quote-activity?sentBy=automatic',
      headers: matching.headers,
    });
    expect(activity.json()).toMatchObject({ total: 1, sentBy: 'automatic' });
    expect(activity.json().quotes[0]).toMatchObject({ jobId: job._id, automatic: true });
    const byHand = await t.app.inject({
      method: 'GET',
      url: '/api/quote-activity?sentBy=automatic',
      headers: others[0]?.headers ?? {},
    });
    expect(byHand.json()).toMatchObject({ total: 0, quotes: [] });
  });

  it('100 matching leads at once never pass the daily limit or the weekly budget', async () => {
    now = new Date(start.getTime() + 2 * 24 * 3_600_000);
    await pauseAll();
    const me = await customer(t, clock);
    const probe = await postJob(t, me);
    await drainConcurrently();
    const price = probe.credits;
    const daily = await autoQuoter({ credits: 100_000, rule: { maxPerDay: 7 } });
    const budget = 5 * price + price - 1;
    const budgeted = await autoQuoter({ credits: 100_000, rule: { weeklyBudgetCredits: budget } });

    const jobs = [];
    for (let i = 0; i < 100; i++) jobs.push(await postJob(t, me));
    await drainConcurrently();

    const byDaily = await autoQuotesOf(daily.id);
    expect(byDaily).toHaveLength(7);
    expect(await spentOnQuotes(daily)).toBe(7 * price);
    expect(await creditBalance(t.database.db, daily.id, now)).toBe(100_000 - 7 * price);

    const byBudget = await autoQuotesOf(budgeted.id);
    expect(byBudget).toHaveLength(5);
    expect(await spentOnQuotes(budgeted)).toBe(5 * price);
    expect(await spentOnQuotes(budgeted)).toBeLessThanOrEqual(budget);

    // A new day: the daily limit starts again, the weekly budget does not.
    now = new Date(now.getTime() + 24 * 3_600_000);
    for (let i = 0; i < 10; i++) jobs.push(await postJob(t, me));
    await drainConcurrently();
    expect(await autoQuotesOf(daily.id)).toHaveLength(14);
    expect(await autoQuotesOf(budgeted.id)).toHaveLength(5);
  }, 600_000);

  it('take at most 2 of a lead’s 5 places in its first 30 minutes, with 5 businesses at once', async () => {
    now = new Date(start.getTime() + 5 * 24 * 3_600_000);
    await pauseAll();
    const quoters = [];
    for (let i = 0; i < 5; i++) quoters.push(await autoQuoter());
    const me = await customer(t, clock);
    const fresh = await postJob(t, me);
    await drainConcurrently();
    expect(await quotesOnJob(fresh._id)).toEqual({ all: 2, auto: 2 });

    // The other places stay for businesses that reply by hand.
    const byHand = await business(t, clock, { credits: 100 });
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/send-quote',
      headers: byHand.headers,
      payload: {
        lead: { _id: fresh._id, credits: fresh.credits },
        estCost: { type: 'Flat', value: 40_000 },
        comment: 'By hand.',
      },
    });
    expect(manual.statusCode).toBe(200);
    expect(await quotesOnJob(fresh._id)).toEqual({ all: 3, auto: 2 });

    // A lead whose alerts go out after its first 30 minutes has no such limit.
    const later = await postJob(t, me);
    now = new Date(now.getTime() + 31 * 60_000);
    await drainConcurrently();
    expect(await quotesOnJob(later._id)).toEqual({ all: 5, auto: 5 });
  }, 300_000);
});
