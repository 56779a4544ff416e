import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { business, type Party } from '../../../test/marketplace';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { sessionStore } from '../auth/sessions';

// One process answering all three hosts with PUBLIC_URL set to the New Zealand site, as a
// single deployment (and the browser tests) run: the money follows the Host, not PUBLIC_URL.
const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://quoteway.co.nz' }, { clock });
});
afterAll(() => t.close());

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

async function businessOn(host: string) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `site-money${++counter}.${Date.now()}@example.in`,
      userName: 'Asha Rao',
      userType: 'Business User',
      status: 'ACTIVE',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  const token = await sessionStore(t.database.db, clock, 30).issue(row.id);
  return { id: row.id, headers: { authorization: `Bearer ${token}`, host } };
}

describe('the site’s money whatever PUBLIC_URL says', () => {
  it.each([
    ['quoteway.in', 'IN', 'INR'],
    ['quoteway.com.au', 'AU', 'AUD'],
    ['quoteway.co.nz', 'NZ', 'NZD'],
    ['127.0.0.1', 'NZ', 'NZD'],
  ])('answers %s’s plans in %s’s currency', async (host, country, currency) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country, currency });
  });

  it('gives each host its own entity tag', async () => {
    const tags = await Promise.all(
      ['quoteway.in', 'quoteway.co.nz'].map(async (host) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { host } });
        return res.headers.etag;
      }),
    );
    expect(tags[0]).not.toBe(tags[1]);
  });

  it('charges a purchase on quoteway.in in rupees, its receipt and ledger too', async () => {
    const buyer = await businessOn('quoteway.in');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...buyer.headers, 'idempotency-key': `site-money-${Date.now()}` },
      payload: { planId: 'plan-500', card: VISA },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().purchase).toMatchObject({ amountCents: 1_000_000, currency: 'INR' });
    const [receipt] = await queryRows<{ payload: { data: Record<string, string> } }>(
      t.database.db,
      sql`SELECT o.payload FROM outbox o JOIN notifications n
            ON n.id::text = o.payload->>'notificationId'
          WHERE o.kind = 'notification-email' AND n.user_id = ${buyer.id}
            AND n.kind = 'purchase-receipt'`,
    );
    expect(receipt?.payload.data).toMatchObject({ amount: '₹10,000', currency: 'INR' });
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/credits/ledger',
      headers: buyer.headers,
    });
    expect(ledger.json().balance).toBeGreaterThanOrEqual(500);
  });
});

describe('a business pays in its own country, on any host', () => {
  async function invoiceOf(buyer: Party, id: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tax-documents/${id}`,
      headers: buyer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('offers a New Zealand business NZD plans with NZ GST on the Indian site', async () => {
    const nz = await business(t, clock, { country: 'NZ' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/plans',
      headers: { ...nz.headers, host: 'quoteway.in' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'NZ',
      currency: 'NZD',
      pricedFor: 'business',
      gstRatePercent: 15,
    });
    expect(res.json().plans[0]).toMatchObject({ id: 'plan-50', priceCents: 2000 });
    // Its own answer: no shared cache keeps it for the next visitor.
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers.vary).toContain('Authorization');
    // Signed out, the same host still answers its own market.
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/plans',
      headers: { host: 'quoteway.in' },
    });
    expect(visitor.json()).toMatchObject({ country: 'IN', currency: 'INR', pricedFor: 'site' });
    expect(visitor.headers.etag).not.toBe(res.headers.etag);
  });

  it('charges a New Zealand business on quoteway.in in NZD, with a NZ invoice at 15% GST', async () => {
    const nz = await business(t, clock, { country: 'NZ' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...nz.headers, host: 'quoteway.in', 'idempotency-key': `nz-on-in-${nz.id}` },
      payload: { planId: 'plan-50', card: VISA },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase).toMatchObject({ amountCents: 2000, currency: 'NZD' });
    const { id, number } = res.json().taxInvoice;
    expect(number).toMatch(/^NZ-\d{6}$/);
    expect(await invoiceOf(nz, id)).toMatchObject({
      currency: 'NZD',
      totalCents: 2000,
      gstRatePercent: 15,
      gstCents: 261,
      buyer: { numberKind: 'NZBN' },
    });
  });

  it.each([
    ['quoteway.in', 'plan-500', 1_000_000],
    ['quoteway.co.nz', 'plan-50', 100_000],
  ])(
    'charges an Indian business on %s in INR, with an IN invoice at 18 per cent GST',
    async (host, planId, totalCents) => {
      const india = await business(t, clock, { country: 'IN' });
      const plans = await t.app.inject({
        method: 'GET',
        url: '/api/plans',
        headers: { ...india.headers, host },
      });
      expect(plans.json()).toMatchObject({ country: 'IN', currency: 'INR', gstRatePercent: 18 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/purchases',
        headers: { ...india.headers, host, 'idempotency-key': `in-on-${host}-${india.id}` },
        payload: { planId, card: VISA },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().purchase).toMatchObject({ amountCents: totalCents, currency: 'INR' });
      const { id, number } = res.json().taxInvoice;
      expect(number).toMatch(/^IN-\d{6}$/);
      const invoice = await invoiceOf(india, id);
      expect(invoice).toMatchObject({
        currency: 'INR',
        totalCents,
        gstRatePercent: 18,
        buyer: { numberKind: 'GSTIN' },
      });
      expect(invoice.excludingCents + invoice.gstCents).toBe(totalCents);
      expect(invoice.gstCents).toBe(totalCents - Math.round(totalCents / 1.18));
    },
  );
});
