import type Stripe from 'stripe';
import { lazyImport } from '../../lazy';
import {
  type ChargeFailure,
  type ChargeResult,
  type ChargeState,
  cardMessages,
  type PaymentGateway,
  type PaymentSource,
  type RefundResult,
  refundMessages,
  type TokenisedCard,
} from './gateway';

export interface StripeGatewayOptions {
  /** The account's secret key (sk_test_…, sk_live_…, or a restricted rk_… key). */
  secretKey: string;
  /** Origin of the Stripe API; Stripe's own when unset. Tests point it at a local fake. */
  apiBase?: string | undefined;
}

// A charge makes at most four requests (customer, attach, create, confirm), each tried at
// most three times for up to 15 s: about three minutes in the worst case, well inside the
// delay before a pending purchase is reconciled (RECONCILE_AFTER_MS in service.ts), so
// reconciliation never judges a charge that is still in flight.
const TIMEOUT_MS = 15_000;
const NETWORK_RETRIES = 2;

/** The Stripe library (about 20 MB): loaded only by a process with STRIPE_SECRET_KEY set. */
const loadStripe = lazyImport(async () => (await import('stripe')).default);
type StripeErrors = typeof Stripe.errors;

// A saved card is the Stripe customer and the payment method attached to it: both ids,
// never card data. One-time tokens are PaymentMethod ids made in the browser by Elements.
const SAVED_TOKEN = /^(cus_[A-Za-z0-9]+)\/(pm_[A-Za-z0-9_]+)$/;
const PAYMENT_METHOD = /^pm_[A-Za-z0-9_]+$/;

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Stripe's card error codes (and issuers' decline codes) as the sandbox words them. */
export function failureOf(
  code: string | null | undefined,
  declineCode: string | null | undefined,
): { status: ChargeFailure; message: string } {
  const reason = declineCode && declineCode !== 'generic_decline' ? declineCode : code;
  switch (reason) {
    case 'insufficient_funds':
      return { status: 'insufficient_funds', message: cardMessages.insufficientFunds };
    case 'expired_card':
      return { status: 'invalid_card', message: cardMessages.expired };
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return { status: 'invalid_card', message: cardMessages.invalidCvc };
    case 'incorrect_number':
    case 'invalid_number':
      return { status: 'invalid_card', message: cardMessages.invalidNumber };
    case 'processing_error':
      return { status: 'declined', message: cardMessages.processingError };
    default:
      return { status: 'declined', message: cardMessages.declined };
  }
}

/** Errors after which Stripe may or may not have acted: only asking again later tells. */
function outcomeUnknown(errors: StripeErrors, error: unknown): boolean {
  return (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError
  );
}

/**
 * An error safe to throw up to our logs: Stripe's own carries request details, and an
 * authentication error's message quotes part of the key.
 */
