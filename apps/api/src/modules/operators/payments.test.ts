import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/stripeServer';
import { business, customer, type Party } from '../../../test/marketplace';
import { operator } from '../../../test/operators';
import {
  auditLog,
  creditEntries,
  devMailbox,
  notifications,
  outbox,
  taxDocuments,
} from '../../db/schema';
import { spendCredits } from '../credits';

// The payments queue against the fake Stripe API: purchases listed by state, business and day
// with the saved card as brand and last 4 only; a refund goes back through Stripe, takes the
// credits out of the ledger and issues a credit note, all or nothing: the processor failing
// writes nothing (and a retry then works), a refund whose write was lost is completed by the
// retry or the webhook without refunding twice, and two operators at once refund once.
const SECRET = 'whsec_test_operator_refunds_0123456789abcdef';
const clock = { now: () => new Date() };
let t: TestApp;
let stripe: FakeStripe;
let staff: Party;

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.holdWebhooks = true;
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_JS_URL: `${stripe.url}/js/stripe.js`,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: SECRET,
      RATE_LIMIT_MAX: 100_000,
    },
    { clock, poolSize: 20 },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  stripe.webhook = { url: `http://127.0.0.1:${port}/api/stripe/webhook`, secret: SECRET };
  staff = await operator(t, clock, { role: 'support' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

let keys = 0;
/** A business that bought plan-50 (50 credits + 10 bonus) with a saved Visa card. */
async function buyer() {
  const owner = await business(t, clock);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...owner.headers, 'idempotency-key': `refund-test-${++keys}-${Date.now()}` },
    payload: { planId: 'plan-50', cardToken: 'pm_card_visa', saveCard: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const purchase = res.json().purchase as { id: string; chargeId: string };
  return { owner, purchaseId: purchase.id, chargeId: purchase.chargeId };
}

const refund = (who: Party, purchaseId: string, body: unknown = { reason: 'Bought twice' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/purchases/${purchaseId}/refund`,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const queue = (who: Party, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/purchases?${query}`, headers: who.headers });

async function ledger(userId: string) {
  return t.database.db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
}
const balance = async (userId: string) =>
  (await ledger(userId)).reduce((sum, entry) => sum + entry.amount, 0);

const creditNotes = (purchaseId: string) =>
  t.database.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.purchaseId, purchaseId), eq(taxDocuments.kind, 'credit-note')));

const auditOf = (purchaseId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, purchaseId));

const stripeRefundsOf = (chargeId: string) =>
  stripe.refunds.filter((r) => r.payment_intent === chargeId);

