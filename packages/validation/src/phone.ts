/**
 * Phone numbers: a calling code, and the number as people type it at home.
 *
 * Each regional site's calling code has a rule for the national number (spec section 5,
 * exact), applied to the number once it is read:
 * - `+91` (India): 10 digits, the first 6-9;
 * - `+61` (Australia): 8-10 digits, the first 1-9;
 * - `+64` (New Zealand): 8-10 digits, the first 2-9;
 * - any other code: digits only (at least one).
 *
 * Reading a number (`readPhone`): spaces, dashes, dots and parentheses go. For the three
 * codes, the local trunk prefix 0 is then taken off ("021 555 0198" is "+64 21 555 0198",
 * "0412 345 678" is "+61 412 345 678", "09876543210" is "+91 9876543210"), and so is the
 * calling code when it was pasted with the number ("+64 21 555 0198", "0064 21 555 0198",
 * "+64 (0)21 555 0198"). Any other code loses only a pasted "+code": we do not know its
 * trunk prefix. A number that starts with another country's code is refused rather than
 * guessed at.
 *
 * A number is stored, sent and compared in one form, `international`: the calling code, a
 * space and the national number in the groups it was typed in ("+64 21 555 0198"); its
 * digits are `e164` ("+64215550198").
 */

interface NationalNumberRule {
  /** The national number without trunk prefix: digits only. */
  pattern: RegExp;
  /** A number written as at home, for placeholders and messages. */
  example: string;
  /** The message when the number breaks the rule (a full sentence). */
  message: string;
}

/**
 * The national-number rule of each regional site's calling code (their trunk prefix is 0).
 * The regional sites' table in `@quoteway/domain` names the code each site uses.
 */
export const phoneFormats = {
  '+64': {
    pattern: /^[2-9][0-9]{7,9}$/,
    example: '021 555 0198',
    message:
      /*i18n*/ 'Enter a New Zealand number of 8 to 10 digits after the leading 0, like 021 555 0198.',
  },
  '+61': {
    pattern: /^[1-9][0-9]{7,9}$/,
    example: '0412 345 678',
    message:
      /*i18n*/ 'Enter an Australian number of 8 to 10 digits after the leading 0, like 0412 345 678.',
  },
  '+91': {
    pattern: /^[6-9][0-9]{9}$/,
    example: '98765 43210',
    message:
      /*i18n*/ 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, like 98765 43210.',
  },
} as const satisfies Record<string, NationalNumberRule>;

/** A calling code with its own rule: one of the regional sites' codes. */
export type PhoneCallingCode = keyof typeof phoneFormats;

/** The calling codes that have their own rule, in the sites' order (NZ, AU, IN). */
const phoneCallingCodeList = Object.keys(phoneFormats) as PhoneCallingCode[];

const TRUNK_PREFIX = '0';

/** Why a number cannot be read. */
export const phoneProblems = ['required', 'other-code', 'format'] as const;
export type PhoneProblem = (typeof phoneProblems)[number];

/** Message when the number is empty. */
export const PHONE_REQUIRED_MESSAGE = /*i18n*/ 'Enter a phone number.';
/** Message when the number was pasted with another calling code than the one chosen. */
export const PHONE_OTHER_CODE_MESSAGE =
  /*i18n*/ 'The number starts with another country code. Choose that country code, or type the number without it.';
const OTHER_FORMAT_MESSAGE = /*i18n*/ 'Enter the phone number in digits only.';

export type PhoneReading =
  | {
      ok: true;
      callingCode: string;
      /** The national number's digits, without trunk prefix ("215550198"). */
      nationalNumber: string;
      /** "+64 21 555 0198": the one form numbers are stored, sent and compared in. */
      international: string;
      /** "+64215550198". */
      e164: string;
    }
  | { ok: false; problem: PhoneProblem; message: string };

const SEPARATORS = /[\s().-]/;
const SEPARATOR_RUNS = /[\s().-]+/g;

