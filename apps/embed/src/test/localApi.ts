/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectApi } from '../api';
import { queryClient } from '../EmbedServices';

/** One request as the local API saw it. */
interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/** An answer: status and JSON body (the API's wire format). */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (call: ApiCall) => ApiAnswer;

/** The API's error shape: `{statusCode, error, message}`. */
export function apiError(status: number, message: string): ApiAnswer {
  return { status, body: { statusCode: status, error: message, message } };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/**
 * A real HTTP server on a free local port answering the widgets' calls the way the API does
 * (same paths, same JSON), with answers each test chooses (as the shell's tests do). The
 * widgets' client is pointed at it, so requests go through fetch as in the browser.
 */
export function serveLocalApi() {
  let server: Server | undefined;
  const handlers = new Map<string, Handler>();
  const calls: ApiCall[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const call: ApiCall = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          authorization: req.headers.authorization,
          body: await readBody(req),
        };
        calls.push(call);
        const handler = handlers.get(`${call.method} ${call.path}`);
        const answer = handler
          ? handler(call)
          : apiError(404, `Route ${call.method}:${call.path} not found`);
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
        });
        res.end(JSON.stringify(answer.body ?? {}));
      })();
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    connectApi(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`);
  });

  afterEach(() => {
    handlers.clear();
    calls.length = 0;
    queryClient.clear();
  });

  afterAll(async () => {
    // Kept-alive connections (and a request still open when the file ends) would hold the
    // close back until they time out: on a loaded CI run that passed the 10 s hook limit.
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  return {
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
