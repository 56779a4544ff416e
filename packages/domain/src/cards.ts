/**
 * The checks a card processor makes before charging: 12 to 19 digits passing Luhn, an expiry
 * month not yet over (UTC), and a 3 or 4-digit CVC. The payment form runs them on what was
 * typed (`cardProblems`); the API's sandbox gateway runs them on the card it was sent.
 */

/** A new card as typed into the payment form. */
export interface CardInput {
  number: string;
  expMonth: string;
  /** Two or four digits ('30' is 2030). */
  expYear: string;
  cvc: string;
}

/** What is wrong with a typed card, per field (nothing set: the card may be sent). */
export interface CardProblems {
  number?: 'invalid-number';
  expiry?: 'invalid-expiry' | 'expired';
  cvc?: 'invalid-cvc';
}

/** The card number's digits, without the spaces and dashes people type. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries (catches a mistyped digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a card number (spaces and dashes allowed) has 12 to 19 digits and passes Luhn. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** Whether a CVC is 3 or 4 digits, exactly as given. */
export function isValidCvc(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc);
}

/**
 * What is wrong with an expiry at `now`, or null: a month that is not a whole number from 1
 * to 12, or a month (year with its century) that is over in UTC.
 */
export function expiryProblem(
  expMonth: number,
  expYear: number,
  now: Date,
): 'invalid-expiry' | 'expired' | null {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return 'invalid-expiry';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expYear * 12 + expMonth < thisMonth ? 'expired' : null;
}

/** The expiry as numbers (year with its century), or null when it is not a month and year. */
export function readExpiry(card: CardInput): { expMonth: number; expYear: number } | null {
  const month = card.expMonth.trim();
  const year = card.expYear.trim();
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const expMonth = Number(month);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/** The processor's checks (see the module comment) on a card as typed into the form. */
export function cardProblems(card: CardInput, now: Date): CardProblems {
  const problems: CardProblems = {};
  if (!isValidCardNumber(card.number)) problems.number = 'invalid-number';
  const expiry = readExpiry(card);
  const expiryCheck = expiry
    ? expiryProblem(expiry.expMonth, expiry.expYear, now)
    : 'invalid-expiry';
  if (expiryCheck) problems.expiry = expiryCheck;
  if (!isValidCvc(card.cvc.trim())) problems.cvc = 'invalid-cvc';
  return problems;
}
