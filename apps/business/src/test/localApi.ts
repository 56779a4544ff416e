/// <reference types="node" />
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient, DEFAULT_LEAD_ENVELOPE_KEY } from '@quoteway/api-client';
import { afterAll, afterEach, beforeAll } from 'vitest';

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

/** An answer: status and JSON body, or `drop` to close the connection without one. */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
  drop?: boolean;
}

type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** The API's error shape: `{statusCode, error, message}`. */
export function apiError(status: number, message: string, extra: object = {}): ApiAnswer {
  return { status, body: { statusCode: status, error: message, message, ...extra } };
}

/**
 * Seal a payload as the API seals lead lists and lead details: crypto-js's passphrase AES
 * (OpenSSL's format: "Salted__", an 8-byte salt, AES-256-CBC with the key and IV derived by
 * EVP_BytesToKey over MD5), base64, inside `{ data }`. Written with node:crypto so the test
 * checks that the client really opens the server's format.
 */
export function sealed(payload: unknown, passphrase = DEFAULT_LEAD_ENVELOPE_KEY): ApiAnswer {
  const salt = randomBytes(8);
  let derived: Buffer = Buffer.alloc(0);
  let block: Buffer = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase, 'utf8'), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const cipher = createCipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const data = Buffer.concat([Buffer.from('Salted__', 'latin1'), salt, encrypted]).toString(
    'base64',
  );
  return { body: { data } };
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

/**
 * A real HTTP server on a free local port answering the console's calls the way the API
 * does (same paths, same JSON), with answers each test chooses; `client()` is a real
 * api-client pointed at it, so requests go through fetch as in the browser.
 */
export function serveLocalApi() {
  let server: Server | undefined;
  let origin = '';
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

  afterEach(() => {
    handlers.clear();
    calls.length = 0;
  });

  afterAll(async () => {
    // Kept-alive connections would hold the close back until they time out.
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  return {
    calls,
    /** A fresh client (no cache carried between tests) pointed at this server. */
    client(): ApiClient {
      return createApiClient({ baseUrl: origin, getToken: () => 'business-token' });
    },
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
