import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChargeFailure } from './gateway';
import { failureOf } from './stripeGateway';

/** How old a signed event may be, as Stripe's own libraries allow (replays are refused after). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `v1` signature of a payload: HMAC-SHA256 of `<timestamp>.<payload>` with the secret. */
function v1Signature(payload: Buffer, secret: string, timestamp: number): string {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestamp}.`, 'utf8');
  hmac.update(payload);
  return hmac.digest('hex');
}

/**
 * The `Stripe-Signature` header Stripe sends with a payload (`t=<unix seconds>,v1=<hex>`):
 * what the fake Stripe server signs its webhooks with.
 */
export function stripeSignatureHeader(
  payload: Buffer | string,
  secret: string,
  timestamp: number,
): string {
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  return `t=${timestamp},v1=${v1Signature(bytes, secret, timestamp)}`;
}

/** Why a webhook's signature is refused (the refusal's words, for whoever set the endpoint up). */
const signatureProblems = {
  missing: 'is required (Stripe signs every webhook)',
  malformed: 'must be t=<timestamp>,v1=<signature>',
  tooOld: `is older than ${SIGNATURE_TOLERANCE_SECONDS} seconds (a replayed event)`,
  noMatch: 'does not match the body for this endpoint’s signing secret',
} as const;

/**
 * Check a webhook's `Stripe-Signature` as Stripe's libraries do: the header's `t` and every
 * `v1` (several while a secret is being rolled), the signature recomputed over the raw body
 * as received, compared in constant time, and the timestamp no more than 300 s old. Answers
 * what is wrong, or null when the event is Stripe's.
 */
export function stripeSignatureProblem(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
): string | null {
  if (!header) return signatureProblems.missing;
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return signatureProblems.malformed;
  const expected = Buffer.from(v1Signature(payload, secret, timestamp), 'hex');
  // Every candidate is compared (no early exit on the first match): constant time per header.
  let matched = false;
  for (const signature of signatures) {
    if (timingSafeEqual(signature, expected)) matched = true;
  }
  if (!matched) return signatureProblems.noMatch;
  if (timestamp < nowSeconds - SIGNATURE_TOLERANCE_SECONDS) return signatureProblems.tooOld;
  return null;
}

/** What a verified Stripe event means for purchases. */
export type PaymentEvent =
  /** A PaymentIntent succeeded: the card was charged (`chargeId` is the intent's id). */
  | {
      kind: 'charge-succeeded';
      purchaseId: string | null;
      chargeId: string;
      amountCents: number;
      currency: string;
    }
  /** A confirmation of the PaymentIntent failed (declined, or 3-D Secure not completed). */
  | {
      kind: 'charge-failed';
      purchaseId: string | null;
      chargeId: string;
      failure: { status: ChargeFailure; message: string };
    }
  /** A charge was refunded (`fully`: its whole amount); `chargeId` is its PaymentIntent's id. */
  | { kind: 'refunded'; chargeId: string; fully: boolean }
  /** Any other event type: acknowledged and ignored. */
  | { kind: 'ignored' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A verified event's id and type, and what it means (undefined: not an event Stripe sends). */
export function stripePaymentEvent(
  event: unknown,
): { id: string; type: string; meaning: PaymentEvent } | undefined {
  if (!isObject(event) || !isObject(event.data) || !isObject(event.data.object)) return undefined;
  const id = text(event.id);
  const type = text(event.type);
  if (!id || !type) return undefined;
  const object = event.data.object;
  const metadata = isObject(object.metadata) ? object.metadata : {};
  const purchaseId = text(metadata.purchase_id) ?? null;
  const objectId = text(object.id);
  if (type === 'payment_intent.succeeded' && objectId) {
    const amount = object.amount_received ?? object.amount;
    return {
      id,
      type,
      meaning: {
        kind: 'charge-succeeded',
        purchaseId,
        chargeId: objectId,
        amountCents: typeof amount === 'number' ? amount : Number.NaN,
        currency: (text(object.currency) ?? '').toUpperCase(),
      },
    };
  }
  if (type === 'payment_intent.payment_failed' && objectId) {
    const error = isObject(object.last_payment_error) ? object.last_payment_error : {};
    return {
      id,
      type,
      meaning: {
        kind: 'charge-failed',
        purchaseId,
        chargeId: objectId,
        failure: failureOf(text(error.code), text(error.decline_code)),
      },
    };
  }
  if (type === 'charge.refunded') {
    const intent = text(object.payment_intent);
    if (intent) {
      const fully =
        object.refunded === true ||
        (typeof object.amount === 'number' && object.amount_refunded === object.amount);
      return { id, type, meaning: { kind: 'refunded', chargeId: intent, fully } };
    }
  }
  return { id, type, meaning: { kind: 'ignored' } };
}
