import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { creditEntries, creditLots, purchases, savedCards, users } from '../../db/schema';
import { sessionStore } from '../auth/sessions';
import { expireLots } from './lots';

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

async function signedIn(userType: 'Business User' | 'Customer User' = 'Business User') {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `buyer${++counter}.${Date.now()}@example.co.nz`,
      userName: 'Tane Mahuta',
      userType,
      status: 'ACTIVE',
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('no user');
  const token = await sessionStore(t.database.db, clock, 30).issue(row.id);
  return { ...row, headers: { authorization: `Bearer ${token}` } };
}

let keyCounter = 0;
const newKey = () => `purchase-key-${++keyCounter}-${Date.now()}`;

function buy(headers: Record<string, string>, payload: object, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });
}

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(amount), 0)::int AS total FROM ${creditEntries} WHERE user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

/** The receipt e-mail queued with the buyer's purchase-receipt notification. */
async function receiptOf(userId: string) {
  const rows = await queryRows<{ payload: unknown }>(
    t.database.db,
    sql`SELECT o.payload FROM outbox o JOIN notifications n
          ON n.id::text = o.payload->>'notificationId'
        WHERE o.kind = 'notification-email' AND n.user_id = ${userId}
          AND n.kind = 'purchase-receipt'`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]?.payload;
}

async function balance(headers: Record<string, string>): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/credits/ledger', headers });
  return res.json().balance;
}

describe('plans', () => {
  it('lists the four plans and the custom-purchase rules in cents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ country: 'NZ', currency: 'NZD' });
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual([
      'plan-50',
      'plan-100',
      'plan-200',
      'plan-500',
    ]);
    expect(body.plans[0]).toEqual({
      id: 'plan-50',
      credits: 50,
      bonusCredits: 10,
      priceCents: 2000,
      expiryDays: 90,
    });
    expect(body.custom).toMatchObject({
      minCredits: 500,
      maxCredits: 5000,
      stepCredits: 100,
      expiryDays: 90,
    });
  });
});

describe('plans per regional site (by the request host)', () => {
  it.each([
    ['quoteway.co.nz', 'NZ', 'NZD', [2000, 5000, 10000, 20000], 40],
    ['www.quoteway.com.au', 'AU', 'AUD', [1800, 4500, 9000, 18000], 36],
    ['quoteway.in', 'IN', 'INR', [100_000, 250_000, 500_000, 1_000_000], 2000],
  ])('%s answers %s prices in %s', async (host, country, currency, prices, firstBand) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { host } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ country, currency });
    expect(body.plans.map((p: { priceCents: number }) => p.priceCents)).toEqual(prices);
    expect(body.plans.map((p: { credits: number }) => p.credits)).toEqual([50, 100, 200, 500]);
    expect(body.custom.priceBands[0]).toEqual({ upToCredits: 1000, perCreditCents: firstBand });
  });
});

