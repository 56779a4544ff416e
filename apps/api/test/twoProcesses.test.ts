import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerToClientEvents } from '@quoteway/contracts';
import { DEFAULT_WIRE_PASSPHRASE } from '@quoteway/contracts';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../src/infra/clock';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { conversations, users } from '../src/db/schema';
import { sessionStore } from '../src/modules/auth/sessions';
import { encryptWirePassword } from '../src/modules/auth/wirePassword';
import { createScratchDatabase } from './scratchDatabase';

// Two real API processes on one PostgreSQL database and one Redis: a message sent through one
// process reaches a socket connected to the other, through the socket.io Redis adapter. Needs
// both servers (DATABASE_URL and REDIS_URL); the PGlite-only suite leaves it out.
const apiDir = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

type CreateMessage = Parameters<ServerToClientEvents['create-message']>[0];

interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed, for the failure message. */
  output(): string;
  exited: Promise<number | null>;
}

interface Party {
  id: string;
  token: string;
}

/** The adapter's per-process response channels now subscribed in Redis. */
async function adapterChannels(redis: Redis): Promise<string[]> {
  return (await redis.pubsub('CHANNELS', 'socket.io-response#/#*#')) as string[];
}

/** Poll `check` until it holds (readiness only: no assertion depends on how long it took). */
async function until(what: () => string, check: () => Promise<boolean>, limitMs = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not ready in ${limitMs} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(Boolean(serverUrl && redisUrl))(
  'two API processes on one PostgreSQL and one Redis',
  () => {
    const processes: ApiProcess[] = [];
    const sockets: Socket[] = [];
    let database: DatabaseHandle | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    let redis: Redis | undefined;
    let dataDir: string | undefined;
    let customer: Party;
    let business: Party;
    let conversationId: string;
    let a: ApiProcess;
    let b: ApiProcess;

    function startApi(name: string, env: NodeJS.ProcessEnv): ApiProcess {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout?.on('data', (d) => (out += d));
      child.stderr?.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const api: ApiProcess = { child, url: '', output: () => `${name}: ${out}`, exited };
      processes.push(api);
      return api;
    }

    /** The printed address (PORT=0: the system picks a free port), then /api/readyz. */
    async function ready(api: ApiProcess) {
      let exitCode: number | null | undefined;
      void api.exited.then((code) => (exitCode = code));
      await until(
        () => `address of ${api.output()}`,
        async () => {
          if (exitCode !== undefined) throw new Error(`exited with ${exitCode}: ${api.output()}`);
          const match = /running at (http:\/\/[^/\s]+)/.exec(api.output());
          if (match?.[1]) api.url = match[1];
          return api.url !== '';
        },
      );
      await until(
        () => `readyz of ${api.output()}`,
        async () => {
          const res = await fetch(`${api.url}/api/readyz`).catch(() => null);
          return res?.status === 200;
        },
      );
    }

    /** Fire `count` requests at once, alternating between the two processes. */
    async function burst(
      count: number,
      request: (api: ApiProcess, n: number) => Promise<Response>,
    ) {
      const answers = await Promise.all(
        Array.from({ length: count }, (_, n) => request(n % 2 === 0 ? a : b, n)),
      );
      return answers
        .map((answer) => answer.status)
        .reduce<Record<number, number>>(
          (all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }),
          {},
        );
    }

    const post = (api: ApiProcess, url: string, body: unknown, token?: string) =>
      fetch(`${api.url}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    async function party(userType: 'Customer User' | 'Business User', name: string) {
      if (!database) throw new Error('no database');
      const [row] = await database.db
        .insert(users)
        .values({
          email: `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.co.nz`,
          userName: name,
          userType,
          status: 'ACTIVE',
          verifiedAt: systemClock.now(),
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`no ${name}`);
      const token = await sessionStore(database.db, systemClock, 30).issue(row.id);
      return { id: row.id, token };
    }

    function socketAs(api: ApiProcess, who: Party): Promise<Socket> {
      const socket = connect(api.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: who.token },
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    }

    /** The first `create-message` on `socket` whose text is `text`. */
    function nextMessage(socket: Socket, text: string): Promise<CreateMessage> {
      return new Promise((resolve) => {
        const listener = (payload: CreateMessage) => {
          if (payload.message.message !== text) return;
          socket.off('create-message', listener);
          resolve(payload);
        };
        socket.on('create-message', listener);
      });
    }

    async function send(api: ApiProcess, sender: Party, text: string) {
      const res = await fetch(`${api.url}/api/send-message`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId, message: text }),
      });
      const body = (await res.json()) as { message?: { _id: string } };
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.message?._id;
    }

    beforeAll(async () => {
      if (!serverUrl || !redisUrl) throw new Error('DATABASE_URL and REDIS_URL are required');
      const scratch = await createScratchDatabase(serverUrl);
      dropDatabase = scratch.drop;
      database = await openDatabase({ url: scratch.url, poolSize: 2 });
      // Migrated once here, so both processes start on the same finished schema.
      await database.migrate();
      customer = await party('Customer User', 'Aroha');
      business = await party('Business User', 'Tradie');
      const [conversation] = await database.db
        .insert(conversations)
        .values({ customerId: customer.id, businessId: business.id })
        .returning({ id: conversations.id });
      if (!conversation) throw new Error('no conversation');
      conversationId = conversation.id;

      redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      const before = new Set(await adapterChannels(redis));
      dataDir = await mkdtemp(path.join(tmpdir(), 'quoteway-two-'));
      const env: NodeJS.ProcessEnv = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        RATE_LIMIT_MAX: '100000',
        MEDIA_URL_SECRET: randomBytes(24).toString('base64url'),
      };
      a = startApi('A', env);
      b = startApi('B', env);
      await Promise.all([ready(a), ready(b)]);
      // Each process's adapter subscribes to the room pattern, then to its own response
      // channel, on one connection: once both new response channels show, both listen.
      await until(
        () => 'both adapters subscribed in Redis',
        async () => {
          const now = await adapterChannels(redis as Redis);
          return now.filter((channel) => !before.has(channel)).length >= 2;
        },
      );
    }, 180_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await Promise.allSettled(
        processes.map(async (api) => {
          if (api.child.exitCode !== null || api.child.signalCode !== null) return;
          const force = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
          api.child.kill('SIGTERM');
          await api.exited;
          clearTimeout(force);
        }),
      );
      await Promise.allSettled([
        redis?.quit(),
        database?.close(),
        dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined,
      ]);
      await dropDatabase?.();
    }, 60_000);

    it('delivers a message sent through process A to the customer connected to process B', async () => {
      const customerOnB = await socketAs(b, customer);
      const text = `From A to B ${randomBytes(4).toString('hex')}`;
      const arrival = nextMessage(customerOnB, text);
      const messageId = await send(a, business, text);
      const payload = await arrival;
      expect(payload.senderId).toBe(business.id);
      expect(payload.receiverId).toBe(customer.id);
      expect(payload.message).toMatchObject({
        _id: messageId,
        conversationId,
        message: text,
        senderId: business.id,
        type: 'received',
      });
    }, 60_000);

    it('delivers a reply sent through process B to the business connected to process A', async () => {
      const businessOnA = await socketAs(a, business);
      const text = `From B to A ${randomBytes(4).toString('hex')}`;
      const arrival = nextMessage(businessOnA, text);
      const messageId = await send(b, customer, text);
      const payload = await arrival;
      expect(payload.senderId).toBe(customer.id);
      expect(payload.receiverId).toBe(business.id);
      expect(payload.message).toMatchObject({
        _id: messageId,
        conversationId,
        message: text,
        senderId: customer.id,
        type: 'received',
      });
    }, 60_000);

    // The limits are counted in PostgreSQL before the work, so a burst split between two
    // processes is held to the same numbers as a burst at one.
    it('refuses in process B a session logged out through process A, as soon as B hears of it', async () => {
      const who = await party('Customer User', 'Mere');
      const me = (api: ApiProcess) => post(api, '/api/auth/me', { isApk: false }, who.token);
      // Each process reads the session, then answers it from its cache.
      for (const api of [a, b, a, b]) expect((await me(api)).status).toBe(200);
      const out = await fetch(`${a.url}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(out.status).toBe(200);
      expect((await me(a)).status).toBe(401);
      // B drops its cache when A's notice arrives through Redis (its cache keeps a session 30 s).
      await vi.waitFor(async () => expect((await me(b)).status).toBe(401), {
        timeout: 10_000,
        interval: 20,
      });
    });

    it('checks at most 5 of 25 simultaneous wrong passwords, half sent to each process', async () => {
      const email = `guessed.${randomBytes(4).toString('hex')}@example.co.nz`;
      const wrong = encryptWirePassword('Not-The-Password-1', DEFAULT_WIRE_PASSPHRASE);
      const codes = await burst(25, (api) =>
        post(api, '/api/login-user', { email, password: wrong, isApk: false }),
      );
      expect(codes).toEqual({ 401: 5, 429: 20 });
    }, 60_000);

    it('accepts exactly 30 of 45 simultaneous messages from one user, half sent to each process', async () => {
      if (!database) throw new Error('no database');
      const chatty = await party('Customer User', 'Chatty');
      const [conversation] = await database.db
        .insert(conversations)
        .values({ customerId: chatty.id, businessId: business.id })
        .returning({ id: conversations.id });
      const codes = await burst(45, (api, n) =>
        post(
          api,
          '/api/send-message',
          { conversationId: conversation?.id, message: `Message ${n}` },
          chatty.token,
        ),
      );
      expect(codes).toEqual({ 200: 30, 429: 15 });
    }, 60_000);

    it('sends at most 3 reset links to one address, half the requests sent to each process', async () => {
      const email = `forgetful.${randomBytes(4).toString('hex')}@example.co.nz`;
      const codes = await burst(12, (api) => post(api, '/api/forgot-password', { email }));
      expect(codes).toEqual({ 200: 3, 429: 9 });
    }, 60_000);
  },
);