function opaque(errors: StripeErrors, error: unknown): Error {
  if (error instanceof errors.StripeError) {
    const what = [error.type, error.code, `HTTP ${error.statusCode ?? '?'}`, error.requestId];
    return new Error(`Stripe refused the request: ${what.filter(Boolean).join(', ')}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The Stripe adapter of PaymentGateway: one PaymentIntent per purchase, created and then
 * confirmed from the server, in the site's currency, with our purchase id in its metadata.
 * Every POST carries an idempotency key derived from the purchase's Idempotency-Key, so a
 * retry (ours, or the Stripe client's after a lost connection) replays the first answer and
 * never charges twice. Card numbers are never sent: a new card arrives as a PaymentMethod id
 * made in the browser by Stripe Elements, a saved card as its customer and payment method ids.
 */
export function stripeGateway({ secretKey, apiBase }: StripeGatewayOptions): PaymentGateway {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  const connect = lazyImport(async () => {
    const Stripe = await loadStripe();
    const stripe = new Stripe(secretKey, {
      maxNetworkRetries: NETWORK_RETRIES,
      timeout: TIMEOUT_MS,
      telemetry: false,
      ...(base
        ? { protocol, host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443) }
        : {}),
    });
    return { stripe, errors: Stripe.errors };
  });
  // Loaded meanwhile, so that the first purchase does not wait for it; a failure to load is
  // thrown by the first charge.
  connect().catch(() => undefined);

  /** Cancel an intent nobody will confirm any more, so that nobody ever can. */
  async function cancel(stripe: Stripe, intent: Stripe.PaymentIntent, idempotencyKey: string) {
    await stripe.paymentIntents.cancel(
      intent.id,
      {},
      { idempotencyKey: `${idempotencyKey}:cancel` },
    );
  }

  function outcomeOf(
    intent: Stripe.PaymentIntent,
    savedCard: TokenisedCard | undefined,
  ): ChargeResult {
    switch (intent.status) {
      case 'succeeded':
        return { status: 'succeeded', chargeId: intent.id, ...(savedCard ? { savedCard } : {}) };
      case 'processing':
        return { status: 'unknown', message: cardMessages.unreachable, chargeId: intent.id };
      case 'requires_action':
        // 3-D Secure: the business authenticates in the browser (Stripe.js handleNextAction),
        // with the intent's client secret; an intent nobody finishes is cancelled when its
        // purchase is reconciled.
        if (!intent.client_secret) throw new Error(`intent ${intent.id} has no client secret`);
        return {
          status: 'requires_action',
          chargeId: intent.id,
          clientSecret: intent.client_secret,
        };
      default: {
        const error = intent.last_payment_error;
        return error
          ? failureOf(error.code, error.decline_code)
          : { status: 'declined', message: cardMessages.declined };
      }
    }
  }

  /** The customer and payment method to charge, and the card to save with them. */
  async function paymentMethodFor(
    stripe: Stripe,
    source: Exclude<PaymentSource, { kind: 'card' }>,
    saveCard: boolean,
    idempotencyKey: string,
    reference: string,
  ) {
    if (source.kind === 'saved') {
      const match = SAVED_TOKEN.exec(source.token);
      if (!match?.[1] || !match[2]) return undefined;
      return { customer: match[1], paymentMethod: match[2], savedCard: undefined };
    }
    if (!saveCard)
      return { customer: undefined, paymentMethod: source.token, savedCard: undefined };
    // Saving: a payment method must belong to a customer before it pays, or it cannot be reused.
    const customer = await stripe.customers.create(
      { metadata: { purchase_id: reference } },
      { idempotencyKey: `${idempotencyKey}:customer` },
    );
    const attached = await stripe.paymentMethods.attach(
      source.token,
      { customer: customer.id },
      { idempotencyKey: `${idempotencyKey}:attach` },
    );
    const card = attached.card;
    const savedCard: TokenisedCard | undefined = card
      ? {
          token: `${customer.id}/${attached.id}`,
          brand: BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        }
      : undefined;
    return { customer: customer.id, paymentMethod: attached.id, savedCard };
  }

  return {
    acceptsCardNumbers: false,
    isCardToken: (token) => PAYMENT_METHOD.test(token),

    async charge({
      amountCents,
      currency,
      source,
      saveCard,
      offSession,
      idempotencyKey,
      reference,
    }) {
      if (source.kind === 'card')
        return { status: 'invalid_card', message: cardMessages.cardUnusable };
      const { stripe, errors } = await connect();
      let intentId: string | undefined;
      try {
        const method = await paymentMethodFor(stripe, source, saveCard, idempotencyKey, reference);
        if (!method) return { status: 'invalid_card', message: cardMessages.savedCardInvalid };
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            payment_method: method.paymentMethod,
            ...(method.customer ? { customer: method.customer } : {}),
            ...(saveCard ? { setup_future_usage: 'on_session' as const } : {}),
            allowed_payment_method_types: ['card'],
            metadata: { purchase_id: reference },
          },
          { idempotencyKey },
        );
        intentId = intent.id;
        // Off-session (an auto top-up): Stripe refuses with a card error rather than asking
        // for 3-D Secure nobody is there to complete.
        const confirmed = await stripe.paymentIntents.confirm(
          intent.id,
          offSession ? { off_session: true } : {},
          { idempotencyKey: `${idempotencyKey}:confirm` },
        );
        return outcomeOf(confirmed, method.savedCard);
      } catch (error) {
        if (error instanceof errors.StripeCardError) {
          return failureOf(error.code, error.decline_code);
        }
        if (outcomeUnknown(errors, error)) {
          return {
            status: 'unknown',
            message: cardMessages.unreachable,
            ...(intentId ? { chargeId: intentId } : {}),
          };
        }
        // A payment method that is gone, or belongs to another customer.
        if (
          error instanceof errors.StripeInvalidRequestError &&
          (error.param === 'payment_method' || error.code === 'resource_missing')
        ) {
          const message =
            source.kind === 'saved' ? cardMessages.savedCardInvalid : cardMessages.cardUnusable;
          return { status: 'invalid_card', message };
        }
        throw opaque(errors, error);
      }
    },

    async chargeStatus({
      idempotencyKey,
      reference,
      chargeId,
      awaitingAction,
    }): Promise<ChargeState> {
      const { stripe, errors } = await connect();
      try {
        let intent: Stripe.PaymentIntent | undefined;
        if (chargeId?.startsWith('pi_')) {
          intent = await stripe.paymentIntents.retrieve(chargeId);
        } else {
          if (!/^[A-Za-z0-9-]+$/.test(reference)) throw new Error('unexpected purchase reference');
          // Search is eventually consistent (Stripe: usually under a minute); reconciliation
          // runs minutes after the attempt.
          const found = await stripe.paymentIntents.search({
            query: `metadata['purchase_id']:'${reference}'`,
          });
          intent = found.data.find((i) => i.status === 'succeeded') ?? found.data[0];
        }
        if (!intent) return { status: 'not_charged' };
        switch (intent.status) {
          case 'succeeded':
            return { status: 'succeeded', chargeId: intent.id };
          case 'processing':
          case 'requires_capture':
            return { status: 'unknown', message: `the payment is ${intent.status}` };
          case 'canceled':
            break;
          case 'requires_action':
            if (awaitingAction) return { status: 'unknown', message: 'awaiting authentication' };
            await cancel(stripe, intent, idempotencyKey);
            break;
          default:
            // Created but never (successfully) confirmed, and the attempt is over.
            await cancel(stripe, intent, idempotencyKey);
        }
        const error = intent.last_payment_error;
        return error ? failureOf(error.code, error.decline_code) : { status: 'not_charged' };
      } catch (error) {
        if (outcomeUnknown(errors, error)) {
          return { status: 'unknown', message: cardMessages.unreachable };
        }
        throw opaque(errors, error);
      }
    },

    /**
     * POST /v1/refunds for the whole PaymentIntent, with the purchase's refund key as its
     * Idempotency-Key (the Stripe client retries a lost connection with the same key, and
     * Stripe replays the first answer). A charge refunded already, by an attempt whose answer
     * was lost after the key's replay window or in the dashboard, is Stripe's
     * `charge_already_refunded`: its existing refund is answered, never a second one.
     */
    async refund({ chargeId, amountCents, idempotencyKey, reference }): Promise<RefundResult> {
      const { stripe, errors } = await connect();
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: chargeId, amount: amountCents, metadata: { purchase_id: reference } },
          { idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { status: 'failed', message: refundMessages.refused };
        }
        return { status: 'refunded', refundId: refund.id };
      } catch (error) {
        if (
          error instanceof errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        ) {
          const earlier = await stripe.refunds.list({ payment_intent: chargeId, limit: 10 });
          const kept = earlier.data.find((r) => r.status === 'succeeded' || r.status === 'pending');
          return { status: 'refunded', refundId: kept?.id ?? chargeId };
        }
        if (outcomeUnknown(errors, error)) {
          return { status: 'unknown', message: refundMessages.unreachable };
        }
        if (error instanceof errors.StripeError) {
          return { status: 'failed', message: refundMessages.refused };
        }
        throw opaque(errors, error);
      }
    },
  };
}
