import { randomBytes } from 'node:crypto';
import { cardDigits, expiryProblem, isValidCardNumber, isValidCvc } from '@quoteway/domain';

/** Card details as typed by the business; never stored or logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** How a charge is paid. */
export type PaymentSource =
  /** Card details typed into our own form (only a gateway with `acceptsCardNumbers`). */
  | { kind: 'card'; card: CardDetails }
  /** The token of the card this business saved earlier. */
  | { kind: 'saved'; token: string }
  /** A one-time token the browser got from the processor (Stripe Elements' PaymentMethod). */
  | { kind: 'token'; token: string };

/** Ways a charge is refused; each comes with a message the business can read. */
export type ChargeFailure = 'declined' | 'insufficient_funds' | 'invalid_card';

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; savedCard?: TokenisedCard }
  | { status: ChargeFailure; message: string }
  /**
   * The card's bank asks the business to authenticate (3-D Secure): the browser completes
   * it with `clientSecret` (Stripe.js `handleNextAction`), then the purchase is finalised from
   * what the processor then knows of `chargeId`.
   */
  | { status: 'requires_action'; chargeId: string; clientSecret: string }
  /**
   * The processor could not be asked or did not answer (network, outage): the card may or
   * may not have been charged. `chargeId` is the processor's id of the attempt when known.
   */
  | { status: 'unknown'; message: string; chargeId?: string };

/** What the processor knows of an earlier charge attempt (see `chargeStatus`). */
export type ChargeState =
  | { status: 'succeeded'; chargeId: string }
  | { status: ChargeFailure; message: string }
  /** No money moved and none can any more: the attempt never arrived, or it was cancelled. */
  | { status: 'not_charged' }
  /** Still being processed, or the processor cannot be asked now: ask again later. */
  | { status: 'unknown'; message: string };

interface ChargeRequest {
  amountCents: number;
  /** ISO 4217 code of the site's currency, e.g. 'NZD'. */
  currency: string;
  source: PaymentSource;
  /** Keep the card for next time: a successful result then carries `savedCard`. */
  saveCard: boolean;
  /**
   * The business is not present (an auto top-up charging its saved card): the processor must
   * not ask for authentication, and refuses instead when the bank wants it.
   */
  offSession?: boolean;
  /** The processor charges once per key, however often the request is retried. */
  idempotencyKey: string;
  /** Our id of the purchase, kept with the charge so that it can be found again. */
  reference: string;
}

/** A refund in full of a succeeded charge (see `PaymentGateway.refund`). */
interface RefundRequest {
  /** The processor's id of the charge (`ChargeResult.chargeId`). */
  chargeId: string;
  amountCents: number;
  currency: string;
  /** The processor refunds once per key, however often the request is retried. */
  idempotencyKey: string;
  /** Our id of the purchase, kept with the refund. */
  reference: string;
}

export type RefundResult =
  /** The money is going back (or went back before: a charge is refunded once). */
  | { status: 'refunded'; refundId: string }
  /** The processor refused: nothing was refunded. */
  | { status: 'failed'; message: string }
  /**
   * The processor could not be asked or did not answer: the refund may or may not have been
   * made. Asking again with the same key finds out without refunding twice.
   */
  | { status: 'unknown'; message: string };

