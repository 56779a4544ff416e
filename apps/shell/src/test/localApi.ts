/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectApi } from '../api';
import { queryClient } from '../queryClient';

/** One request as the local API saw it. */
interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
  /** The raw body when it is not JSON (a multipart upload), else ''. */
  raw: string;
}

/** An answer: status, JSON body and headers (the API's wire format). */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** The API's error shape: `{statusCode, error, message, ...extra}`. */
export function apiError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): ApiAnswer {
  return { status, body: { statusCode: status, error: message, message, ...extra } };
}

async function readBody(
  req: IncomingMessage,
): Promise<{ body: Record<string, unknown> | null; raw: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return { body: null, raw: '' };
  // A multipart upload is kept as it came, for the test to read.
  if (!(req.headers['content-type'] ?? '').includes('json')) return { body: null, raw: text };
  return { body: JSON.parse(text) as Record<string, unknown>, raw: '' };
}

/**
 * A real HTTP server on a free local port that answers the shell's calls the way the API
 * does (same paths, same JSON), with answers each test chooses. The shell's client is
 * pointed at it, so requests go through fetch like in the browser.
 */
export function serveLocalApi() {
  let server: Server | undefined;
  let url = '';
  const handlers = new Map<string, Handler>();
  const calls: ApiCall[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      // A handler that throws fails the test run loudly rather than as an unhandled rejection.
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const call: ApiCall = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          authorization: req.headers.authorization,
          ...(await readBody(req)),
        };
        calls.push(call);
        const handler = handlers.get(`${call.method} ${call.path}`);
        const answer = handler
          ? await handler(call)
          : apiError(404, `Route ${call.method}:${call.path} not found`);
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          ...answer.headers,
        });
        res.end(JSON.stringify(answer.body ?? {}));
      })();
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    connectApi(url);
  });

  afterEach(() => {
    handlers.clear();
    calls.length = 0;
    // No answer of this test's server is reused by the next test.
    queryClient.clear();
  });

  afterAll(async () => {
    // Kept-alive connections (and a request still open when the file ends) would hold the
    // close back until they time out: on a loaded CI run that passed the 10 s hook limit.
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  return {
    calls,
    /** The server's origin (what the shell's client is pointed at). */
    url: () => url,
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

/**
 * Let the local API answer and the app take it in, until `done()` holds (store state, not
 * the DOM: React shows the result when the surrounding act() ends). For tests that fake
 * `setTimeout`, where Testing Library's waitFor cannot run; steps on setImmediate, which
 * those tests leave real, so this polls the event loop rather than sleeping. It gives up
 * after `timeoutMs` of real time (a page's lazily loaded code can take seconds to load on a
 * busy machine), as waitFor does.
 */
export async function settleUntil(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const giveUpAt = performance.now() + timeoutMs;
  await act(async () => {
    while (!done() && performance.now() < giveUpAt) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  if (!done()) throw new Error('settleUntil: the condition never held');
}
