/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

// The apps' tests talk to this instead of the API: a real HTTP server, so their requests go
// through the client and fetch as in the browser. Only tests import it (`/testing`).

/** A file of a multipart request, as the local API received it. */
interface ReceivedFile {
  filename: string;
  type: string;
  size: number;
}

/** One request as the local API saw it. */
interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** A JSON body. */
  body: Record<string, unknown> | null;
  /** A multipart body's parts in the order they came: text fields and files. */
  parts: [name: string, value: string | ReceivedFile][] | null;
}

/**
 * An answer: status, JSON body and headers (the API's wire format), or `drop` to close the
 * connection without one.
 */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  drop?: boolean;
}

type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** The API's error shape: `{statusCode, error, message, ...extra}`. */
export function apiError(status: number, message: string, extra: object = {}): ApiAnswer {
  return { status, body: { statusCode: status, error: message, message, ...extra } };
}

async function readBody(req: IncomingMessage): Promise<Pick<ApiCall, 'body' | 'parts'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    // Read by the platform's own multipart parser (Node's fetch Request), as a server would.
    const form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: bytes,
    }).formData();
    const parts: NonNullable<ApiCall['parts']> = [];
    form.forEach((value, name) => {
      parts.push([
        name,
        typeof value === 'string'
          ? value
          : { filename: value.name, type: value.type, size: value.size },
      ]);
    });
    return { body: null, parts };
  }
  const text = bytes.toString('utf8');
  return { body: text ? (JSON.parse(text) as Record<string, unknown>) : null, parts: null };
}

interface LocalApiOptions {
  /** Point the app's client at the server, once it listens. */
  connect?(origin: string): void;
  /**
   * After each test, before its calls are forgotten: wait for the app's reads still on their
   * way (an invalidated list read again), which would otherwise reach the next test.
   */
  settle?(): Promise<void>;
  /** After each test: drop what the app kept of this test's answers (its query cache). */
  reset?(): void;
}

/**
 * A real HTTP server on a free local port that answers an app's calls the way the API does
 * (same paths, same JSON), with answers each test chooses. Call it at a test file's top
 * level: it starts before the file's tests and stops after them.
 *
 * Each test has an address of its own on the server (`url()`: the origin and `/t<n>`, which
 * the server takes off before it reads the path), and the app is pointed at it (`connect`)
 * as the test starts. A call that reaches the server after its test ended (a read the test
 * did not wait for, sent as its page unmounted, on a busy machine) carries its test's address:
 * it is answered 410 and neither recorded among the next test's calls nor given its answers.
 */
export function serveLocalApi({ connect, settle, reset }: LocalApiOptions = {}) {
  let server: Server | undefined;
  let origin = '';
  /** The test under way (its address's number). */
  let testNumber = 0;
  const handlers = new Map<string, Handler>();
  const calls: ApiCall[] = [];
  const testUrl = () => `${origin}/t${testNumber}`;

  beforeAll(async () => {
    server = createServer((req, res) => {
      // A handler that throws fails the test run loudly rather than as an unhandled rejection.
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const addressed = /^\/t(\d+)(\/.*)$/.exec(url.pathname);
        if (addressed) {
          url.pathname = addressed[2] ?? '/';
          if (Number(addressed[1]) !== testNumber) {
            // Sent by an earlier test's app: not this test's call.
            res.writeHead(410, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ statusCode: 410, error: 'Gone', message: 'An earlier test' }));
            return;
          }
        }
        const call: ApiCall = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          ...(await readBody(req)),
        };
        calls.push(call);
        const handler = handlers.get(`${call.method} ${call.path}`);
        const answer = handler
          ? await handler(call)
          : apiError(404, `Route ${call.method}:${call.path} not found`);
        if (answer.drop) {
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          ...answer.headers,
        });
        res.end(JSON.stringify(answer.body ?? {}));
      })();
    });
    // Idle connections stay open longer than a slow test pauses between two calls: the
    // default 5 s could close a socket just as the client reuses it (ECONNRESET).
    server.keepAliveTimeout = 120_000;
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    testNumber += 1;
    connect?.(testUrl());
  });

  afterEach(async () => {
    await settle?.();
    handlers.clear();
    calls.length = 0;
    // From here, a call of this test's app is an earlier test's (answered 410, not recorded).
    testNumber += 1;
    // No answer of this test's server is reused by the next test.
    reset?.();
  });

  afterAll(async () => {
    // Kept-alive connections (and a request still open when the file ends) would hold the
    // close back until they time out: on a loaded CI run that passed the 10 s hook limit.
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  return {
    calls,
    /** The address of this test on the server (what the app's client is pointed at). */
    url: testUrl,
    /** Answer `METHOD /api/path` with `handler` (until the test ends). */
    on(route: string, handler: Handler | ApiAnswer) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    /** The calls made to `METHOD /api/path`. */
    callsTo(route: string) {
      return calls.filter((c) => `${c.method} ${c.path}` === route);
    },
  };
}
