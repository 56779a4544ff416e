import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeSignatureHeader } from '../../src/infra/payments';
import { stripeJsAssets } from './stripeJs';

/**
 * A test double of Stripe's API, which cannot run here: a local HTTP server on 127.0.0.1
 * speaking Stripe's wire format for what the Stripe gateway uses. Requests are form-encoded
 * (`metadata[purchase_id]=…`, `allowed_payment_method_types[0]=card`) and authenticated with
 * `Authorization: Bearer <secret key>`; answers are Stripe's JSON objects, and errors are
 * `{ error: { type, code, decline_code, message, … } }` with Stripe's HTTP status (400, 401,
 * 402, 404). A POST with an Idempotency-Key replays the first answer (with
 * `Idempotent-Replayed: true`), or refuses different parameters, as Stripe does.
 *
 * The browser's side: GET /js/stripe.js is a stand-in for Stripe.js (stripeJs.ts): its
 * Payment Element (a frame of this origin, so card numbers never touch the page), its
 * createPaymentMethod and handleNextAction, which call POST /v1/payment_methods, GET
 * /v1/payment_intents/:id and the bank's challenge (POST /v1/payment_intents/:id/three_d_secure)
 * with the publishable key, as Stripe.js does; the card 4000 0027 6000 3184 asks for 3-D Secure.
 *
 * Endpoints: POST /v1/customers, POST /v1/payment_methods/:id/attach, POST
 * /v1/payment_intents, POST /v1/payment_intents/:id/confirm, POST
 * /v1/payment_intents/:id/cancel, GET /v1/payment_intents/:id and GET
 * /v1/payment_intents/search (the `metadata['key']:'value'` query only).
 *
 * Webhooks (`options.webhook`): as Stripe does, every event (payment_intent.succeeded,
 * payment_intent.payment_failed, charge.refunded) is POSTed as JSON to the endpoint with a
 * `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">` header made with the endpoint's
 * secret; `holdWebhooks` keeps them queued until `deliver(eventId)` sends one (the buyer
 * closed the tab, Stripe's retry comes later). POST /v1/refunds refunds a PaymentIntent's
 * charge (in full unless `amount` says less; a charge refunded in full already is Stripe's
 * `charge_already_refunded`), and GET /v1/refunds?payment_intent= lists its refunds.
 *
 * Stripe's test payment methods behave as documented: pm_card_visa and pm_card_mastercard
 * succeed; pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds,
 * pm_card_chargeDeclinedExpiredCard, pm_card_chargeDeclinedIncorrectCvc and
 * pm_card_chargeDeclinedProcessingError are refused when confirmed (and, except for
 * insufficient funds, when attached to a customer, which checks the card).
 */

interface CardFailure {
  code: string;
  decline_code?: string;
  message: string;
}

interface TestCard {
  brand: string;
  last4: string;
  failure?: CardFailure;
  /** The bank asks for 3-D Secure when the payment is confirmed. */
  threeDSecure?: true;
}

const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3184', threeDSecure: true },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    failure: {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    failure: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    failure: {
      code: 'expired_card',
      decline_code: 'expired_card',
      message: 'Your card has expired.',
    },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    failure: {
      code: 'incorrect_cvc',
      decline_code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    },
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    failure: {
      code: 'processing_error',
      decline_code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
};

/**
 * Stripe's test card numbers, as typed into the Payment Element, and the test payment method
 * each behaves as (https://docs.stripe.com/testing).
 */
const TEST_NUMBERS: Record<string, keyof typeof TEST_CARDS> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000002760003184': 'pm_card_threeDSecure2Required',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
};