describe('purchases', () => {
  it('charges the Australian site its AUD price, with its ledger entries and receipt', async () => {
    const user = await signedIn();
    const au = { ...user.headers, host: 'quoteway.com.au' };
    const res = await buy(au, { planId: 'plan-200', card: VISA });
    expect(res.statusCode).toBe(200);
    expect(res.json().purchase).toMatchObject({
      planId: 'plan-200',
      credits: 200,
      bonusCredits: 50,
      amountCents: 9000,
      currency: 'AUD',
    });
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(row).toMatchObject({ amountCents: 9000, currency: 'AUD', status: 'succeeded' });
    const entries = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, user.id));
    expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['bonus', 50],
      ['purchase', 200],
    ]);
    expect(await ledgerSum(user.id)).toBe(250);
    const receipt = await receiptOf(user.id);
    expect(receipt).toMatchObject({ data: { amount: '$90', currency: 'AUD' } });

    // A custom purchase on the Indian site is priced in paise by its own bands.
    const inr = await buy(
      { ...user.headers, host: 'quoteway.in' },
      { customCredits: 1100, card: VISA },
    );
    expect(inr.json().purchase).toMatchObject({ amountCents: 1100 * 1850, currency: 'INR' });
    expect(await ledgerSum(user.id)).toBe(250 + 1100 + 220);
  });

  it('charges the Indian site in rupees and writes the receipt as Indians write money', async () => {
    const user = await signedIn();
    const res = await buy(
      { ...user.headers, host: 'quoteway.in' },
      { planId: 'plan-500', card: VISA },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().purchase).toMatchObject({ amountCents: 1_000_000, currency: 'INR' });
    const receipt = await receiptOf(user.id);
    expect(receipt).toMatchObject({ data: { amount: '₹10,000', currency: 'INR', credits: '500' } });
  });

  it('refuses a retry of the same key on another site (another price)', async () => {
    const user = await signedIn();
    const key = newKey();
    expect((await buy(user.headers, { planId: 'plan-50', card: VISA }, key)).statusCode).toBe(200);
    const au = await buy(
      { ...user.headers, host: 'quoteway.com.au' },
      { planId: 'plan-50', card: VISA },
      key,
    );
    expect(au.statusCode).toBe(409);
    expect(await balance(user.headers)).toBe(60);
  });

  it('buys a plan: purchase and bonus lots, ledger entries, receipt queued, card saved', async () => {
    const user = await signedIn();
    const res = await buy(user.headers, { planId: 'plan-100', card: VISA, saveCard: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.purchase).toMatchObject({
      planId: 'plan-100',
      credits: 100,
      bonusCredits: 24,
      amountCents: 5000,
    });
    expect(body.balance).toBe(124);
    expect(body.card).toEqual({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    const lots = await t.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.userId, user.id));
    expect(lots.map((l) => [l.source, l.credits]).sort()).toEqual([
      ['bonus', 24],
      ['purchase', 100],
    ]);
    for (const lot of lots) {
      expect(lot.expiresAt.getTime() - clock.now().getTime()).toBe(90 * 86_400_000);
    }
    expect(await ledgerSum(user.id)).toBe(124);
    const receipt = await receiptOf(user.id);
    expect(receipt).toMatchObject({
      template: 'purchase-receipt',
      data: { amount: '$50', currency: 'NZD', credits: '100' },
    });
    const [card] = await t.database.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.userId, user.id));
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
    expect(JSON.stringify(card)).not.toContain('"123"');
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: user.headers,
      payload: {},
    });
    expect(me.json().card).toEqual({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(me.json().user.credits).toBe(124);

    // The saved card's token pays next time.
    const again = await buy(user.headers, { customCredits: 500, cardToken: card?.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().purchase).toMatchObject({
      credits: 500,
      bonusCredits: 100,
      amountCents: 20000,
    });
    expect(again.json().balance).toBe(724);
  });

  it('answers a retry with the first result: one charge, one credit', async () => {
    const user = await signedIn();
    const key = newKey();
    const first = await buy(user.headers, { planId: 'plan-50', card: VISA }, key);
    const second = await buy(user.headers, { planId: 'plan-50', card: VISA }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await balance(user.headers)).toBe(60);
    expect(await ledgerSum(user.id)).toBe(60);
    const rows = await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with a different body (409)', async () => {
    const user = await signedIn();
    const key = newKey();
    expect((await buy(user.headers, { planId: 'plan-50', card: VISA }, key)).statusCode).toBe(200);
    const other = await buy(user.headers, { planId: 'plan-200', card: VISA }, key);
    expect(other.statusCode).toBe(409);
    expect(await balance(user.headers)).toBe(60);
  });

  it('needs an Idempotency-Key header', async () => {
    const user = await signedIn();
    const res = await buy(user.headers, { planId: 'plan-50', card: VISA }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(
      'headers.idempotency-key',
    );
    const short = await buy(user.headers, { planId: 'plan-50', card: VISA }, 'short');
    expect(short.statusCode).toBe(400);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined', 'declined'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds', 'insufficient_funds'],
  ])('answers 402 for %s and keeps only a failed purchase row', async (number, message, status) => {
    const user = await signedIn();
    const key = newKey();
    const res = await buy(user.headers, { planId: 'plan-50', card: { ...VISA, number } }, key);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    expect(await balance(user.headers)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
    const rows = await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(rows.map((r) => [r.status, r.failureStatus])).toEqual([['failed', status]]);
    const lots = await t.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.userId, user.id));
    expect(lots).toHaveLength(0);
    // A retry gets the same answer without a second attempt.
    const retry = await buy(user.headers, { planId: 'plan-50', card: { ...VISA, number } }, key);
    expect(retry.statusCode).toBe(402);
    expect(
      await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id)),
    ).toHaveLength(1);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'body.card.number'],
    [{ expMonth: 10, expYear: 2026 }, 'body.card.expMonth'],
    [{ cvc: '12' }, 'body.card.cvc'],
    [{ cvc: '12345' }, 'body.card.cvc'],
  ])('rejects invalid card details %o naming %s', async (change, field) => {
    const user = await signedIn();
    const res = await buy(user.headers, { planId: 'plan-50', card: { ...VISA, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
    expect(
      await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id)),
    ).toHaveLength(0);
  });

  it('rejects a custom amount the rules do not allow, naming the field', async () => {
    const user = await signedIn();
    const res = await buy(user.headers, { customCredits: 550, card: VISA });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.customCredits');
  });

  it('is for business accounts only (403) and signed-in users (401)', async () => {
    const customer = await signedIn('Customer User');
    expect((await buy(customer.headers, { planId: 'plan-50', card: VISA })).statusCode).toBe(403);
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/credits/ledger',
      headers: customer.headers,
    });
    expect(ledger.statusCode).toBe(403);
    expect((await buy({}, { planId: 'plan-50', card: VISA })).statusCode).toBe(401);
  });

  it('pages the ledger newest first; expiry after 91 days leaves the ledger sum equal to the balance', async () => {
    const user = await signedIn();
    expect((await buy(user.headers, { planId: 'plan-50', card: VISA })).statusCode).toBe(200);
    offset += 1000;
    expect((await buy(user.headers, { planId: 'plan-100', card: VISA })).statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/credits/ledger?perPage=2&page=1',
      headers: user.headers,
    });
    expect(page.json()).toMatchObject({ balance: 184, total: 4, page: 1, perPage: 2 });
    expect(page.json().entries.map((e: { kind: string }) => e.kind)).toEqual(['bonus', 'purchase']);
    expect(page.json().entries[0].amount).toBe(24);

    offset += 91 * 86_400_000;
    // The session has lapsed too: sign in again.
    user.headers = {
      authorization: `Bearer ${await sessionStore(t.database.db, clock, 30).issue(user.id)}`,
    };
    expect(await balance(user.headers)).toBe(0);
    await expireLots(t.database.db, clock);
    await expireLots(t.database.db, clock);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/credits/ledger?perPage=100',
      headers: user.headers,
    });
    const expiries = after.json().entries.filter((e: { kind: string }) => e.kind === 'expiry');
    expect(expiries).toHaveLength(4);
    expect(after.json().balance).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });
});

describe('paying with the saved card', () => {
  it('charges the card saved on the account without the browser knowing its token', async () => {
    const user = await signedIn();
    const none = await buy(user.headers, { planId: 'plan-50', useSavedCard: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].field).toBe('body.useSavedCard');
    const first = await buy(user.headers, { planId: 'plan-50', card: VISA, saveCard: true });
    expect(first.statusCode).toBe(200);
    expect(JSON.stringify(first.json().card)).not.toMatch(/token/i);
    const again = await buy(user.headers, { planId: 'plan-100', useSavedCard: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().balance).toBe(60 + 124);
    const both = await buy(user.headers, { planId: 'plan-50', useSavedCard: true, card: VISA });
    expect(both.statusCode).toBe(400);
  });
});
