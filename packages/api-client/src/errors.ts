import type { FieldError } from '@quoteway/contracts';

/** The parts of a non-2xx answer the client reads (ApiError, plus LoginRefused's extra). */
interface ErrorBody {
  statusCode?: unknown;
  error?: unknown;
  message?: unknown;
  messageId?: unknown;
  fields?: unknown;
  reactivationToken?: unknown;
}

/**
 * An API answer that was not 2xx: the status, the server's message (the spec's exact
 * strings, e.g. 'Deleted User Detected'), the fields it rejected (`body.email`), the
 * reactivation token of a refused login or registration, and Retry-After in seconds.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind = 'http' as const;
  /** The body's `error` (the old client read `data.error`); the status text when absent. */
  readonly error: string;
  /**
   * The message's English text whatever the language it was answered in: what an app
   * compares with the contracts' messages (`accountMessages.deletedUser`).
   */
  readonly messageId: string;
  readonly fields: readonly FieldError[];
  readonly reactivationToken: string | undefined;
  /** Seconds to wait before trying again (from a 429's Retry-After), when given. */
  readonly retryAfter: number | undefined;

  constructor(
    readonly status: number,
    body: unknown,
    retryAfter?: number,
  ) {
    const parsed: ErrorBody = typeof body === 'object' && body !== null ? body : {};
    super(
      typeof parsed.message === 'string' ? parsed.message : `Request failed with status ${status}`,
    );
    this.error = typeof parsed.error === 'string' ? parsed.error : '';
    this.messageId = typeof parsed.messageId === 'string' ? parsed.messageId : this.message;
    this.fields = Array.isArray(parsed.fields) ? parsed.fields.filter(isFieldError) : [];
    this.reactivationToken =
      typeof parsed.reactivationToken === 'string' ? parsed.reactivationToken : undefined;
    this.retryAfter = retryAfter;
  }

  /** The message the server gave for one field (`'email'` matches `body.email`), if any. */
  fieldMessage(name: string): string | undefined {
    return this.fields.find((f) => fieldName(f.field) === name)?.message;
  }
}

/** The request never got an answer (offline, DNS, refused, timed out): not the server's word. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly kind = 'network' as const;
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
  }
}

/** 'body.email' -> 'email', 'querystring.q' -> 'q', 'body.openingHours.0.open' -> 'openingHours'. */
export function fieldName(field: string): string {
  const parts = field.split('.');
  const [first, second] = parts;
  const located = ['body', 'querystring', 'params', 'headers'].includes(first ?? '');
  return (located ? second : first) ?? field;
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/** Seconds from a Retry-After header (a number of seconds or an HTTP date). */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error of an answer that was not 2xx, from its body and its Retry-After. */
export async function answerError(response: Response, now: number): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  return new ApiRequestError(
    response.status,
    body,
    retryAfterSeconds(response.headers.get('retry-after'), now),
  );
}

/** Whether an error means the request never reached the server (show 'Something went wrong'). */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