/** Normalises a calling code: trims it and adds the leading '+' when missing ('64' -> '+64'). */
export function normaliseCallingCode(countryCode: string): string {
  const trimmed = countryCode.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

function formatOf(code: string): NationalNumberRule | undefined {
  return (phoneFormats as Record<string, NationalNumberRule>)[code];
}

/** The typed number without its first `count` digits (and '+'), in its own groups. */
function dropLeading(typed: string, count: number): string {
  let left = count;
  let index = 0;
  while (left > 0 && index < typed.length) {
    if (!SEPARATORS.test(typed.charAt(index))) left -= 1;
    index += 1;
  }
  return typed.slice(index).replace(SEPARATOR_RUNS, ' ').trim();
}

/**
 * Reads a number typed for a calling code (see the module comment): the number in its one
 * stored form, or why it is not one.
 */
export function readPhone(callingCode: string, typed: string): PhoneReading {
  const code = normaliseCallingCode(callingCode);
  const compact = typed.replace(SEPARATOR_RUNS, '');
  if (compact === '') return { ok: false, problem: 'required', message: PHONE_REQUIRED_MESSAGE };
  const format = formatOf(code);
  let rest = compact;
  if (rest.startsWith('+')) {
    if (!rest.startsWith(code)) {
      return { ok: false, problem: 'other-code', message: PHONE_OTHER_CODE_MESSAGE };
    }
    rest = rest.slice(code.length);
  } else if (format && rest.startsWith('00')) {
    // The international call prefix: only our own code may follow it.
    const asDialled = `00${code.slice(1)}`;
    if (!rest.startsWith(asDialled)) {
      return { ok: false, problem: 'other-code', message: PHONE_OTHER_CODE_MESSAGE };
    }
    rest = rest.slice(asDialled.length);
  }
  // "021 ...", and "+64 (0)21 ..." as people write it when they give both.
  if (format && rest.startsWith(TRUNK_PREFIX)) rest = rest.slice(TRUNK_PREFIX.length);
  const pattern = format?.pattern ?? /^[0-9]+$/;
  if (!pattern.test(rest)) {
    return { ok: false, problem: 'format', message: format?.message ?? OTHER_FORMAT_MESSAGE };
  }
  const national = dropLeading(typed, compact.length - rest.length);
  return {
    ok: true,
    callingCode: code,
    nationalNumber: rest,
    international: `${code} ${national}`,
    e164: `${code}${rest}`,
  };
}

/** Whether the number is valid for the calling code (see the module comment). */
export function isValidPhone(callingCode: string, typed: string): boolean {
  return readPhone(callingCode, typed).ok;
}

/** The field error message for a phone number (a full sentence), or null when it is valid. */
export function phoneError(callingCode: string, typed: string): string | null {
  const reading = readPhone(callingCode, typed);
  return reading.ok ? null : reading.message;
}

/**
 * Reads "+64 21 555 0198" (a calling code, then the number as typed): a regional site's
 * code is recognised as a prefix, so "+64215550198" reads too; any other code is '+' and up
 * to three digits.
 */
export function readInternationalPhone(value: string): PhoneReading {
  const trimmed = value.trim();
  const known = phoneCallingCodeList.find((code) => trimmed.startsWith(code));
  if (known) return readPhone(known, trimmed.slice(known.length));
  const match = /^(\+\d{1,3})[\s-]*(.+)$/.exec(trimmed);
  if (!match?.[1] || !match[2]) {
    return { ok: false, problem: 'format', message: OTHER_FORMAT_MESSAGE };
  }
  return readPhone(match[1], match[2]);
}

/** Whether two numbers (each a calling code and a number) are the same number. */
export function samePhone(a: string, b: string): boolean {
  const first = readInternationalPhone(a);
  const second = readInternationalPhone(b);
  return first.ok && second.ok && first.e164 === second.e164;
}

/** How each regional code's national numbers are grouped when shown, by their length. */
const displayGroups: Record<PhoneCallingCode, (digits: string) => number[]> = {
  // 21 555 0198, 22 555 01987, 9 555 0198 (landline: one-digit area code)
  '+64': (d) => (d.startsWith('2') ? [2, 3, d.length - 5] : [1, 3, d.length - 4]),
  // 412 345 678, 2 9876 5432 (landline: one-digit area code)
  '+61': (d) => (d.startsWith('4') || d.startsWith('5') ? [3, 3, 3] : [1, 4, d.length - 5]),
  // 98765 43210
  '+91': () => [5, 5],
};

/**
 * A stored number as people read it, whatever spacing it was typed with: "+64215550198" and
 * "+64 215 550 198" both show as "+64 21 555 0198". A number that does not read as one is
 * shown as it is.
 */
export function formatPhone(value: string): string {
  const reading = readInternationalPhone(value);
  if (!reading.ok) return value.trim();
  const grouping = (displayGroups as Record<string, (d: string) => number[]>)[reading.callingCode];
  if (!grouping) return reading.international;
  const digits = reading.nationalNumber;
  const groups: string[] = [];
  let at = 0;
  for (const size of grouping(digits)) {
    if (size <= 0 || at >= digits.length) continue;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) groups.push(digits.slice(at));
  return `${reading.callingCode} ${groups.join(' ')}`;
}
