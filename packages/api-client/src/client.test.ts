/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountMessages, DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { QueryClient } from '@tanstack/query-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { apiQuery } from './queries';
import { ApiRequestError, NetworkError } from './errors';

// A real HTTP server on a free local port answering like the API (same paths, same wire
// format), so the client is tested through fetch and the network stack.

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | null;
  /** The raw body, for multipart requests. */
  raw: string;
}

type Handler = (seen: Seen, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let routes: Record<string, Handler> = {};

function json(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(
  req: IncomingMessage,
): Promise<{ body: Record<string, unknown> | null; raw: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('latin1');
  const isJson = (req.headers['content-type'] ?? '').includes('json');
  return { raw, body: raw && isJson ? (JSON.parse(raw) as Record<string, unknown>) : null };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    // A handler that throws fails the test run loudly rather than as an unhandled rejection.
    void (async () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        ...(await readBody(req)),
      };
      seen.push(entry);
      const path = entry.url.split('?')[0] ?? '';
      const handler = routes[`${entry.method} ${path}`];
      if (handler) handler(entry, res);
      else json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  routes = {};
});

const user = {
  _id: 'u1',
  email: 'aroha@example.nz',
  userName: 'Aroha',
  userType: 'Customer User',
  imageUrl: null,
  switchedToCustomerView: false,
  customerView: true,
  credits: 0,
  openingHours: null,
  businessAlwaysOpen: false,
  hasPassword: true,
  business: null,
};

function decrypt(cipher: unknown, passphrase = DEFAULT_WIRE_PASSPHRASE): string {
  return AES.decrypt(String(cipher), passphrase).toString(Utf8);
}

describe('api client', () => {
  it('uploads a profile picture as multipart with the session token', async () => {
    routes['POST /api/profile-image'] = (_seen, res) => json(res, 200, { user });
    const client = createApiClient({ baseUrl, getToken: () => 'tok' });
    const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const answer = await client.uploadProfileImage({
      file: { blob: picture, name: 'profile.jpg' },
    });
    expect(answer.user._id).toBe('u1');
    const [request] = seen;
    expect(request?.authorization).toBe('Bearer tok');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.raw).toContain('name="image"; filename="profile.jpg"');
    expect(request?.raw).toContain('Content-Type: image/jpeg');
  });

  it('logs in with an encrypted password and sends the stored token afterwards', async () => {
    let token: string | null = null;
    const api = createApiClient({ baseUrl, getToken: () => token });
    routes['POST /api/login-user'] = (_s, res) =>
      json(res, 200, { token: 'tok-1', user, message: 'Login successfully!' });
    routes['POST /api/auth/me'] = (_s, res) => json(res, 200, { user, card: null });

    const result = await api.login({
      body: { email: 'aroha@example.nz', password: 'kōwhai-tree-42', isApk: false },
    });
    expect(result.token).toBe('tok-1');
    const login = seen[0];
    expect(login?.body?.isApk).toBe(false);
    expect(login?.body?.password).not.toBe('kōwhai-tree-42');
    expect(decrypt(login?.body?.password)).toBe('kōwhai-tree-42');
    expect(login?.authorization).toBeUndefined();

    token = result.token;
    await api.me({ body: { isApk: false } });
    expect(seen[1]?.authorization).toBe('Bearer tok-1');
    expect(seen[1]?.body).toEqual({ isApk: false });
  });

  it('encrypts with the passphrase it was given', async () => {
    const api = createApiClient({ baseUrl, passphrase: 'another-deployment' });
    routes['POST /api/register/user'] = (_s, res) =>
      json(res, 201, { success: accountMessages.registered });
    const answer = await api.register({
      body: {
        email: 'aroha@example.nz',
        password: 'correct horse battery',
        userName: 'Aroha',
        userType: 'Customer User',
        acceptTerms: true,
      },
    });
    expect(answer.success).toBe(accountMessages.registered);
    expect(decrypt(seen[0]?.body?.password, 'another-deployment')).toBe('correct horse battery');
    expect(seen[0]?.body?.acceptTerms).toBe(true);
  });

  it('encrypts the current password as well as the new one when changing it', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok' });
    routes['POST /api/account/password'] = (_s, res) =>
      json(res, 200, { message: 'Your password has been changed.' });
    await api.changePassword({
      body: { currentPassword: 'old kōwhai tree', password: 'new rātā tree 77' },
    });
    const body = seen[0]?.body;
    expect(body?.currentPassword).not.toBe('old kōwhai tree');
    expect(decrypt(body?.currentPassword)).toBe('old kōwhai tree');
    expect(decrypt(body?.password)).toBe('new rātā tree 77');
  });

  it('leaves an e-mail change without a password as it is (a social account has none)', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok' });
    routes['POST /api/account/email'] = (_s, res) => json(res, 200, { message: 'Sent.' });
    await api.changeEmail({ body: { email: 'new@example.nz' } });
    expect(seen[0]?.body).toEqual({ email: 'new@example.nz' });
  });

  it('checks a token that is not stored yet (social sign-in)', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'stored' });
    routes['POST /api/auth/me'] = (_s, res) => json(res, 200, { user, card: null });
    await api.me({}, { token: 'from-the-provider' });
    expect(seen[0]?.authorization).toBe('Bearer from-the-provider');
  });

  it('reuses a GET answer for 2 minutes, then asks again', async () => {
    // The spec's 2-minute reuse lives in the query layer: apiQuery gives public GETs that
    // freshness, and TanStack Query honours it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let clock = 1_000_000;
      vi.setSystemTime(clock);
      const api = createApiClient({ baseUrl, now: () => clock });
      const queries = new QueryClient();
      routes['GET /api/professions'] = (_s, res) =>
        json(res, 200, { categories: [], professions: [] });
      await queries.fetchQuery(apiQuery(api, 'professions'));
      clock += 119_999;
      vi.setSystemTime(clock);
      await queries.fetchQuery(apiQuery(api, 'professions'));
      expect(seen).toHaveLength(1);
      clock += 1;
      vi.setSystemTime(clock);
      await queries.fetchQuery(apiQuery(api, 'professions'));
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never caches account calls, even the GET that deletes the account', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok' });
    routes['GET /api/delete-account'] = (_s, res) =>
      json(res, 200, { message: accountMessages.accountDeleted });
    routes['POST /api/auth/me'] = (_s, res) => json(res, 200, { user, card: null });
    await api.deleteAccount();
    await api.deleteAccount();
    await api.me();
    await api.me();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/delete-account',
      'GET /api/delete-account',
      'POST /api/auth/me',
      'POST /api/auth/me',
    ]);
  });

  it('sends the business-number check as a query', async () => {
    const api = createApiClient({ baseUrl });
    routes['GET /api/business-number/check'] = (_s, res) =>
      json(res, 200, { valid: true, message: 'Business Number is Registered', status: 'verified' });
    const check = await api.checkBusinessNumber({
      query: { country: 'NZ', number: '9429041925676' },
    });
    expect(check.message).toBe('Business Number is Registered');
    expect(seen[0]?.url).toBe('/api/business-number/check?country=NZ&number=9429041925676');
  });

  it('maps a 400 to an error naming each rejected field', async () => {
    const api = createApiClient({ baseUrl });
    routes['POST /api/register/user'] = (_s, res) =>
      json(res, 400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.email: must be a valid e-mail address',
        fields: [
          { field: 'body.email', message: 'must be a valid e-mail address' },
          { field: 'body.userName', message: 'must be at least 2 characters' },
        ],
      });
    const error = await api
      .register({
        body: {
          email: 'x',
          password: 'p',
          userName: 'A',
          userType: 'Customer User',
          acceptTerms: true,
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const failure = error as ApiRequestError;
    expect(failure.status).toBe(400);
    expect(failure.fields).toHaveLength(2);
    expect(failure.fieldMessage('email')).toBe('must be a valid e-mail address');
    expect(failure.fieldMessage('userName')).toBe('must be at least 2 characters');
    expect(failure.fieldMessage('password')).toBeUndefined();
  });

  it('carries the reactivation token of a deleted account', async () => {
    const api = createApiClient({ baseUrl });
    routes['POST /api/login-user'] = (_s, res) =>
      json(res, 409, {
        statusCode: 409,
        error: accountMessages.deletedUser,
        message: accountMessages.deletedUser,
        reactivationToken: 'react-123',
      });
    const error = (await api
      .login({ body: { email: 'a@b.nz', password: 'secret-secret' } })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('Deleted User Detected');
    expect(error.error).toBe('Deleted User Detected');
    expect(error.reactivationToken).toBe('react-123');
  });

  it('reads Retry-After from a 429 and does not retry the login', async () => {
    const api = createApiClient({ baseUrl });
    routes['POST /api/login-user'] = (_s, res) =>
      json(
        res,
        429,
        { statusCode: 429, error: 'Too Many Requests', message: accountMessages.tooManyAttempts },
        { 'retry-after': '42' },
      );
    const error = (await api
      .login({ body: { email: 'a@b.nz', password: 'secret-secret' } })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(42);
    expect(error.message).toBe('Too many attempts. Please try again later');
    expect(seen).toHaveLength(1);
  });

  it('keeps the 401 message of the session check', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'old' });
    routes['POST /api/auth/me'] = (_s, res) =>
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'User is deleted' });
    const error = (await api.me().catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(401);
    expect(error.message).toBe(accountMessages.userIsDeleted);
    expect(error.retryAfter).toBeUndefined();
  });

  it('reports an answer that is not JSON by its status', async () => {
    const api = createApiClient({ baseUrl });
    routes['POST /api/auth/logout'] = (_s, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    const error = (await api.logout().catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
  });

  it('tells a network failure apart from an answer', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await api
      .login({ body: { email: 'a@b.nz', password: 'secret-secret' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('network');
  });

  it('asks a read once more after a gateway failure, and then takes its answer', async () => {
    const api = createApiClient({ baseUrl });
    let calls = 0;
    routes['GET /api/professions'] = (_s, res) => {
      calls += 1;
      if (calls === 1) json(res, 503, { statusCode: 503, message: 'Service Unavailable' });
      else json(res, 200, { categories: [], professions: [] });
    };
    const answer = await api.professions();
    expect(answer).toEqual({ categories: [], professions: [] });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/professions',
      'GET /api/professions',
    ]);
  });

  it('asks a read at most twice, and never asks a write again', async () => {
    const api = createApiClient({ baseUrl });
    routes['GET /api/professions'] = (_s, res) => json(res, 504, { message: 'Gateway Timeout' });
    routes['POST /api/auth/logout'] = (_s, res) => json(res, 502, { message: 'Bad Gateway' });
    const read = (await api.professions().catch((e: unknown) => e)) as ApiRequestError;
    const write = (await api.logout().catch((e: unknown) => e)) as ApiRequestError;
    expect([read.status, write.status]).toEqual([504, 502]);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'POST']);
  });

  it('does not ask a read again after an answer that is not a gateway failure', async () => {
    const api = createApiClient({ baseUrl });
    routes['GET /api/professions'] = (_s, res) => json(res, 500, { message: 'Internal' });
    const error = (await api.professions().catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(500);
    expect(seen).toHaveLength(1);
  });

  it("passes the caller's abort through, not as a network failure", async () => {
    const api = createApiClient({ baseUrl });
    const controller = new AbortController();
    routes['GET /api/professions'] = () => controller.abort();
    const error = await api.professions({}, { signal: controller.signal }).catch((e) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('sends the language and JSON with the headers the server reads', async () => {
    const api = createApiClient({ baseUrl, getLocale: () => 'mi', getToken: () => 'tok' });
    let headers: IncomingMessage['headers'] = {};
    routes['POST /api/auth/me'] = (_s, res) => json(res, 200, { user, card: null });
    server.once('request', (req: IncomingMessage) => {
      headers = req.headers;
    });
    await api.me();
    expect(headers['accept-language']).toBe('mi');
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Bearer tok');
    expect(seen[0]?.body).toEqual({});
  });

  it('builds the social sign-in addresses', () => {
    const api = createApiClient({ baseUrl: 'https://quoteway.example' });
    expect(api.url('socialSignIn', { params: { provider: 'google' } })).toBe(
      'https://quoteway.example/api/auth/google',
    );
    expect(api.url('socialSignInBusiness', { params: { provider: 'linkedin' } })).toBe(
      'https://quoteway.example/api/auth/linkedin/businessUser',
    );
    expect(createApiClient().url('socialSignIn', { params: { provider: 'facebook' } })).toBe(
      '/api/auth/facebook',
    );
  });
});