type Params = { [key: string]: string | Params | Array<string | Params> };

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string };
  created: number;
  livemode: false;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: (CardFailure & { type: 'card_error' }) | null;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: { type: string } } | null;
  client_secret: string;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Params;
  /** Answered from an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export interface FakeStripe {
  /** Origin to configure as STRIPE_API_BASE. */
  url: string;
  /** The secret key it accepts (any other gets Stripe's 401). */
  secretKey: string;
  /** The publishable key the browser's stand-in Stripe.js uses (payment methods, 3-D Secure). */
  publishableKey: string;
  /** Every request received, oldest first (unreachable ones excepted). */
  requests: RecordedStripeRequest[];
  /** Money taken: one entry per PaymentIntent that succeeded. */
  charges: Array<{
    paymentIntent: string;
    amount: number;
    currency: string;
    customer: string | null;
  }>;
  /** Refunds made, oldest first (POST /v1/refunds; listed by GET /v1/refunds). */
  refunds: Array<{
    id: string;
    object: 'refund';
    amount: number;
    payment_intent: string;
    currency: string;
    metadata: Record<string, string>;
    status: string;
    created: number;
    charge: string | null;
  }>;
  /** Confirmations the card refused. */
  declines: Array<{ paymentIntent: string; code: string }>;
  paymentIntents: Map<string, PaymentIntent>;
  /** The webhook endpoint and its signing secret (`options.webhook`; may be set later). */
  webhook: { url: string; secret: string } | undefined;
  /** Every event, oldest first (Stripe's /v1/events), whether delivered or not. */
  events: StripeEvent[];
  /** Webhook deliveries made: the event and the endpoint's HTTP status (0: no answer). */
  deliveries: Array<{ event: string; type: string; status: number }>;
  /** While true, events are kept (not sent) until `deliver` sends them. */
  holdWebhooks: boolean;
  /**
   * Send an event to the webhook endpoint, signed now (or at `timestamp`, unix seconds), and
   * answer the endpoint's status. Sending one again is Stripe's retry.
   */
  deliver(eventId: string, timestamp?: number): Promise<number>;
  /** Resolves once every automatic delivery started so far has been answered. */
  webhooksSettled(): Promise<void>;
  /**
   * Act on the next `count` requests whose path matches, then drop their connections
   * unanswered: the charge happens, the caller never hears of it. Replaces the rule before.
   */
  loseResponses(path: RegExp, count: number): void;
  /** While true, every connection is dropped before its request is read. */
  unreachable: boolean;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding, back into objects and arrays. */
function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params | Array<string | Params> = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      const slot = node as Record<string, string | Params | Array<string | Params>>;
      if (last) {
        slot[part] = value;
        return;
      }
      slot[part] ??= nextIsIndex ? [] : {};
      node = slot[part] as Params | Array<string | Params>;
    });
  }
  return root;
}

class StripeFailure {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {}
}

const invalid = (message: string, param?: string, code?: string, status = 400) =>
  new StripeFailure(status, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: `https://docs.stripe.com/error-codes/${code}` } : {}),
  });

const str = (params: Params, key: string) => {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
};

/** A Stripe event as the API and webhooks present it. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface FakeStripeOptions {
  /**
   * The webhook endpoint Stripe calls (`<app>/api/stripe/webhook`) and its signing secret
   * (whsec_…): events are sent there when set.
   */
  webhook?: { url: string; secret: string };
  /** A fixed port (a browser test configures the app with it); a free one by default. */
  port?: number;
  /** Fixed keys (a browser test's server is configured with them); random by default. */
  secretKey?: string;
  publishableKey?: string;
}

/** Paths the browser calls with the publishable key: making a card's payment method, 3-D Secure. */
const BROWSER_PATHS = [
  /^\/v1\/payment_methods$/,
  /^\/v1\/payment_intents\/[^/]+$/,
  /^\/v1\/payment_intents\/[^/]+\/three_d_secure$/,
];

