import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, customer, type Party, postJob, quoteBody } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import {
  autoTopUpConsents,
  notifications,
  outbox,
  purchases,
  spendingControls,
  taxDocuments,
} from '../../db/schema';
import { enqueue } from '../../infra/outbox/enqueue';
import { creditBalance, spendCredits } from './lots';
import { creditRepository } from './repository';

// Auto top-up: off by default, on only with a stored consent naming every term; a spend that
// leaves the balance below the threshold buys the consented plan once (even when 20 spends
// race), never over the monthly maximum; a refused card switches it off and says so. On
// PGlite and, with DATABASE_URL, on PostgreSQL with 20 connections, where spends truly race.

const start = new Date('2026-11-10T00:00:00Z');
let now = start;
const clock = { now: () => now };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 }, { clock, poolSize: 20 });
});
afterAll(() => t.close());

/** plan-50 on the New Zealand site: 50 credits and 10 bonus for NZ$20.00. */
const PLAN = { planId: 'plan-50', priceCents: 2000, currency: 'NZD', credits: 60 };

/** A saved card; the sandbox declines a card ending 0002. */
async function saveCard(who: Party, last4 = '4242') {
  await creditRepository(t.database.db).saveCard({
    userId: who.id,
    token: `tok_sandbox_${last4}_${who.id.replace(/-/g, '').slice(0, 12)}`,
    brand: 'Visa',
    last4,
    expMonth: 12,
    expYear: 2030,
    createdAt: now,
  });
}

const terms = (overrides: Record<string, unknown> = {}) => ({
  planId: PLAN.planId,
  priceCents: PLAN.priceCents,
  currency: PLAN.currency,
  cardLast4: '4242',
  thresholdCredits: 20,
  monthlyMaxCents: 10_000,
  confirmed: true,
  ...overrides,
});

const get = (who: Party) =>
  t.app.inject({ method: 'GET', url: '/api/credits/auto-top-up', headers: who.headers });
const enable = (who: Party, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/credits/auto-top-up',
    headers: who.headers,
    payload: body as Record<string, unknown>,
  });
const disable = (who: Party) =>
  t.app.inject({ method: 'DELETE', url: '/api/credits/auto-top-up', headers: who.headers });
const quote = (who: Party, job: { _id: string; credits: number }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-quote',
    headers: who.headers,
    payload: quoteBody(job),
  });

/** Spend credits as a quote does (the same `spendCredits`), in its own transaction. */
const spend = (who: Party, credits: number) =>
  t.database.db.transaction((tx) => spendCredits(tx, who.id, credits, 'Test spend', now));

const topUps = (who: Party) =>
  t.database.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, who.id), isNotNull(purchases.autoTopUpConsentId)));

const queuedTopUps = (who: Party) =>
  queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ${outbox}
        WHERE kind = 'auto-top-up' AND payload->>'businessId' = ${who.id}`,
  ).then((rows) => Number(rows[0]?.n));

/** The ledger's sum, which must equal the balance (every lot is a ledger entry). */
async function ledgerSum(who: Party): Promise<number> {
  const [row] = await queryRows<{ sum: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(amount), 0)::int AS sum FROM credit_entries WHERE user_id = ${who.id}`,
  );
  return Number(row?.sum);
}

