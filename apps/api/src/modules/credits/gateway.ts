import { randomBytes } from 'node:crypto';

/** Card details as typed by the business; never stored or logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined' | 'insufficient_funds' | 'invalid_card'; message: string };

interface ChargeRequest {
  amountCents: number;
  currency: 'NZD';
  /** New card details, or the token of a card saved earlier. */
  card?: CardDetails;
  cardToken?: string;
  /** The processor charges once per key, however often the request is retried. */
  idempotencyKey: string;
}

/** What a saved card keeps: enough to show it, and the processor's opaque token. */
interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card processor. The embedded default is `sandboxGateway`; Stripe is not built yet. */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Exchange card details for a reusable token (after a successful charge). */
  tokenise(card: CardDetails): Promise<TokenisedCard>;
}

/** The Luhn checksum of a card number (digits only). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Digits of a card number as typed (spaces and dashes allowed). */
function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * What is wrong with these card details at `now`, as [field, message] pairs (empty when
 * the card can be charged): the number's Luhn check, an expiry in the future, a 3-4 digit CVC.
 */
export function cardProblems(card: CardDetails, now: Date): Array<[keyof CardDetails, string]> {
  const problems: Array<[keyof CardDetails, string]> = [];
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    problems.push(['number', 'Your card number is invalid']);
  }
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    card.expYear * 12 + card.expMonth < month
  ) {
    problems.push(['expMonth', 'Your card has expired']);
  }
  if (!/^\d{3,4}$/.test(card.cvc)) problems.push(['cvc', 'Your card’s security code is invalid']);
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
 * saved test card behaves the same next time. The same idempotency key answers the same.
 */
export function sandboxGateway(clock: { now(): Date }): PaymentGateway {
  const byKey = new Map<string, ChargeResult>();
  const outcome = (last4: string): ChargeResult => {
    if (last4 === DECLINED_LAST4) return { status: 'declined', message: 'Your card was declined' };
    if (last4 === INSUFFICIENT_LAST4) {
      return { status: 'insufficient_funds', message: 'Your card has insufficient funds' };
    }
    return { status: 'succeeded', chargeId: `ch_sandbox_${randomBytes(12).toString('hex')}` };
  };
  return {
    async charge(request) {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      let result: ChargeResult;
      if (request.card) {
        const problem = cardProblems(request.card, clock.now())[0];
        result = problem
          ? { status: 'invalid_card', message: problem[1] }
          : outcome(cardDigits(request.card.number).slice(-4));
      } else {
        const match = /^tok_sandbox_(\d{4})_[0-9a-f]+$/.exec(request.cardToken ?? '');
        result = match?.[1]
          ? outcome(match[1])
          : { status: 'invalid_card', message: 'This saved card is no longer valid' };
      }
      byKey.set(request.idempotencyKey, result);
      return result;
    },
    async tokenise(card) {
      const digits = cardDigits(card.number);
      const last4 = digits.slice(-4);
      return {
        token: `tok_sandbox_${last4}_${randomBytes(12).toString('hex')}`,
        brand: brandOf(digits),
        last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
  };
}