/** Start the fake on a free port (or `options.port`). */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(24).toString('hex')}`;
  const publishableKey = options.publishableKey ?? `pk_test_${randomBytes(24).toString('hex')}`;
  const customers = new Map<string, { id: string; metadata: Record<string, string> }>();
  const paymentMethods = new Map<string, PaymentMethod & { behaviour: TestCard }>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const saved = new Map<
    string,
    { fingerprint: string; status: number; body: string; requestId: string }
  >();
  const losses: Array<{ path: RegExp; count: number }> = [];

  const inFlight = new Set<Promise<unknown>>();
  const fake: FakeStripe = {
    url: '',
    secretKey,
    publishableKey,
    requests: [],
    charges: [],
    refunds: [],
    declines: [],
    paymentIntents,
    webhook: options.webhook,
    events: [],
    deliveries: [],
    holdWebhooks: false,
    async deliver(eventId, timestamp = unix()) {
      const event = fake.events.find((e) => e.id === eventId);
      const webhook = fake.webhook;
      if (!event || !webhook) throw new Error(`no event ${eventId} or no webhook endpoint`);
      const body = JSON.stringify(event, null, 2);
      let status: number;
      try {
        const res = await fetch(webhook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': stripeSignatureHeader(body, webhook.secret, timestamp),
          },
          body,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      fake.deliveries.push({ event: event.id, type: event.type, status });
      return status;
    },
    async webhooksSettled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    loseResponses(path, count) {
      losses.splice(0, losses.length, { path, count });
    },
    unreachable: false,
    close: async () => {},
  };

  /** Record an event about `object` (a snapshot) and send it unless webhooks are held. */
  function emit(type: string, object: unknown) {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: unix(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: fake.webhook ? 1 : 0,
      request: { id: null, idempotency_key: null },
    };
    fake.events.push(event);
    if (!fake.webhook || fake.holdWebhooks) return;
    // As Stripe: sent after the API call that caused it has answered, never awaited by it.
    const sending = new Promise((resolve) => setImmediate(resolve)).then(() =>
      fake.deliver(event.id),
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }

  /** A test payment method id, or one made by attaching it. */
  function paymentMethod(pmId: string) {
    const stored = paymentMethods.get(pmId);
    if (stored) return stored;
    const behaviour = TEST_CARDS[pmId];
    if (!behaviour) return undefined;
    return {
      id: pmId,
      object: 'payment_method' as const,
      type: 'card' as const,
      customer: null,
      card: {
        brand: behaviour.brand,
        last4: behaviour.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
      },
      created: unix(),
      livemode: false as const,
      behaviour,
    };
  }

  const publicMethod = ({ behaviour: _, ...method }: PaymentMethod & { behaviour: TestCard }) =>
    method;

  function cardError(failure: CardFailure, extra: Record<string, unknown>) {
    return new StripeFailure(402, {
      type: 'card_error',
      ...failure,
      doc_url: `https://docs.stripe.com/error-codes/${failure.code}`,
      ...extra,
    });
  }

  function intentOr404(piId: string | undefined) {
    const intent = piId ? paymentIntents.get(piId) : undefined;
    if (!intent) {
      throw invalid(`No such payment_intent: '${piId}'`, 'intent', 'resource_missing', 404);
    }
    return intent;
  }

  function confirm(intent: PaymentIntent) {
    if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method') {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        payment_intent: intent,
      });
    }
    const method = intent.payment_method ? paymentMethod(intent.payment_method) : undefined;
    if (!method) {
      throw invalid(
        'You cannot confirm this PaymentIntent because it’s missing a payment method.',
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    if (method.behaviour.threeDSecure) {
      // The bank's challenge comes first: the browser completes it (handleNextAction).
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect' },
      };
      return intent;
    }
    return settle(intent, method);
  }

  /** Charge the card of a confirmed (and, if asked, authenticated) intent, or decline it. */
  function settle(intent: PaymentIntent, method: PaymentMethod & { behaviour: TestCard }) {
    const charge = id('ch');
    intent.latest_charge = charge;
    intent.next_action = null;
    if (method.behaviour.failure) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...method.behaviour.failure };
      fake.declines.push({ paymentIntent: intent.id, code: method.behaviour.failure.code });
      emit('payment_intent.payment_failed', intent);
      throw cardError(method.behaviour.failure, {
        charge,
        payment_intent: intent,
        payment_method: publicMethod(method),
      });
    }
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    fake.charges.push({
      paymentIntent: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      customer: intent.customer,
    });
    emit('payment_intent.succeeded', intent);
    return intent;
  }

  function route(method: string, path: string, params: Params): unknown {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        metadata: (params.metadata as Record<string, string>) ?? {},
      };
      customers.set(customer.id, customer);
      return { object: 'customer', created: unix(), livemode: false, ...customer };
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const source = paymentMethod(match[1] ?? '');
      if (!source)
        throw invalid(
          `No such PaymentMethod: '${match[1]}'`,
          'payment_method',
          'resource_missing',
          404,
        );
      const customer = str(params, 'customer');
      if (!customer || !customers.has(customer)) {
        throw invalid(`No such customer: '${customer}'`, 'customer', 'resource_missing', 404);
      }
      if (source.customer) {
        throw invalid(
          'The payment method you provided has already been attached to a customer.',
          'payment_method',
        );
      }
      // Attaching checks the card with the issuer; only a charge reveals missing funds.
      const failure = source.behaviour.failure;
      if (failure && failure.decline_code !== 'insufficient_funds') throw cardError(failure, {});
      // A test id stands for a fresh card each time: attaching it makes a new payment method.
      const attached = { ...source, id: TEST_CARDS[source.id] ? id('pm') : source.id, customer };
      paymentMethods.set(attached.id, attached);
      return publicMethod(attached);
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      // What Stripe.js sends from the Payment Element: the card as typed.
      const card = params.card;
      const number = typeof card === 'object' && !Array.isArray(card) ? card.number : undefined;
      const digits = typeof number === 'string' ? number.replace(/\D/g, '') : '';
      const known = TEST_NUMBERS[digits];
      const behaviour = known ? TEST_CARDS[known] : undefined;
      if (!behaviour) {
        throw cardError(
          { code: 'incorrect_number', message: 'Your card number is incorrect.' },
          { param: 'card[number]' },
        );
      }
      const card_ = card as Params;
      const created = {
        id: id('pm'),
        object: 'payment_method' as const,
        type: 'card' as const,
        customer: null,
        card: {
          brand: behaviour.brand,
          last4: behaviour.last4,
          exp_month: Number(card_.exp_month),
          exp_year: Number(card_.exp_year),
          funding: 'credit',
        },
        created: unix(),
        livemode: false as const,
        behaviour,
      };
      paymentMethods.set(created.id, created);
      return publicMethod(created);
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/three_d_secure$/.exec(path))) {
      // The bank's challenge page answering: Stripe's own hooks.stripe.com does this for real.
      const intent = intentOr404(match[1]);
      if (str(params, 'client_secret') !== intent.client_secret) {
        throw invalid('Invalid client_secret.', 'client_secret', 'resource_missing', 404);
      }
      if (intent.status !== 'requires_action') return intent;
      const method = intent.payment_method ? paymentMethod(intent.payment_method) : undefined;
      if (!method) throw invalid('The intent has no payment method.', 'payment_method');
      if (str(params, 'outcome') === 'authenticate') return settle(intent, method);
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      emit('payment_intent.payment_failed', intent);
      return intent;
    }
    if (method === 'POST' && path === '/v1/refunds') {
      // A refund of a succeeded PaymentIntent's charge, in full unless `amount` says less.
      const intent = intentOr404(str(params, 'payment_intent'));
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw invalid(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      }
      const already = fake.refunds
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      if (already >= intent.amount) {
        throw invalid(
          `Charge ${intent.latest_charge} has already been refunded.`,
          undefined,
          'charge_already_refunded',
        );
      }
      const amount = Number(str(params, 'amount') ?? intent.amount - already);
      if (!Number.isSafeInteger(amount) || amount < 1 || already + amount > intent.amount) {
        throw invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - already}).`,
          'amount',
          'amount_too_large',
        );
      }
      const refund = {
        id: id('re'),
        object: 'refund' as const,
        amount,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        currency: intent.currency,
        metadata: (params.metadata as Record<string, string>) ?? {},
        status: 'succeeded',
        created: unix(),
      };
      fake.refunds.push(refund);
      emit('charge.refunded', {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: already + amount,
        refunded: already + amount >= intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        customer: intent.customer,
        metadata: {},
        status: 'succeeded',
        created: unix(),
        livemode: false,
      });
      return refund;
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(str(params, 'amount'));
      if (!Number.isSafeInteger(amount) || amount < 1) {
        throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
      }
      const currency = str(params, 'currency');
      if (!currency || !/^[a-z]{3}$/.test(currency)) {
        throw invalid(`Invalid currency: ${currency}.`, 'currency', 'parameter_invalid_string');
      }
      const customer = str(params, 'customer') ?? null;
      if (customer && !customers.has(customer)) {
        throw invalid(`No such customer: '${customer}'`, 'customer', 'resource_missing');
      }
      const pmId = str(params, 'payment_method') ?? null;
      const pm = pmId ? paymentMethod(pmId) : undefined;
      if (pmId && !pm) {
        throw invalid(`No such PaymentMethod: '${pmId}'`, 'payment_method', 'resource_missing');
      }
      if (pm?.customer && pm.customer !== customer) {
        throw invalid(
          `The provided PaymentMethod (${pm.id}) belongs to a different Customer.`,
          'payment_method',
        );
      }
      const piId = id('pi');
      const types = params.allowed_payment_method_types;
      const intent: PaymentIntent = {
        id: piId,
        object: 'payment_intent',
        amount,
        currency,
        status: pmId ? 'requires_confirmation' : 'requires_payment_method',
        customer,
        payment_method: pmId,
        payment_method_types: Array.isArray(types) ? types.map(String) : ['card'],
        setup_future_usage: str(params, 'setup_future_usage') ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        client_secret: `${piId}_secret_${randomBytes(12).toString('hex')}`,
        capture_method: 'automatic',
        confirmation_method: 'automatic',
        canceled_at: null,
        cancellation_reason: null,
        created: unix(),
        livemode: false,
      };
      paymentIntents.set(piId, intent);
      return str(params, 'confirm') === 'true' ? confirm(intent) : intent;
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const pi = str(params, 'payment_intent');
      const data = fake.refunds
        .filter((r) => !pi || r.payment_intent === pi)
        .sort((a, b) => b.created - a.created);
      return { object: 'list', url: '/v1/refunds', has_more: false, data };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const query = str(params, 'query') ?? '';
      const metadata = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query);
      if (!metadata) throw invalid(`This fake only searches metadata: ${query}`, 'query');
      const [, key = '', value = ''] = metadata;
      const wanted = value.replace(/\\(.)/g, '$1');
      const data = [...paymentIntents.values()]
        .filter((intent) => intent.metadata[key] === wanted)
        .sort((a, b) => b.created - a.created);
      return {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: false,
        next_page: null,
        data,
      };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path))) {
      const intent = intentOr404(match[1]);
      if (method === 'GET' && !match[2]) return intent;
      if (method === 'POST' && match[2] === '/confirm') return confirm(intent);
      if (method === 'POST' && match[2] === '/cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            payment_intent: intent,
          });
        }
        intent.status = 'canceled';
        intent.canceled_at = unix();
        intent.cancellation_reason = str(params, 'cancellation_reason') ?? null;
        return intent;
      }
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, undefined, 404);
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(
    res: ServerResponse,
    status: number,
    body: string,
    requestId: string,
    replayed = false,
  ) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': '2026-10-28.endive',
      ...(replayed ? { 'idempotent-replayed': 'true', 'original-request': requestId } : {}),
    });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (fake.unreachable) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const method = req.method ?? 'GET';
    // Stripe's API answers browsers on any origin (CORS): Stripe.js calls it from the page.
    res.setHeader('access-control-allow-origin', '*');
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type, authorization',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const asset = method === 'GET' ? stripeJsAssets[url.pathname] : undefined;
    if (asset) {
      res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache' });
      res.end(asset.body);
      return;
    }
    const text = method === 'GET' ? url.search.slice(1) : await readBody(req);
    const params = parseForm(text);
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    const recorded: RecordedStripeRequest = {
      method,
      path: url.pathname,
      idempotencyKey,
      params,
      replayed: false,
    };
    fake.requests.push(recorded);
    const loss = losses.find((l) => l.count > 0 && l.path.test(url.pathname));
    const answer = (status: number, body: string, requestId: string, replayed = false) => {
      if (loss) {
        loss.count -= 1;
        res.socket?.destroy();
        return;
      }
      send(res, status, body, requestId, replayed);
    };

    const requestId = `req_${randomBytes(7).toString('hex')}`;
    const auth = req.headers.authorization;
    const fromBrowser =
      params.key === publishableKey && BROWSER_PATHS.some((p) => p.test(url.pathname));
    if (fromBrowser && method === 'GET') {
      // The browser reads an intent with its client secret only (handleNextAction).
      const intent = paymentIntents.get(url.pathname.split('/')[3] ?? '');
      if (!intent || params.client_secret !== intent.client_secret) {
        const error = {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such payment_intent.',
        };
        answer(404, JSON.stringify({ error }), requestId);
        return;
      }
    }
    if (auth !== `Bearer ${secretKey}` && !fromBrowser) {
      const key = auth?.replace(/^Bearer /, '') ?? '';
      const masked = `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
      const error = {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${masked}`,
      };
      answer(401, JSON.stringify({ error }), requestId);
      return;
    }

    const fingerprint = createHash('sha256')
      .update(`${method} ${url.pathname} ${text}`)
      .digest('hex');
    const earlier = method === 'POST' && idempotencyKey ? saved.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        const error = {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        };
        answer(400, JSON.stringify({ error }), requestId);
        return;
      }
      recorded.replayed = true;
      answer(earlier.status, earlier.body, earlier.requestId, true);
      return;
    }

    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(route(method, url.pathname, params));
    } catch (failure) {
      if (!(failure instanceof StripeFailure)) throw failure;
      status = failure.status;
      body = JSON.stringify({
        error: {
          ...failure.error,
          request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
        },
      });
    }
    // Stripe keeps the outcome of a request that ran (success or card error), not a refusal
    // of its parameters.
    if (method === 'POST' && idempotencyKey && (status === 200 || status === 402)) {
      saved.set(idempotencyKey, { fingerprint, status, body, requestId });
    }
    answer(status, body, requestId);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return fake;
}
