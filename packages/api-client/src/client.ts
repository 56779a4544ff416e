import {
  DEFAULT_LEAD_ENVELOPE_KEY,
  DEFAULT_WIRE_PASSPHRASE,
  type RouteInput,
  type RouteName,
  type RouteOutput,
  type Routes,
} from '@quoteway/contracts';
// The route table without its zod schemas: the browser never downloads zod. The server
// validates every request and answer against the schemas, so the client trusts the types.
import { routeIndex } from '@quoteway/contracts/routeIndex';
import { answerError, NetworkError, retryAfterSeconds } from './errors';
import { routePath } from './url';

type Entry = (typeof routeIndex)[RouteName];

/** Routes the client calls (not browser navigations, not development aids). */
export type ApiRouteName = {
  [K in RouteName]: (typeof routeIndex)[K] extends { navigation: true } | { devOnly: true }
    ? never
    : K;
}[RouteName];

/** Routes the browser opens itself (links, redirects, images): the client builds their URL. */
export type NavigationName = {
  [K in RouteName]: (typeof routeIndex)[K] extends { navigation: true } ? K : never;
}[RouteName];

/** What a call sends: params, query, body, headers and the file, as the route declares them. */
export type ApiInput<K extends RouteName> = RouteInput<Routes[K], Blob>;
/** What a call answers on success (for a sealed lead call, the opened payload). */
export type ApiOutput<K extends RouteName> = RouteOutput<Routes[K]>;

export interface CallOptions {
  /** Send this session token instead of the stored one (checking a token not stored yet). */
  token?: string;
  /** Abort the request (TanStack Query passes one per query). */
  signal?: AbortSignal;
}

type Args<K extends RouteName> =
  Record<string, never> extends ApiInput<K>
    ? [input?: ApiInput<K>, options?: CallOptions]
    : [input: ApiInput<K>, options?: CallOptions];

/** One method per route of the table, named as the route is. */
export type ApiCalls = {
  [K in ApiRouteName]: (...args: Args<K>) => Promise<ApiOutput<K>>;
};

export interface ApiClientOptions {
  /** Origin of the API; defaults to the page's own origin. */
  baseUrl?: string;
  /** Reads the session token (local or session storage) for the Bearer header. */
  getToken?: () => string | null;
  /** Clock for Retry-After dates (tests pass their own). */
  now?: () => number;
  /** Shared passphrase for passwords in transit; defaults to the contracts' default. */
  passphrase?: string;
  /** Shared key of the lead envelope; defaults to the contracts' default. */
  leadKey?: string;
  /**
   * The interface language, sent as `Accept-Language` with every call: the server answers
   * its messages, trades and questions in it.
   */
  getLocale?: () => string | undefined;
}

/** The loose shape of any route's input, as the generic call reads it. */
interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  file?: { blob: Blob; name: string };
}

/** A call with no answer after this long is given up (a NetworkError: 'Something went wrong'). */
const TIMEOUT_MS = 30_000;
/** Gateway and time-out answers a read is tried again after (never a 429: the user waits). */
const RETRY_STATUSES = new Set([408, 502, 503, 504]);
/** The pause before that second try, unless a 503 says how long to wait (up to the time-out). */
const RETRY_DELAY_MS = 300;

/** Wait `ms`, or stop at once with the signal's reason when the caller aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** How long to wait before trying a read again after `response`. */
function retryDelay(response: Response, now: number): number {
  const seconds =
    response.status === 503
      ? retryAfterSeconds(response.headers.get('retry-after'), now)
      : undefined;
  return seconds === undefined ? RETRY_DELAY_MS : Math.min(seconds * 1000, TIMEOUT_MS);
}

/**
 * fetch with the client's time-out and retry: a read (GET) that got no answer, or a gateway or
 * time-out status, is tried once more; a write never is, nor a call that timed out. No answer
 * is a NetworkError; the caller's abort passes through as fetch gives it (TanStack Query
 * cancelling a query). Answers of any status are returned, to be read by the caller.
 */
