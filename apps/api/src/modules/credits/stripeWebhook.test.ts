import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import type { FakeStripe } from '../../../test/fakes/stripeServer';
import { type StripeTestApp, stripeTestApp } from '../../../test/stripeApp';
import { queryRows } from '../../db/client';
import { creditEntries, purchases, savedCards, taxDocuments } from '../../db/schema';
import { stripeSignatureHeader } from '../../infra/payments';

// Stripe's webhook (POST /api/stripe/webhook) against the fake Stripe API, which signs and
// sends its events as Stripe does: a signature refused when missing, malformed, wrong or old;
// each event acted on once; a payment settled once however the webhook, the purchase request
// and finalise race; a failed payment credits nothing; a refund issues one credit note.
const SECRET = 'whsec_test_webhook_secret_0123456789abcdef';
const METRICS = 'metrics-token-for-the-webhook-tests';

/** The refunds counted on /metrics (`quoteway_refunds_total`). */
async function refundsCounted(): Promise<number> {
  const res = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS}` },
  });
  const line = res.body.split('\n').find((l) => l.startsWith('quoteway_refunds_total '));
  return Number(line?.split(' ')[1]);
}
const clock = { now: () => new Date() };
let t: TestApp;
let stripe: FakeStripe;
let fixture: StripeTestApp;

beforeAll(async () => {
  fixture = await stripeTestApp(
    { STRIPE_WEBHOOK_SECRET: SECRET, RATE_LIMIT_MAX: 100_000, METRICS_TOKEN: METRICS },
    { clock, poolSize: 20 },
  );
  ({ t, stripe } = fixture);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  stripe.webhook = { url: `http://127.0.0.1:${port}/api/stripe/webhook`, secret: SECRET };
});
afterAll(() => fixture.close());

const signedIn = () => fixture.businessUser();

let keys = 0;
const buy = (headers: Record<string, string>, cardToken: string, saveCard = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...headers, 'idempotency-key': `webhook-${++keys}-${Date.now()}` },
    payload: { planId: 'plan-50', cardToken, saveCard },
  });

const finalise = (headers: Record<string, string>, purchaseId: string) =>
  t.app.inject({ method: 'POST', url: `/api/purchases/${purchaseId}/finalise`, headers });

