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

/** The expiry as numbers (year with its century), or null when it is not a month and year. */
export function readExpiry(card: CardInput): { expMonth: number; expYear: number } | null {
  const month = card.expMonth.trim();
  const year = card.expYear.trim();
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const expMonth = Number(month);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/**
 * The checks a card processor makes before charging (as the API's gateway makes them): 12 to
 * 19 digits passing Luhn, an expiry month not yet over (UTC), and a 3 or 4-digit CVC.
 */
export function cardProblems(card: CardInput, now: Date): CardProblems {
  const problems: CardProblems = {};
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) problems.number = 'invalid-number';
  const expiry = readExpiry(card);
  if (!expiry) problems.expiry = 'invalid-expiry';
  else if (
    expiry.expYear * 12 + expiry.expMonth <
    now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
  ) {
    problems.expiry = 'expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'invalid-cvc';
  return problems;
}
