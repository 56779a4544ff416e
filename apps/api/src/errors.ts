import { accountMessages } from '@quoteway/contracts';

// Every error class of the server. The error handler (plugins/app/errorHandler.ts) turns the
// HttpError family into the one error body; the others are caught where they are thrown and
// become an HttpError or a retry there.
//
// An HttpError's message is the English text of a `server` catalog message, marked with the
// `/*i18n*/` comment where it is written, with ICU placeholders (`{credits}`) filled from
// `values`. The error handler answers it in the caller's language.

/** Values of a message's placeholders. */
export type MessageValues = Record<string, string | number>;

/** Fill a message's `{name}` placeholders (the English text, for logs and `messageId`). */
function fillPlaceholders(message: string, values: MessageValues | undefined): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** The catalog id: the English text, with `{placeholders}`. */
    readonly messageId: string,
    readonly values?: MessageValues,
  ) {
    super(fillPlaceholders(messageId, values));
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = /*i18n*/ 'Not found', values?: MessageValues) {
    super(404, message, values);
  }
}

/** What the wrong kind of account is told (the route guard and the services say the same). */
export const roleRefusals = {
  business: /*i18n*/ 'Only business accounts can do this',
  customer: /*i18n*/ 'Only customer accounts can do this',
  operator: /*i18n*/ 'Only Quoteway staff can do this',
} as const;

/** A 403 for an account that may not do this, answered like the route guard's 403. */
export class Forbidden extends HttpError {
  constructor(message: string, values?: MessageValues) {
    super(403, message, values);
  }
}

/** The one "business accounts only" refusal. */
export function businessOnly(): Forbidden {
  return new Forbidden(roleRefusals.business);
}

/** A refusal whose `error` is the spec's message (clients read data.error / message). */
export class AccountError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly extra: Record<string, string> = {},
    values?: MessageValues,
  ) {
    super(statusCode, message, values);
  }
}

/** A 400 naming the field, like schema validation errors. */
export class FieldRejected extends HttpError {
  constructor(
    readonly field: string,
    message: string,
    values?: MessageValues,
  ) {
    super(400, message, values);
  }
}

/** A 429 with the seconds until the window ends (sent as Retry-After). */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, accountMessages.tooManyAttempts);
  }
}

/** Thrown by `spendCredits` when the unexpired lots hold fewer credits than asked for. */
export class InsufficientCredits extends HttpError {
  constructor(
    readonly balance: number,
    readonly wanted: number,
  ) {
    super(402, /*i18n*/ 'You do not have enough credits');
  }
}

/**
 * A spend that would take the business past its weekly spending cap (credits spent on
 * quotes in the last 7 days, less those returned): refused, nothing taken.
 */
export class WeeklyCapReached extends HttpError {
  constructor(
    readonly cap: number,
    readonly spent: number,
    readonly wanted: number,
  ) {
    super(
      409,
      /*i18n*/ 'This costs {price} credits and would pass your weekly spending cap of {cap} credits: you have spent {spent} in the last 7 days. You can change the cap on the Plans page.',
      { price: wanted, cap, spent },
    );
  }
}

/** The environment does not make a valid configuration (names every bad variable). */
export class ConfigError extends Error {}

/** An upload is not a picture sharp can read in an accepted format. */
export class NotAnImageError extends Error {}

/** A picture with more pixels than its use allows (the figures in whole megapixels). */
export class PictureTooLargeError extends Error {
  constructor(readonly size: { pixels: number; limit: number }) {
    super(`picture of ${size.pixels} MP over the ${size.limit} MP limit`);
  }
}

/** A storage operation the bucket refused or could not be reached for. */
export class StorageError extends Error {}

/** Which government register a request went to (for logs; never carries a key). */
export type RegisterName = 'NZBN' | 'ABR';

/**
 * The register gave no usable answer: unreachable, too slow, 5xx, 429, refused our
 * credentials, not configured, or sent a body we cannot read. The number is then
 * format-valid but unverified, and is checked again later. The message never contains the
 * request URL, because the ABR GUID travels in its query string.
 */
export class RegisterUnavailableError extends Error {
  constructor(
    readonly register: RegisterName,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${register} register unavailable: ${reason}`, options);
    this.name = 'RegisterUnavailableError';
  }
}

/**
 * A public page could not be made because a read it needs was refused for now: the
 * visitor's API budget ran out (429) or the API failed (503). The page says so, with
 * Retry-After when known, rather than serving an empty page as if it were the real one.
 */
export class PageUnavailableError extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    readonly retryAfter: string | null,
  ) {
    super(`page data unavailable (${statusCode})`);
    this.name = 'PageUnavailableError';
  }
}