/** The bank's 3-D Secure page answering, as the buyer's browser drives it. */
async function challenge(clientSecret: string, outcome: 'authenticate' | 'fail') {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${stripe.url}/v1/payment_intents/${id}/three_d_secure`, {
    method: 'POST',
    body: new URLSearchParams({ client_secret: clientSecret, key: stripe.publishableKey, outcome }),
  });
  expect(res.status).toBe(200);
}

/** A purchase left waiting for 3-D Secure: its id and the intent's client secret. */
async function awaitingAuthentication(headers: Record<string, string>) {
  const res = await buy(headers, 'pm_card_threeDSecure2Required');
  expect(res.statusCode, res.body).toBe(202);
  return res.json().nextAction as { purchaseId: string; clientSecret: string };
}

const eventsOf = (type: string, intentId: string) =>
  stripe.events.filter(
    (e) =>
      e.type === type &&
      ((e.data.object as { id?: string; payment_intent?: string }).id === intentId ||
        (e.data.object as { payment_intent?: string }).payment_intent === intentId),
  );

const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(amount), 0)::int AS total FROM ${creditEntries} WHERE user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

const purchaseRow = async (id: string) =>
  (await t.database.db.select().from(purchases).where(eq(purchases.id, id)))[0];

const documentsOf = (purchaseId: string) =>
  t.database.db.select().from(taxDocuments).where(eq(taxDocuments.purchaseId, purchaseId));

/** Post a body to the webhook as it is, with this signature header (or none). */
const post = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

describe('the signature', () => {
  it('refuses a missing, malformed, wrong, re-signed or old signature, and acts on none', async () => {
    stripe.holdWebhooks = true;
    const user = await signedIn();
    const { purchaseId, clientSecret } = await awaitingAuthentication(user.headers);
    await challenge(clientSecret, 'authenticate');
    const [event] = eventsOf('payment_intent.succeeded', intentOf(clientSecret));
    if (!event) throw new Error('no event');
    const body = JSON.stringify(event);
    const now = nowSeconds();
    const refusals = [
      ['missing', undefined],
      ['malformed', 'v1=abc'],
      ['no v1', `t=${now}`],
      ['another secret', stripeSignatureHeader(body, 'whsec_someone_else', now)],
      ['another body', stripeSignatureHeader(`${body} `, SECRET, now)],
      ['301 s old', stripeSignatureHeader(body, SECRET, now - 301)],
    ] as const;
    for (const [why, signature] of refusals) {
      const res = await post(body, signature);
      expect(res.statusCode, why).toBe(400);
      expect(res.json().fields[0].field, why).toBe('headers.stripe-signature');
    }
    expect((await post(body, stripeSignatureHeader(body, SECRET, now - 301))).body).toContain(
      'older than 300 seconds',
    );
    expect((await purchaseRow(purchaseId))?.status).toBe('pending');
    expect(await ledgerSum(user.id)).toBe(0);
    // Signed by Stripe, 299 s ago, the body byte for byte (pretty-printed as Stripe sends it).
    const status = await stripe.deliver(event.id, now - 299);
    expect(status).toBe(200);
    expect((await purchaseRow(purchaseId))?.status).toBe('succeeded');
    expect(await ledgerSum(user.id)).toBe(60);
  });

  it('is not served without STRIPE_WEBHOOK_SECRET (404)', async () => {
    const plain = await createTestApp();
    try {
      const body = JSON.stringify({ id: 'evt_1', type: 'ping', data: { object: {} } });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignatureHeader(body, SECRET, nowSeconds()),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('events', () => {
  it('settles a purchase whose buyer closed the tab during 3-D Secure, once per event id', async () => {
    stripe.holdWebhooks = true;
    const user = await signedIn();
    const { purchaseId, clientSecret } = await awaitingAuthentication(user.headers);
    await challenge(clientSecret, 'authenticate');
    // The tab is gone: nobody calls finalise. Stripe's event settles the purchase.
    const [event] = eventsOf('payment_intent.succeeded', intentOf(clientSecret));
    if (!event) throw new Error('no event');
    expect(await stripe.deliver(event.id)).toBe(200);
    expect(await stripe.deliver(event.id)).toBe(200);
    const again = await post(
      JSON.stringify(event),
      stripeSignatureHeader(JSON.stringify(event), SECRET, nowSeconds()),
    );
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await ledgerSum(user.id)).toBe(60);
    expect((await documentsOf(purchaseId)).map((d) => d.kind)).toEqual(['invoice']);
    // The same payment in a second event (another id): still credited once.
    const copy = JSON.stringify({ ...event, id: `${event.id}_copy` });
    const second = await post(copy, stripeSignatureHeader(copy, SECRET, nowSeconds()));
    expect(second.json()).toEqual({ received: true, duplicate: false });
    expect(await ledgerSum(user.id)).toBe(60);
    // When the buyer comes back, finalise answers what the webhook settled.
    const done = await finalise(user.headers, purchaseId);
    expect(done.statusCode).toBe(200);
    expect(done.json().balance).toBe(60);
  });

  it('credits once when the webhook races finalise (concurrent)', async () => {
    stripe.holdWebhooks = true;
    const user = await signedIn();
    const { purchaseId, clientSecret } = await awaitingAuthentication(user.headers);
    await challenge(clientSecret, 'authenticate');
    const [event] = eventsOf('payment_intent.succeeded', intentOf(clientSecret));
    if (!event) throw new Error('no event');
    const [deliveries, finalised] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => stripe.deliver(event.id))),
      Promise.all(Array.from({ length: 5 }, () => finalise(user.headers, purchaseId))),
    ]);
    expect(deliveries).toEqual([200, 200, 200, 200, 200]);
    for (const res of finalised) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(finalised.map((res) => res.json().taxInvoice.number)).size).toBe(1);
    expect(await ledgerSum(user.id)).toBe(60);
    expect(await documentsOf(purchaseId)).toHaveLength(1);
  });

  it('credits once when the webhook races the purchase request, keeping the card asked for', async () => {
    stripe.holdWebhooks = false;
    const user = await signedIn();
    const res = await buy(user.headers, 'pm_card_visa', true);
    expect(res.statusCode, res.body).toBe(200);
    await stripe.webhooksSettled();
    const intent = res.json().purchase.chargeId as string;
    expect(
      stripe.deliveries.filter((d) =>
        eventsOf('payment_intent.succeeded', intent).some((e) => e.id === d.event),
      ),
    ).toEqual([expect.objectContaining({ status: 200 })]);
    expect(await ledgerSum(user.id)).toBe(60);
    expect(res.json().card).toMatchObject({ brand: 'Visa', last4: '4242' });
    const cards = await t.database.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.userId, user.id));
    expect(cards).toHaveLength(1);
  });

  it('a failed payment credits nothing: 3-D Secure refused, or the card declined', async () => {
    stripe.holdWebhooks = false;
    const user = await signedIn();
    const { purchaseId, clientSecret } = await awaitingAuthentication(user.headers);
    await challenge(clientSecret, 'fail');
    await stripe.webhooksSettled();
    expect(eventsOf('payment_intent.payment_failed', intentOf(clientSecret))).toHaveLength(1);
    const row = await purchaseRow(purchaseId);
    expect(row?.status).toBe('failed');
    expect(row?.failureMessage).toBe('Your card was declined');
    expect((await finalise(user.headers, purchaseId)).statusCode).toBe(402);
    const declined = await buy(user.headers, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(declined.statusCode).toBe(402);
    await stripe.webhooksSettled();
    expect(await ledgerSum(user.id)).toBe(0);
    expect(await documentsOf(purchaseId)).toHaveLength(0);
    // A failure event after the purchase was credited changes nothing.
    const paid = await buy(user.headers, 'pm_card_visa');
    expect(paid.statusCode).toBe(200);
    await stripe.webhooksSettled();
    const failed = JSON.stringify({
      id: `evt_late_failure_${Date.now()}`,
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: paid.json().purchase.chargeId,
          object: 'payment_intent',
          metadata: { purchase_id: paid.json().purchase.id },
          last_payment_error: { code: 'card_declined' },
        },
      },
    });
    expect(
      (await post(failed, stripeSignatureHeader(failed, SECRET, nowSeconds()))).statusCode,
    ).toBe(200);
    expect((await purchaseRow(paid.json().purchase.id))?.status).toBe('succeeded');
    expect(await ledgerSum(user.id)).toBe(60);
  });

  it('a refund in full issues one credit note and takes the credits back, once', async () => {
    stripe.holdWebhooks = false;
    const user = await signedIn();
    const paid = await buy(user.headers, 'pm_card_visa');
    expect(paid.statusCode).toBe(200);
    const { id: purchaseId, chargeId } = paid.json().purchase as { id: string; chargeId: string };
    const countedBefore = await refundsCounted();
    const refund = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}` },
      body: new URLSearchParams({ payment_intent: chargeId }),
    });
    expect(refund.status).toBe(200);
    await stripe.webhooksSettled();
    const [event] = eventsOf('charge.refunded', chargeId);
    if (!event) throw new Error('no refund event');
    expect(await stripe.deliver(event.id)).toBe(200);
    const copy = JSON.stringify({ ...event, id: `${event.id}_again` });
    expect((await post(copy, stripeSignatureHeader(copy, SECRET, nowSeconds()))).statusCode).toBe(
      200,
    );
    const documents = await documentsOf(purchaseId);
    expect(documents.map((d) => d.kind).sort()).toEqual(['credit-note', 'invoice']);
    expect(await ledgerSum(user.id)).toBe(0);
    const refunds = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, user.id));
    expect(refunds.filter((e) => e.kind === 'refund').map((e) => e.amount)).toEqual([-60]);
    // Counted for operators once, however often the event came.
    expect((await refundsCounted()) - countedBefore).toBe(1);
  });

  it('acknowledges and ignores other event types', async () => {
    const body = JSON.stringify({
      id: `evt_other_${Date.now()}`,
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const res = await post(body, stripeSignatureHeader(body, SECRET, nowSeconds()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});