describe('consent', () => {
  it('is off by default and refuses to turn on without every term, naming the field', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 100 });
    const off = await get(plumber);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      enabled: false,
      consent: null,
      spentThisMonthCents: 0,
      history: [],
    });

    const empty = await enable(plumber, {});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual([
      'body.cardLast4',
      'body.confirmed',
      'body.currency',
      'body.monthlyMaxCents',
      'body.planId',
      'body.priceCents',
      'body.thresholdCredits',
    ]);
    for (const [field, bad] of [
      ['confirmed', false],
      ['thresholdCredits', 0],
      ['monthlyMaxCents', 12.5],
      ['cardLast4', '42'],
    ] as const) {
      const refused = await enable(plumber, terms({ [field]: bad }));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().fields.map((f: { field: string }) => f.field)).toEqual([
        `body.${field}`,
      ]);
    }
    // Each term must be what the business was shown, and its card must be saved.
    const noCard = await enable(plumber, terms());
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().fields[0].field).toBe('body.cardLast4');
    await saveCard(plumber);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ planId: 'plan-7' }, 'body.planId'],
      [{ priceCents: 1999 }, 'body.priceCents'],
      [{ currency: 'AUD' }, 'body.currency'],
      [{ cardLast4: '1111' }, 'body.cardLast4'],
      [{ monthlyMaxCents: 1999 }, 'body.monthlyMaxCents'],
    ];
    for (const [change, field] of cases) {
      const refused = await enable(plumber, terms(change));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().fields[0].field).toBe(field);
    }
    expect((await get(plumber)).json().enabled).toBe(false);

    const me = await customer(t, clock);
    expect((await enable(me, terms())).statusCode).toBe(403);
  });

  it('stores who agreed, when and to what; a change needs a new consent; off in one call', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 100 });
    await saveCard(plumber);
    const on = await enable(plumber, terms());
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      enabled: true,
      consent: {
        planId: 'plan-50',
        credits: 50,
        bonusCredits: 10,
        priceCents: 2000,
        currency: 'NZD',
        card: { brand: 'Visa', last4: '4242' },
        thresholdCredits: 20,
        monthlyMaxCents: 10_000,
        consentedAt: start.toISOString(),
        consentedBy: expect.stringMatching(/^Tradie /),
        endedAt: null,
        endedBecause: null,
      },
    });
    now = new Date(start.getTime() + 60_000);
    const changed = await enable(plumber, terms({ thresholdCredits: 30 }));
    expect(changed.json().consent.thresholdCredits).toBe(30);
    const rows = await t.database.db
      .select()
      .from(autoTopUpConsents)
      .where(eq(autoTopUpConsents.businessId, plumber.id))
      .orderBy(autoTopUpConsents.consentedAt);
    expect(rows.map((r) => [r.thresholdCredits, r.consentedBy, r.endedBecause])).toEqual([
      [20, plumber.id, 'replaced'],
      [30, plumber.id, null],
    ]);

    const off = await disable(plumber);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      enabled: false,
      consent: { thresholdCredits: 30, endedBecause: 'switched-off' },
    });
    // Off: a spend below the threshold buys nothing.
    await spend(plumber, 90);
    await t.drainOutbox();
    expect(await queuedTopUps(plumber)).toBe(0);
    expect(await topUps(plumber)).toHaveLength(0);
    now = start;
  });
});