describe('the payments queue', () => {
  it('lists purchases by state, business and day, with the saved card as brand and last 4', async () => {
    const { owner, purchaseId } = await buyer();
    const res = await queue(staff, `business=${encodeURIComponent(owner.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.purchases).toHaveLength(1);
    expect(body.purchases[0]).toMatchObject({
      id: purchaseId,
      businessId: owner.id,
      email: owner.email,
      state: 'succeeded',
      credits: 50,
      bonusCredits: 10,
      creditsLeft: 60,
      refundable: true,
      card: { brand: 'Visa', last4: '4242' },
      creditNoteNumber: null,
    });
    expect(body.purchases[0].invoiceNumber).toMatch(/^NZ-/);
    // Brand and last 4 only: never the processor's token.
    expect(JSON.stringify(body)).not.toMatch(/cus_|pm_/);

    const today = new Date().toISOString().slice(0, 10);
    const byDay = await queue(staff, `business=${owner.id}&from=${today}&to=${today}`);
    expect(byDay.json().purchases.map((p: { id: string }) => p.id)).toEqual([purchaseId]);
    const before = await queue(staff, `business=${owner.id}&to=2020-01-01`);
    expect(before.json().purchases).toEqual([]);
    const refunded = await queue(staff, `business=${owner.id}&state=refunded`);
    expect(refunded.json().purchases).toEqual([]);

    await buyer();
    const page = await queue(staff, 'limit=1');
    expect(page.json().purchases).toHaveLength(1);
    expect(page.json().nextOffset).toBe(1);
    const bad = await queue(staff, 'from=yesterday&state=lost');
    expect(bad.statusCode).toBe(400);
    const named = bad.json().fields.map((f: { field: string }) => f.field);
    expect(named).toEqual(expect.arrayContaining(['querystring.from', 'querystring.state']));
  });

  it('refunds through Stripe: credits leave the ledger, a credit note, audited, the business told', async () => {
    const { owner, purchaseId, chargeId } = await buyer();
    expect(await balance(owner.id)).toBe(60);
    const res = await refund(staff, purchaseId, { reason: 'Bought the wrong plan by mistake' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ purchaseId, state: 'refunded', creditsTaken: 60 });
    expect(res.json().creditNoteNumber).toMatch(/^NZ-CN-/);

    const refunds = stripeRefundsOf(chargeId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(stripe.paymentIntents.get(chargeId)?.amount);
    const idempotent = stripe.requests.find((r) => r.path === '/v1/refunds');
    expect(idempotent?.idempotencyKey).toBe(`${purchaseId}:refund`);

    expect(await balance(owner.id)).toBe(0);
    expect(
      (await ledger(owner.id)).filter((e) => e.kind === 'refund').map((e) => e.amount),
    ).toEqual([-60]);
    expect(await creditNotes(purchaseId)).toHaveLength(1);
    const [entry] = await auditOf(purchaseId);
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'purchase.refund',
      subjectType: 'purchase',
      reason: 'Bought the wrong plan by mistake',
      before: { state: 'succeeded', creditsLeft: 60 },
      after: { state: 'refunded', creditsTaken: 60, refundId: refunds[0]?.id },
    });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'purchase-refunded')));
    expect(told?.values).toMatchObject({ credits: 50, note: 'Bought the wrong plan by mistake' });
    // The e-mail goes with it, in the business's language when it is sent.
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'notification-email'));
    const mail = queued.find((row) => row.payload.notificationId === told?.id);
    expect(mail?.payload).toMatchObject({
      template: 'purchase-refunded',
      data: { credits: '50', taken: '60', creditNote: res.json().creditNoteNumber },
    });

    const listed = await queue(staff, `business=${owner.id}&state=refunded`);
    expect(listed.json().purchases[0]).toMatchObject({
      id: purchaseId,
      state: 'refunded',
      refundable: false,
      creditsLeft: 0,
    });
    // Once: a second refund is refused, and Stripe is not asked again.
    const again = await refund(staff, purchaseId);
    expect(again.statusCode).toBe(409);
    expect(stripeRefundsOf(chargeId)).toHaveLength(1);
  });

  it('is all or nothing when Stripe fails, and a retry then refunds once', async () => {
    const { owner, purchaseId, chargeId } = await buyer();
    stripe.unreachable = true;
    const failed = await refund(staff, purchaseId);
    stripe.unreachable = false;
    expect(failed.statusCode, failed.body).toBe(502);
    expect(await balance(owner.id)).toBe(60);
    expect(await creditNotes(purchaseId)).toEqual([]);
    expect(await auditOf(purchaseId)).toEqual([]);
    expect(stripeRefundsOf(chargeId)).toEqual([]);

    const retried = await refund(staff, purchaseId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await balance(owner.id)).toBe(0);
    expect(stripeRefundsOf(chargeId)).toHaveLength(1);
    expect(await creditNotes(purchaseId)).toHaveLength(1);
  });

  it('completes a refund whose write was lost, without refunding twice', async () => {
    // Stripe refunded, then our transaction did not commit: the money went back, nothing here.
    const { owner, purchaseId, chargeId } = await buyer();
    const first = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'idempotency-key': `${purchaseId}:refund-lost`,
      },
      body: new URLSearchParams({ payment_intent: chargeId }),
    });
    expect(first.status).toBe(200);
    const retried = await refund(staff, purchaseId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(stripeRefundsOf(chargeId)).toHaveLength(1);
    expect(await balance(owner.id)).toBe(0);
    expect(await creditNotes(purchaseId)).toHaveLength(1);
    // The refund's webhook arriving afterwards finds it done.
    for (const event of stripe.events.filter((e) => e.type === 'charge.refunded')) {
      expect(await stripe.deliver(event.id)).toBe(200);
    }
    expect(await creditNotes(purchaseId)).toHaveLength(1);
    expect((await ledger(owner.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);

    // And the other way round: the webhook completes it first, the operator is told it is done.
    const other = await buyer();
    await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}` },
      body: new URLSearchParams({ payment_intent: other.chargeId }),
    });
    const event = stripe.events.find(
      (e) =>
        e.type === 'charge.refunded' &&
        (e.data.object as { payment_intent?: string }).payment_intent === other.chargeId,
    );
    if (!event) throw new Error('no refund event');
    expect(await stripe.deliver(event.id)).toBe(200);
    expect(await creditNotes(other.purchaseId)).toHaveLength(1);
    expect((await refund(staff, other.purchaseId)).statusCode).toBe(409);
    expect(stripeRefundsOf(other.chargeId)).toHaveLength(1);
  });

  it('refunds once when two operators refund at the same moment', async () => {
    const { owner, purchaseId, chargeId } = await buyer();
    const second = await operator(t, clock, { role: 'admin' });
    const answers = await Promise.all([refund(staff, purchaseId), refund(second, purchaseId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(stripeRefundsOf(chargeId)).toHaveLength(1);
    expect(await creditNotes(purchaseId)).toHaveLength(1);
    expect((await ledger(owner.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect(await auditOf(purchaseId)).toHaveLength(1);
    expect(await balance(owner.id)).toBe(0);
  });

  it('refuses a purchase whose credits were partly spent, naming why', async () => {
    const { owner, purchaseId, chargeId } = await buyer();
    await t.database.db.transaction((tx) =>
      spendCredits(tx, owner.id, 5, { message: 'Quote', values: {} }, new Date()),
    );
    const res = await refund(staff, purchaseId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('55 of 60 left');
    expect(stripeRefundsOf(chargeId)).toEqual([]);
    expect(await balance(owner.id)).toBe(55);
    const [row] = (await queue(staff, `business=${owner.id}`)).json().purchases;
    expect(row).toMatchObject({ refundable: false, creditsLeft: 55 });
  });

  it('refuses visitors, customers, businesses, operators without a second factor, bad input', async () => {
    const { owner, purchaseId } = await buyer();
    const someone = await customer(t, clock);
    const unpassed = await operator(t, clock, { passed: false });
    for (const who of [someone, owner, unpassed]) {
      expect((await refund(who, purchaseId)).statusCode).toBe(403);
      expect((await queue(who, '')).statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/purchases' });
    expect(visitor.statusCode).toBe(401);
    const noReason = await refund(staff, purchaseId, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual([expect.objectContaining({ field: 'body.reason' })]);
    const unknown = await refund(staff, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await balance(owner.id)).toBe(60);
    expect(await devMailboxFor(owner.email)).toEqual([]);
  });
});

const devMailboxFor = (email: string) =>
  t.database.db.select().from(devMailbox).where(eq(devMailbox.to, email));