async function send(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  now: () => number,
): Promise<Response> {
  const retries = init.method === 'GET' ? 1 : 0;
  for (let attempt = 0; ; attempt += 1) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const timedOut = timeout.signal.aborted;
      // fetch rejects with a TypeError when there is no answer at all (offline, refused).
      if (!timedOut && !(error instanceof TypeError)) throw error;
      if (timedOut || attempt >= retries) throw new NetworkError(error);
      await pause(RETRY_DELAY_MS, signal);
      continue;
    } finally {
      clearTimeout(timer);
    }
    if (response.ok || attempt >= retries || !RETRY_STATUSES.has(response.status)) return response;
    void response.body?.cancel().catch(() => undefined);
    await pause(retryDelay(response, now()), signal);
  }
}

/** An answer's JSON; an empty answer (204, or no body) is ''. */
async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return '';
  const text = await response.text();
  return text === '' ? '' : (JSON.parse(text) as unknown);
}

/**
 * The typed client for every call in the contracts' route table: `api.sendQuote({ body })`,
 * `api.getLead({ params: { id } })`. Callers pass plain passwords (the client encrypts them)
 * and get lead payloads already opened. Failures are `ApiRequestError` (the server answered)
 * or `NetworkError` (it did not).
 */
/** The body fields a route with `encryptedPassword` sends encrypted. */
const passwordFields = ['password', 'currentPassword'] as const;

export function createApiClient(options: ApiClientOptions = {}) {
  const now = options.now ?? Date.now;
  const passphrase = options.passphrase || DEFAULT_WIRE_PASSPHRASE;
  const leadKey = options.leadKey || DEFAULT_LEAD_ENVELOPE_KEY;
  const apiRoot = `${options.baseUrl ?? ''}/api`;
  /** The interface language and the session, on every call (a token given by the caller wins). */
  function withSession(headers: Headers): Headers {
    const locale = options.getLocale?.();
    if (locale) headers.set('accept-language', locale);
    const token = headers.has('authorization') ? null : options.getToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    return headers;
  }

  /**
   * The passwords of a route that takes them encrypted (`password`, and `currentPassword`
   * when changing it). AES (crypto-js) loads with the first call that needs it, not with
   * the page.
   */
  async function encryptPasswords(body: AnyInput['body']): Promise<unknown> {
    if (!body) return {};
    const fields = passwordFields.filter((field) => typeof body[field] === 'string');
    if (fields.length === 0) return body;
    const { encryptPassword } = await import('./password');
    const encrypted: Record<string, unknown> = { ...body };
    for (const field of fields) encrypted[field] = encryptPassword(String(body[field]), passphrase);
    return encrypted;
  }

  async function call(name: ApiRouteName, input: AnyInput = {}, callOptions: CallOptions = {}) {
    const entry: Entry = routeIndex[name];
    const headers = new Headers(input.headers);
    if (callOptions.token) headers.set('authorization', `Bearer ${callOptions.token}`);
    let body: FormData | string | undefined;
    if ('file' in entry && input.file) {
      // Text fields first: the server reads them before the file part.
      body = new FormData();
      for (const [key, value] of Object.entries(input.body ?? {})) {
        if (value !== undefined) body.append(key, String(value));
      }
      body.append(entry.file, input.file.blob, input.file.name);
    } else if (entry.method !== 'GET') {
      const json =
        'encryptedPassword' in entry ? await encryptPasswords(input.body) : (input.body ?? {});
      body = JSON.stringify(json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const url = `${apiRoot}${routePath(entry.path, input.params, input.query)}`;
    const init: RequestInit = { method: entry.method, headers: withSession(headers), body };
    const response = await send(url, init, callOptions.signal, now);
    if (!response.ok) throw await answerError(response, now());
    const answer = await readJson(response);
    if (!('sealed' in entry)) return answer;
    const { openEnvelope } = await import('./envelope');
    return openEnvelope(answer as { data: string }, leadKey);
  }

  const calls = Object.fromEntries(
    (Object.keys(routeIndex) as RouteName[])
      .filter((name) => !('navigation' in routeIndex[name]) && !('devOnly' in routeIndex[name]))
      .map((name) => [
        name,
        (input?: AnyInput, callOptions?: CallOptions) =>
          call(name as ApiRouteName, input, callOptions),
      ]),
  ) as unknown as ApiCalls;

  return {
    ...calls,
    /**
     * The address of a route the browser opens itself: a sign-in with a provider, an e-mailed
     * link, a picture.
     */
    url<K extends NavigationName>(name: K, input: ApiInput<K>): string {
      const { params, query } = input as AnyInput;
      return `${apiRoot}${routePath(routeIndex[name].path, params, query)}`;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