describe('firing', () => {
  it('never fires without consent', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 30 });
    await saveCard(plumber);
    await spend(plumber, 29);
    await t.drainOutbox();
    expect(await queuedTopUps(plumber)).toBe(0);
    expect(await topUps(plumber)).toHaveLength(0);
    expect(await creditBalance(t.database.db, plumber.id, now)).toBe(1);
  });

  it('buys exactly one top-up when 20 quotes cross the threshold at once, as a purchase', async () => {
    now = start;
    const me = await customer(t, clock);
    const jobs = [];
    for (let i = 0; i < 20; i++) jobs.push(await postJob(t, me));
    const price = jobs[0]?.credits ?? 0;
    expect(price).toBeGreaterThan(0);
    const plumber = await business(t, clock, { credits: price * 20 + 5 });
    await saveCard(plumber);
    // A weekly cap as well: it limits spending, not buying.
    await t.app.inject({
      method: 'PUT',
      url: '/api/credits/spending-controls',
      headers: plumber.headers,
      payload: { weeklyCapCredits: price * 20 },
    });
    expect((await enable(plumber, terms({ thresholdCredits: price * 20 }))).statusCode).toBe(200);

    const results = await Promise.all(jobs.map((job) => quote(plumber, job)));
    expect(results.map((r) => r.statusCode)).toEqual(jobs.map(() => 200));
    expect(await queuedTopUps(plumber)).toBe(1);
    // Two workers at once, then the rest.
    await Promise.all([t.outbox.runOnce(), t.outbox.runOnce()]);
    await t.drainOutbox();

    const bought = await topUps(plumber);
    expect(bought.map((p) => [p.status, p.planId, p.amountCents, p.currency])).toEqual([
      ['succeeded', 'plan-50', 2000, 'NZD'],
    ]);
    const balance = await creditBalance(t.database.db, plumber.id, now);
    expect(balance).toBe(5 + PLAN.credits);
    expect(await ledgerSum(plumber)).toBe(balance);
    const invoices = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.purchaseId, bought[0]?.id ?? ''));
    expect(invoices.map((d) => d.kind)).toEqual(['invoice']);
    const receipts = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, plumber.id), eq(notifications.kind, 'purchase-receipt')));
    expect(receipts).toHaveLength(1);
    const [controls] = await t.database.db
      .select()
      .from(spendingControls)
      .where(eq(spendingControls.businessId, plumber.id));
    expect(controls?.autoTopUpPending).toBe(false);

    const shown = (await get(plumber)).json();
    expect(shown.spentThisMonthCents).toBe(2000);
    expect(shown.history).toEqual([
      expect.objectContaining({
        credits: 50,
        bonusCredits: 10,
        amountCents: 2000,
        status: 'succeeded',
        taxInvoice: { id: invoices[0]?.id, number: invoices[0]?.number },
      }),
    ]);
    // The cap counted the quotes only: the top-up is not spending.
    const cap = await t.app.inject({
      method: 'GET',
      url: '/api/credits/spending-controls',
      headers: plumber.headers,
    });
    expect(cap.json().spentThisWeek).toBe(price * 20);
  });

  it('never goes over the monthly maximum, even when top-ups are queued at once', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 100 });
    await saveCard(plumber);
    await enable(plumber, terms({ thresholdCredits: 1_000, monthlyMaxCents: 4_999 }));
    // Each spend is below the threshold: the first two buy, the third finds the maximum.
    for (let i = 0; i < 3; i++) {
      await spend(plumber, 10);
      await t.drainOutbox();
    }
    expect((await topUps(plumber)).map((p) => p.status)).toEqual(['succeeded', 'succeeded']);

    // Five jobs queued at once (as after a crash) still respect it.
    const other = await business(t, clock, { credits: 100 });
    await saveCard(other);
    await enable(other, terms({ thresholdCredits: 1_000, monthlyMaxCents: 6_000 }));
    await t.database.db
      .update(spendingControls)
      .set({ autoTopUpPending: true })
      .where(eq(spendingControls.businessId, other.id));
    for (let i = 0; i < 5; i++) {
      await enqueue(
        t.database.db,
        'auto-top-up',
        { businessId: other.id, requestId: `00000000-0000-4000-8000-00000000000${i}` },
        now,
      );
    }
    await Promise.all([t.outbox.runOnce(), t.outbox.runOnce(), t.outbox.runOnce()]);
    await t.drainOutbox();
    // One per spend below the threshold: the pending flag lets the first job only.
    expect(await topUps(other)).toHaveLength(1);
    for (let i = 0; i < 4; i++) {
      await spend(other, 1);
      await t.drainOutbox();
    }
    const bought = await topUps(other);
    expect(bought).toHaveLength(3);
    expect(bought.reduce((sum, p) => sum + p.amountCents, 0)).toBeLessThanOrEqual(6_000);
    expect((await get(other)).json().spentThisMonthCents).toBe(6_000);

    // A new month: the maximum starts again.
    now = new Date('2026-12-01T00:00:00Z');
    await spend(plumber, 1);
    await t.drainOutbox();
    expect(await topUps(plumber)).toHaveLength(3);
    const balance = await creditBalance(t.database.db, plumber.id, now);
    expect(await ledgerSum(plumber)).toBe(balance);
    now = start;
  });

  it('switches itself off and tells the business when the card is declined', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 30 });
    await saveCard(plumber, '0002');
    expect((await enable(plumber, terms({ cardLast4: '0002' }))).statusCode).toBe(200);
    await spend(plumber, 20);
    await t.drainOutbox();

    expect((await topUps(plumber)).map((p) => [p.status, p.failureStatus])).toEqual([
      ['failed', 'declined'],
    ]);
    expect(await creditBalance(t.database.db, plumber.id, now)).toBe(10);
    expect(await ledgerSum(plumber)).toBe(10);
    const shown = (await get(plumber)).json();
    expect(shown).toMatchObject({
      enabled: false,
      spentThisMonthCents: 0,
      consent: { endedBecause: 'declined', endedMessage: 'Your card was declined' },
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, plumber.id), eq(notifications.kind, 'auto-top-up-off')));
    expect(told.map((n) => n.values)).toEqual([{ reason: 'Your card was declined' }]);
    const mails = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ${outbox}
          WHERE kind = 'notification-email' AND payload->>'template' = 'auto-top-up-off'
            AND payload->>'notificationId' = ${told[0]?.id ?? ''}`,
    );
    expect(Number(mails[0]?.n)).toBe(1);

    // Off: the next spend below the threshold buys nothing.
    await spend(plumber, 5);
    await t.drainOutbox();
    expect(await topUps(plumber)).toHaveLength(1);
  });

  it('switches itself off when the saved card is no longer the one agreed to', async () => {
    now = start;
    const plumber = await business(t, clock, { credits: 30 });
    await saveCard(plumber);
    await enable(plumber, terms());
    await creditRepository(t.database.db).saveCard({
      userId: plumber.id,
      token: 'tok_sandbox_4242_0123456789ab',
      brand: 'Visa',
      last4: '4242',
      expMonth: 1,
      expYear: 2031,
      createdAt: now,
    });
    await spend(plumber, 20);
    await t.drainOutbox();
    expect(await topUps(plumber)).toHaveLength(0);
    expect((await get(plumber)).json()).toMatchObject({
      enabled: false,
      consent: { endedBecause: 'card-changed' },
    });
  });
});
