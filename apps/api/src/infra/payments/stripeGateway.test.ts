import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import type { FakeStripe } from '../../../test/fakes/stripeServer';
import { businessUser, type StripeTestApp, stripeTestApp } from '../../../test/stripeApp';
import { queryRows } from '../../db/client';
import { creditEntries, creditLots, purchases, savedCards } from '../../db/schema';
import { RECONCILE_AFTER_MS } from '../../modules/credits/service';
import { cardMessages } from './gateway';

// The whole app with STRIPE_SECRET_KEY set, talking to a local server that speaks Stripe's
// wire format (test/stripeApp.ts) through the real `stripe` client.

const start = Date.parse('2026-11-22T00:00:00Z');
let offset = 0;
const clock = { now: () => new Date(start + offset) };
const logLines: string[] = [];
let t: TestApp;
let stripe: FakeStripe;
let fixture: StripeTestApp;

beforeAll(async () => {
  fixture = await stripeTestApp({ LOG_LEVEL: 'info' }, { clock, logLines });
  ({ t, stripe } = fixture);
});
afterAll(() => fixture.close());

const signedIn = () => fixture.businessUser();

let keyCounter = 0;
const newKey = () => `stripe-key-${++keyCounter}-${Date.now()}`;

function buy(headers: Record<string, string>, payload: object, key = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    headers: { ...headers, 'idempotency-key': key },
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

async function purchaseRows(userId: string) {
  return t.database.db.select().from(purchases).where(eq(purchases.userId, userId));
}

/** Move past the reconciliation delay and deliver what is due. */
async function reconcileNow() {
  offset += RECONCILE_AFTER_MS + 1000;
  // Everything due: the purchases' receipts (notifications and their e-mails) are due too.
  await t.drainOutbox();
}

const chargesOf = (purchaseId: string) =>
  stripe.charges.filter(
    (c) => stripe.paymentIntents.get(c.paymentIntent)?.metadata.purchase_id === purchaseId,
  );

describe('purchases through Stripe', () => {
  it('charges a PaymentIntent in cents and NZD and credits the lots and ledger once', async () => {
    const user = await signedIn();
    const key = newKey();
    const res = await buy(user.headers, { planId: 'plan-50', cardToken: 'pm_card_visa' }, key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.balance).toBe(60);
    expect(body.purchase.chargeId).toMatch(/^pi_/);
    expect(chargesOf(body.purchase.id)).toEqual([
      { paymentIntent: body.purchase.chargeId, amount: 2000, currency: 'nzd', customer: null },
    ]);
    // Create and confirm, each under a key derived from the purchase's Idempotency-Key.
    const calls = stripe.requests.filter((r) => r.idempotencyKey?.startsWith(`${user.id}:${key}`));
    expect(calls.map((r) => [r.method, r.path.replace(/pi_\w+/, ':id'), r.idempotencyKey])).toEqual(
      [
        ['POST', '/v1/payment_intents', `${user.id}:${key}`],
        ['POST', '/v1/payment_intents/:id/confirm', `${user.id}:${key}:confirm`],
      ],
    );
    expect(calls[0]?.params).toMatchObject({
      amount: '2000',
      currency: 'nzd',
      payment_method: 'pm_card_visa',
      metadata: { purchase_id: body.purchase.id },
    });
    expect(await ledgerSum(user.id)).toBe(60);
    const lots = await t.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.userId, user.id));
    expect(lots.map((l) => l.credits).sort()).toEqual([10, 50]);
    expect((await purchaseRows(user.id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('charges the Australian site in AUD at its own price, with the ledger entries', async () => {
    const user = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: { ...user.headers, host: 'quoteway.com.au', 'idempotency-key': newKey() },
      payload: { planId: 'plan-100', cardToken: 'pm_card_visa' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.purchase).toMatchObject({ amountCents: 4500, currency: 'AUD', credits: 100 });
    expect(chargesOf(body.purchase.id)).toEqual([
      { paymentIntent: body.purchase.chargeId, amount: 4500, currency: 'aud', customer: null },
    ]);
    expect(body.balance).toBe(124);
    expect(await ledgerSum(user.id)).toBe(124);
  });

  it.each([
    ['pm_card_chargeDeclined', 'declined', cardMessages.declined],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'insufficient_funds',
      cardMessages.insufficientFunds,
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'invalid_card', cardMessages.expired],
    ['pm_card_chargeDeclinedIncorrectCvc', 'invalid_card', cardMessages.invalidCvc],
    ['pm_card_chargeDeclinedProcessingError', 'declined', cardMessages.processingError],
  ])(
    'answers 402 for %s with the sandbox’s words, and credits nothing',
    async (pm, status, message) => {
      const user = await signedIn();
      const key = newKey();
      const res = await buy(user.headers, { planId: 'plan-50', cardToken: pm }, key);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(message);
      expect((await purchaseRows(user.id)).map((p) => [p.status, p.failureStatus])).toEqual([
        ['failed', status],
      ]);
      expect(await ledgerSum(user.id)).toBe(0);
      const [purchase] = await purchaseRows(user.id);
      expect(chargesOf(purchase?.id ?? '')).toHaveLength(0);
      // A retry gets the same answer without asking Stripe again.
      const before = stripe.requests.length;
      const retry = await buy(user.headers, { planId: 'plan-50', cardToken: pm }, key);
      expect(retry.statusCode).toBe(402);
      expect(retry.json().message).toBe(message);
      expect(stripe.requests.length).toBe(before);
    },
  );

  it('the sandbox gives the same 402 messages for its decline and insufficient-funds cards', async () => {
    const sandbox = await createTestApp({}, { clock });
    try {
      const { headers } = await businessUser(sandbox, clock);
      const messages = [];
      for (const number of ['4000 0000 0000 0002', '4000 0000 0000 9995']) {
        const res = await sandbox.app.inject({
          method: 'POST',
          url: '/api/purchases',
          headers: { ...headers, 'idempotency-key': newKey() },
          payload: { planId: 'plan-50', card: { number, expMonth: 12, expYear: 2030, cvc: '123' } },
        });
        expect(res.statusCode).toBe(402);
        messages.push(res.json().message);
      }
      expect(messages).toEqual([cardMessages.declined, cardMessages.insufficientFunds]);
    } finally {
      await sandbox.close();
    }
  });

  it('never charges twice for one Idempotency-Key: a retried purchase, and a lost answer the client retries', async () => {
    const user = await signedIn();
    const key = newKey();
    const first = await buy(user.headers, { planId: 'plan-100', cardToken: 'pm_card_visa' }, key);
    const second = await buy(user.headers, { planId: 'plan-100', cardToken: 'pm_card_visa' }, key);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(chargesOf(first.json().purchase.id)).toHaveLength(1);

    // Stripe charges but its answer to the confirmation is lost: the stripe client retries
    // with the same Idempotency-Key and gets the first answer replayed, not a second charge.
    stripe.loseResponses(/\/confirm$/, 1);
    const lost = await buy(user.headers, { planId: 'plan-50', cardToken: 'pm_card_visa' });
    expect(lost.statusCode).toBe(200);
    const confirms = stripe.requests.filter(
      (r) => r.path === `/v1/payment_intents/${lost.json().purchase.chargeId}/confirm`,
    );
    expect(confirms.map((r) => r.replayed)).toEqual([false, true]);
    expect(chargesOf(lost.json().purchase.id)).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(124 + 60);
  });

  it('saves a card as Stripe customer and payment method ids, and pays with them next time', async () => {
    const user = await signedIn();
    const res = await buy(user.headers, {
      planId: 'plan-50',
      cardToken: 'pm_card_visa',
      saveCard: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().card).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12 });
    const [card] = await t.database.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.userId, user.id));
    expect(card?.token).toMatch(/^cus_\w+\/pm_\w+$/);
    const [customer, method] = (card?.token ?? '').split('/');
    expect(chargesOf(res.json().purchase.id)).toMatchObject([{ customer }]);

    const again = await buy(user.headers, { customCredits: 500, cardToken: card?.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().balance).toBe(60 + 600);
    const intent = stripe.paymentIntents.get(again.json().purchase.chargeId);
    expect(intent).toMatchObject({ customer, payment_method: method, amount: 20000 });
    // Nothing but ids ever went to Stripe or into the database.
    expect(JSON.stringify(stripe.requests.map((r) => r.params))).not.toMatch(/4242424242424242/);
  });

  it('never sends typed card numbers to Stripe: the browser must tokenise them', async () => {
    const user = await signedIn();
    const before = stripe.requests.length;
    const res = await buy(user.headers, {
      planId: 'plan-50',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.card');
    expect(stripe.requests.length).toBe(before);
    expect(await purchaseRows(user.id)).toHaveLength(0);
    const foreign = await buy(user.headers, { planId: 'plan-50', cardToken: 'cus_x/pm_y' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields[0].field).toBe('body.cardToken');
  });
});

/** What Stripe.js does in the browser: the card as typed, to Stripe, with the publishable key. */
async function browserPaymentMethod(number: string): Promise<string> {
  const res = await fetch(`${stripe.url}/v1/payment_methods`, {
    method: 'POST',
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[cvc]': '123',
      key: stripe.publishableKey,
    }),
  });
  const body = (await res.json()) as { id: string };
  if (!res.ok) throw new Error(JSON.stringify(body));
  return body.id;
}

/** The bank's 3-D Secure challenge, answered as the cardholder would in the browser. */
async function challenge(clientSecret: string, outcome: 'authenticate' | 'fail') {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${stripe.url}/v1/payment_intents/${id}/three_d_secure`, {
    method: 'POST',
    body: new URLSearchParams({ client_secret: clientSecret, key: stripe.publishableKey, outcome }),
  });
  expect(res.status).toBe(200);
}

const finalise = (headers: Record<string, string>, purchaseId: string) =>
  t.app.inject({ method: 'POST', url: `/api/purchases/${purchaseId}/finalise`, headers });

describe('cards from the browser (Stripe Elements) and 3-D Secure', () => {
  it('tells the browser to mount the Payment Element, with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.json()).toMatchObject({
      gstRatePercent: 15,
      cardEntry: {
        processor: 'stripe',
        publishableKey: stripe.publishableKey,
        scriptUrl: `${stripe.url}/js/stripe.js`,
      },
    });
  });

  it('pays with the PaymentMethod the browser made from a typed card', async () => {
    const user = await signedIn();
    const pm = await browserPaymentMethod('4242 4242 4242 4242');
    const res = await buy(user.headers, { planId: 'plan-50', cardToken: pm });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      balance: 60,
      taxInvoice: { number: expect.stringMatching(/^NZ-/) },
    });
    expect(await ledgerSum(user.id)).toBe(60);
  });

  it('completes a 3-D Secure challenge in the browser, then credits the purchase exactly once', async () => {
    const user = await signedIn();
    const key = newKey();
    const pm = await browserPaymentMethod('4000 0027 6000 3184');
    const res = await buy(user.headers, { planId: 'plan-100', cardToken: pm }, key);
    expect(res.statusCode, res.body).toBe(202);
    const { purchaseId, clientSecret } = res.json().nextAction;
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(await ledgerSum(user.id)).toBe(0);
    // Not authenticated yet: nothing is credited, and nothing is cancelled.
    const early = await finalise(user.headers, purchaseId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(cardMessages.authenticationPending);
    // The purchase's own retry waits too.
    expect((await buy(user.headers, { planId: 'plan-100', cardToken: pm }, key)).statusCode).toBe(
      409,
    );

    await challenge(clientSecret, 'authenticate');
    const done = await finalise(user.headers, purchaseId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ balance: 124, purchase: { id: purchaseId } });
    // The browser's retry, the purchase's retry and the reconciliation change nothing.
    expect((await finalise(user.headers, purchaseId)).json()).toEqual(done.json());
    const retried = await buy(user.headers, { planId: 'plan-100', cardToken: pm }, key);
    expect(retried.json()).toEqual(done.json());
    await reconcileNow();
    expect(await ledgerSum(user.id)).toBe(124);
    expect(chargesOf(purchaseId)).toHaveLength(1);
    // Someone else cannot finalise it.
    const other = await signedIn();
    expect((await finalise(other.headers, purchaseId)).statusCode).toBe(404);
  });

  it('refuses the purchase when the cardholder fails the challenge', async () => {
    const user = await signedIn();
    const pm = await browserPaymentMethod('4000 0027 6000 3184');
    const res = await buy(user.headers, { planId: 'plan-50', cardToken: pm });
    const { purchaseId, clientSecret } = res.json().nextAction;
    await challenge(clientSecret, 'fail');
    const refused = await finalise(user.headers, purchaseId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(cardMessages.declined);
    expect((await purchaseRows(user.id)).map((p) => p.status)).toEqual(['failed']);
    expect(await ledgerSum(user.id)).toBe(0);
    expect(chargesOf(purchaseId)).toHaveLength(0);
  });

  it('cancels a challenge nobody completed when the purchase is reconciled', async () => {
    const user = await signedIn();
    const res = await buy(user.headers, {
      planId: 'plan-50',
      cardToken: 'pm_card_threeDSecure2Required',
    });
    expect(res.statusCode).toBe(202);
    const { purchaseId } = res.json().nextAction;
    await reconcileNow();
    const [row] = await purchaseRows(user.id);
    expect([row?.status, row?.failureStatus]).toEqual(['failed', 'not_charged']);
    expect(stripe.paymentIntents.get(row?.chargeId ?? '')?.status).toBe('canceled');
    expect((await finalise(user.headers, purchaseId)).statusCode).toBe(402);
  });

  it('declines 4000 0000 0000 0002 typed in the browser with the sandbox’s words', async () => {
    const user = await signedIn();
    const pm = await browserPaymentMethod('4000000000000002');
    const res = await buy(user.headers, { planId: 'plan-50', cardToken: pm });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(cardMessages.declined);
  });
});

describe('purchases Stripe did not answer', () => {
  it('marks the purchase failed when Stripe never got the charge', async () => {
    const user = await signedIn();
    const key = newKey();
    stripe.unreachable = true;
    const res = await buy(user.headers, { planId: 'plan-50', cardToken: 'pm_card_visa' }, key);
    stripe.unreachable = false;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(cardMessages.unreachable);
    expect((await purchaseRows(user.id)).map((p) => p.status)).toEqual(['pending']);
    const retry = await buy(user.headers, { planId: 'plan-50', cardToken: 'pm_card_visa' }, key);
    expect(retry.statusCode).toBe(409);

    await reconcileNow();
    expect((await purchaseRows(user.id)).map((p) => [p.status, p.failureStatus])).toEqual([
      ['failed', 'not_charged'],
    ]);
    const after = await buy(user.headers, { planId: 'plan-50', cardToken: 'pm_card_visa' }, key);
    expect(after.statusCode).toBe(402);
    expect(after.json().message).toBe(cardMessages.notCharged);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('credits a purchase Stripe charged although every answer was lost, once', async () => {
    const user = await signedIn();
    const key = newKey();
    // The first try and both of the client's retries lose their answers.
    stripe.loseResponses(/\/confirm$/, 3);
    const res = await buy(user.headers, { planId: 'plan-200', cardToken: 'pm_card_visa' }, key);
    expect(res.statusCode).toBe(502);
    const [pending] = await purchaseRows(user.id);
    expect(pending).toMatchObject({ status: 'pending', chargeId: expect.stringMatching(/^pi_/) });
    const confirms = stripe.requests.filter(
      (r) => r.path === `/v1/payment_intents/${pending?.chargeId}/confirm`,
    );
    expect(confirms.map((r) => r.replayed)).toEqual([false, true, true]);
    expect(chargesOf(pending?.id ?? '')).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(0);

    await reconcileNow();
    const [settled] = await purchaseRows(user.id);
    expect(settled?.status).toBe('succeeded');
    expect(await ledgerSum(user.id)).toBe(250);
    const retry = await buy(user.headers, { planId: 'plan-200', cardToken: 'pm_card_visa' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ balance: 250, purchase: { chargeId: pending?.chargeId } });

    // A second delivery of the reconciliation changes nothing.
    await reconcileNow();
    expect(await ledgerSum(user.id)).toBe(250);
    expect(chargesOf(pending?.id ?? '')).toHaveLength(1);
  });
});

describe('the Stripe secret key', () => {
  it('never appears in the logs, even when Stripe refuses it', async () => {
    const refusing = await createTestApp(
      {
        STRIPE_SECRET_KEY: `sk_test_${'9'.repeat(40)}`,
        STRIPE_API_BASE: stripe.url,
        LOG_LEVEL: 'trace',
      },
      { clock, logLines },
    );
    try {
      const { headers } = await businessUser(refusing, clock);
      const res = await refusing.app.inject({
        method: 'POST',
        url: '/api/purchases',
        headers: { ...headers, 'idempotency-key': newKey() },
        payload: { planId: 'plan-50', cardToken: 'pm_card_visa' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await refusing.close();
    }
    const logs = logLines.join('\n');
    expect(logs).toContain('Stripe refused the request');
    expect(logs).toContain('request failed');
    for (const key of [stripe.secretKey, `sk_test_${'9'.repeat(40)}`]) {
      expect(logs).not.toContain(key);
      // Stripe's own message quotes the key's last four characters.
      expect(logs).not.toContain(`*${key.slice(-4)}`);
    }
  });
});