/** What a saved card keeps: enough to show it, and the processor's opaque token. */
export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card processor: `sandboxGateway` (embedded default) or `stripeGateway`. */
export interface PaymentGateway {
  /** Whether card numbers typed into our form may be sent to it (the sandbox only). */
  readonly acceptsCardNumbers: boolean;
  /** Whether `token` is a one-time card token from this processor's browser SDK. */
  isCardToken(token: string): boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The true state of the attempt made with this idempotency key and reference, for a
   * purchase whose outcome was never recorded (the process died, or the processor timed out).
   * `chargeId` is the processor's id of the attempt when it is known.
   */
  chargeStatus(attempt: {
    idempotencyKey: string;
    reference: string;
    chargeId: string | null;
    /**
     * The business may still be authenticating in the browser: an attempt waiting for it is
     * `unknown` and left alone (by default, reconciliation cancels it: the wait is over).
     */
    awaitingAction?: boolean;
  }): Promise<ChargeState>;
  /**
   * Give a succeeded charge back in full. Idempotent: the same key answers the same refund,
   * and a charge refunded already (by an earlier attempt whose answer was lost, or in the
   * processor's dashboard) answers `refunded` without a second refund.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** What an operator reads when the processor does not refund (console, English source). */
export const refundMessages = {
  refused: /*i18n*/ 'The card processor refused the refund',
  unreachable:
    /*i18n*/ 'We could not reach the card processor; nothing was refunded yet. Try again',
} as const;

/**
 * What the business reads when a card is refused, whichever processor refused it (the
 * sandbox uses these, and Stripe's error codes are mapped onto them).
 */
export const cardMessages = {
  declined: /*i18n*/ 'Your card was declined',
  insufficientFunds: /*i18n*/ 'Your card has insufficient funds',
  processingError:
    /*i18n*/ 'An error occurred while processing your card. Try again in a little bit',
  invalidNumber: /*i18n*/ 'Your card number is invalid',
  expired: /*i18n*/ 'Your card has expired',
  invalidCvc: /*i18n*/ 'Your card’s security code is invalid',
  savedCardInvalid: /*i18n*/ 'This saved card is no longer valid',
  cardUnusable: /*i18n*/ 'This card cannot be used; please enter it again',
  authenticationPending: /*i18n*/ 'Confirm this payment with your bank first',
  notCharged: /*i18n*/ 'The payment did not go through and your card was not charged',
  unreachable:
    /*i18n*/ 'We could not reach the card processor. If your card was charged, the credits will be added within a few minutes',
} as const;

/**
 * What is wrong with these card details at `now`, as [field, message] pairs (empty when
 * the card can be charged): the processor's checks from `@quoteway/domain` (number, expiry,
 * CVC); an expiry month that is not one reads as expired.
 */
export function cardProblems(card: CardDetails, now: Date): Array<[keyof CardDetails, string]> {
  const problems: Array<[keyof CardDetails, string]> = [];
  if (!isValidCardNumber(card.number)) problems.push(['number', cardMessages.invalidNumber]);
  if (expiryProblem(card.expMonth, card.expYear, now)) {
    problems.push(['expMonth', cardMessages.expired]);
  }
  if (!isValidCvc(card.cvc)) problems.push(['cvc', cardMessages.invalidCvc]);
  return problems;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

// The processors' well-known test numbers, by what they do.
const DECLINED_LAST4 = '0002';
const INSUFFICIENT_LAST4 = '9995';

/**
 * A card processor in memory, for development and tests: checks the card like a processor
 * (Luhn, expiry, CVC), succeeds for 4242 4242 4242 4242, declines 4000 0000 0000 0002 and
 * refuses 4000 0000 0000 9995 for insufficient funds. Tokens carry the last four digits, so a
 * saved test card behaves the same next time. The same idempotency key answers the same, and
 * `chargeStatus` answers from that record; the record lives as long as the process, so after
 * a restart an unrecorded sandbox charge counts as never made (no real money moved).
 */
export function sandboxGateway(clock: { now(): Date }): PaymentGateway {
  const byKey = new Map<string, ChargeResult>();
  /** Refunds by charge: a charge is refunded once, whatever the key. */
  const refunds = new Map<string, string>();
  const outcome = (last4: string): ChargeResult => {
    if (last4 === DECLINED_LAST4) return { status: 'declined', message: cardMessages.declined };
    if (last4 === INSUFFICIENT_LAST4) {
      return { status: 'insufficient_funds', message: cardMessages.insufficientFunds };
    }
    return { status: 'succeeded', chargeId: `ch_sandbox_${randomBytes(12).toString('hex')}` };
  };
  const tokenise = (card: CardDetails): TokenisedCard => {
    const digits = cardDigits(card.number);
    const last4 = digits.slice(-4);
    return {
      token: `tok_sandbox_${last4}_${randomBytes(12).toString('hex')}`,
      brand: brandOf(digits),
      last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  };
  return {
    acceptsCardNumbers: true,
    isCardToken: () => false,
    async charge(request) {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      const { source } = request;
      let result: ChargeResult;
      if (source.kind === 'card') {
        const problem = cardProblems(source.card, clock.now())[0];
        result = problem
          ? { status: 'invalid_card', message: problem[1] }
          : outcome(cardDigits(source.card.number).slice(-4));
        if (result.status === 'succeeded' && request.saveCard) {
          result = { ...result, savedCard: tokenise(source.card) };
        }
      } else {
        const match = /^tok_sandbox_(\d{4})_[0-9a-f]+$/.exec(source.token);
        result = match?.[1]
          ? outcome(match[1])
          : { status: 'invalid_card', message: cardMessages.savedCardInvalid };
      }
      byKey.set(request.idempotencyKey, result);
      return result;
    },
    async chargeStatus({ idempotencyKey }) {
      const result = byKey.get(idempotencyKey);
      if (!result) return { status: 'not_charged' };
      if (result.status === 'succeeded') return { status: 'succeeded', chargeId: result.chargeId };
      if (result.status === 'unknown') return { status: 'unknown', message: result.message };
      // The sandbox's cards never ask for 3-D Secure.
      if (result.status === 'requires_action') return { status: 'not_charged' };
      return result;
    },
    async refund({ chargeId }) {
      // Sandbox charges move no money: any of its charge ids can be refunded, once.
      if (!chargeId.startsWith('ch_sandbox_')) {
        return { status: 'failed', message: refundMessages.refused };
      }
      const refundId = refunds.get(chargeId) ?? `re_sandbox_${randomBytes(12).toString('hex')}`;
      refunds.set(chargeId, refundId);
      return { status: 'refunded', refundId };
    },
  };
}
