import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerToClientEvents } from '@quoteway/contracts';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client';
import { conversations } from '../src/db/schema';
import { systemClock } from '../src/infra/clock';
import { creditBalance } from '../src/modules/credits/lots';
import { hasNginx, nginxPath, startNginx } from '../scripts/lib/nginx';
import type { TestApp } from './app';
import { business, customer, type Party, postJob, quoteBody } from './marketplace';
import { createScratchDatabase } from './scratchDatabase';

// Issue 31's rolling restart: nginx (Debian's, run as our own process) in front of three API
// processes on a fresh PostgreSQL database and Redis. Under steady traffic (reads, quotes,
// chat sends with both parties listening on sockets through nginx) the three processes are
// restarted one after another (SIGTERM, exit, start, ready). Nothing may fail: a client may
// retry a send or a quote with the same Idempotency-Key (counted apart), and afterwards every
// message is received once by the other party, and every quote is charged once.
// Runs when DATABASE_URL and REDIS_URL are set and nginx exists; in CI a missing nginx fails.
const apiDir = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const basePort = Number(process.env.ROLLING_RESTART_PORT ?? 4531);
const proxyUrl = `http://127.0.0.1:${basePort}`;
const apiPorts = [basePort + 1, basePort + 2, basePort + 3];

type CreateMessage = Parameters<ServerToClientEvents['create-message']>[0];

interface ApiProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

/** Poll `check` until it holds (readiness only: no assertion depends on how long it took). */
async function until(what: () => string, check: () => Promise<boolean>, limitMs = 90_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not ready in ${limitMs} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const runs = Boolean(serverUrl && redisUrl) && (hasNginx() || process.env.CI === 'true');

describe.runIf(runs)('rolling restart of three API processes behind nginx', () => {
  const processes: ApiProcess[] = [];
  const sockets: Socket[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let database: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let workDir: string | undefined;
  let env: NodeJS.ProcessEnv = {};

  function startApi(port: number): ApiProcess {
    const built = path.join(apiDir, 'dist', 'server.js');
    const args = existsSync(built) ? [built] : ['--import', 'tsx', 'src/server.ts'];
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const api: ApiProcess = { child, port, output: () => `:${port}: ${out}`, exited };
    processes.push(api);
    return api;
  }

  async function ready(api: ApiProcess) {
    let exitCode: number | null | undefined;
    void api.exited.then((code) => (exitCode = code));
    await until(
      () => `readyz of ${api.output()}`,
      async () => {
        if (exitCode !== undefined) throw new Error(`exited with ${exitCode}: ${api.output()}`);
        const res = await fetch(`http://127.0.0.1:${api.port}/api/readyz`).catch(() => null);
        return res?.status === 200;
      },
    );
  }

  /** The marketplace helpers' TestApp, over HTTP through nginx and on the scratch database. */
  function remoteApp(db: DatabaseHandle): TestApp {
    const app = {
      async inject(options: {
        method: string;
        url: string;
        headers?: Record<string, string>;
        payload?: unknown;
      }) {
        const res = await fetch(`${proxyUrl}${options.url}`, {
          method: options.method,
          headers: { 'content-type': 'application/json', ...options.headers },
          body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
        });
        const body = await res.text();
        return { statusCode: res.status, body, json: () => JSON.parse(body) };
      },
    };
    return { database: db, app } as unknown as TestApp;
  }

  beforeAll(async () => {
    if (!hasNginx()) throw new Error(`nginx is required in CI (${nginxPath} not found)`);
    if (!serverUrl || !redisUrl) throw new Error('DATABASE_URL and REDIS_URL are required');
    const scratch = await createScratchDatabase(serverUrl, {
      template: inject('postgresTemplate'),
    });
    dropDatabase = scratch.drop;
    database = await openDatabase({ url: scratch.url, poolSize: 4 });
    await database.migrate();
    workDir = await mkdtemp(path.join(tmpdir(), 'quoteway-rolling-'));
    await mkdir(path.join(workDir, 'data'));
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      DATA_DIR: path.join(workDir, 'data'),
      SEED_ON_START: 'false',
      MIGRATE_ON_START: 'false',
      RATE_LIMIT_MAX: '100000',
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_MS: '1500',
      MEDIA_URL_SECRET: randomBytes(24).toString('base64url'),
    };
    const apis = apiPorts.map((port) => startApi(port));
    await Promise.all(apis.map(ready));
    // nginx's essentials from deploy/nginx.conf, on this test's port.
    nginx = await startNginx(apiPorts, { port: basePort, failTimeoutSeconds: 5, keepalive: 32 });
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    const stopping = processes.filter(
      (api) => api.child.exitCode === null && !api.child.signalCode,
    );
    await Promise.allSettled(
      stopping.map(async (api) => {
        const force = setTimeout(() => api.child.kill('SIGKILL'), 30_000);
        api.child.kill('SIGTERM');
        await api.exited;
        clearTimeout(force);
      }),
    );
    await nginx?.close();
    await database?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
    await dropDatabase?.();
  }, 90_000);

  it('loses no request, message or credit while each process is restarted in turn', async () => {
    if (!database) throw new Error('no database');
    const t = remoteApp(database);
    const me = await customer(t, systemClock);
    const pro = await business(t, systemClock, { credits: 1000 });
    const jobs = [];
    for (let i = 0; i < 12; i++) jobs.push(await postJob(t, me));
    const [conversation] = await database.db
      .insert(conversations)
      .values({ customerId: me.id, businessId: pro.id })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('no conversation');
    const conversationId = conversation.id;

    // Both parties listen through nginx, reconnecting (to another process) when theirs stops.
    const received = new Map<string, string[]>([
      [me.id, []],
      [pro.id, []],
    ]);
    let reconnects = 0;
    const listen = (who: Party) =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(proxyUrl, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token: who.headers.authorization?.replace('Bearer ', '') },
          forceNew: true,
          reconnectionDelay: 100,
          reconnectionDelayMax: 500,
        });
        sockets.push(socket);
        socket.on('create-message', (payload: CreateMessage) => {
          if (payload.receiverId === who.id) received.get(who.id)?.push(payload.message._id);
        });
        socket.io.on('reconnect', () => (reconnects += 1));
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    await Promise.all([listen(me), listen(pro)]);

    const counts = { requests: 0, retries: 0, failed: 0, reads: 0, quotes: 0, sent: 0 };
    const failures: string[] = [];
    const transient = (status: number) => status === 502 || status === 503 || status === 504;

    /** One user action: the request, retried with the same key on no answer or 502/503/504. */
    async function act(method: string, url: string, who: Party, body?: unknown) {
      const key = randomUUID();
      for (let attempt = 0; ; attempt++) {
        counts.requests += 1;
        const res = await fetch(`${proxyUrl}${url}`, {
          method,
          headers: {
            ...who.headers,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'idempotency-key': key,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).catch(() => null);
        if (res && !transient(res.status)) {
          const text = await res.text();
          if (res.status !== 200) {
            counts.failed += 1;
            failures.push(`${method} ${url}: ${res.status} ${text}`);
            return undefined;
          }
          return JSON.parse(text) as Record<string, unknown>;
        }
        if (attempt >= 5) {
          counts.failed += 1;
          failures.push(`${method} ${url}: ${res ? res.status : 'no answer'} after retries`);
          return undefined;
        }
        counts.retries += 1;
        await sleep(200 * (attempt + 1));
      }
    }

    const sentIds = new Map<string, string>();
    const quoteIds = new Set<string>();
    let running = true;
    const loops = [
      (async () => {
        while (running) {
          const answer = await act('GET', '/api/conversations', me);
          if (answer) counts.reads += 1;
          await sleep(100);
        }
      })(),
      (async () => {
        // Each party under its 30-a-minute send budget.
        for (let n = 0; running; n++) {
          const [from, to] = n % 2 === 0 ? [me, pro] : [pro, me];
          const answer = await act('POST', '/api/send-message', from, {
            conversationId,
            message: `Message ${n}`,
          });
          const id = (answer?.message as { _id?: string } | undefined)?._id;
          if (id) {
            counts.sent += 1;
            sentIds.set(id, to.id);
          }
          await sleep(1_200);
        }
      })(),
      (async () => {
        for (const job of jobs) {
          if (!running) break;
          const answer = await act('POST', '/api/send-quote', pro, quoteBody(job));
          const id = (answer?.quote as { _id?: string } | undefined)?._id;
          if (id) {
            counts.quotes += 1;
            quoteIds.add(id);
          }
          await sleep(2_500);
        }
      })(),
    ];

    await sleep(2_000);
    for (const [index, api] of processes.slice(0, 3).entries()) {
      api.child.kill('SIGTERM');
      expect(await api.exited, api.output()).toBe(0);
      const fresh = startApi(apiPorts[index] as number);
      await ready(fresh);
      await sleep(1_000);
    }
    await sleep(2_000);
    running = false;
    await Promise.all(loops);

    // Re-sync as a client does after a reconnect: read the conversation as each party.
    async function resync(who: Party): Promise<string[]> {
      const res = await fetch(
        `${proxyUrl}/api/conversation?conversationId=${conversationId}&perPage=100`,
        { headers: who.headers },
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { messages: Array<{ _id: string }>; moreToLoad: boolean };
      expect(body.moreToLoad).toBe(false);
      return body.messages.map((m) => m._id);
    }
    const stored = await resync(me);
    const storedByPro = await resync(pro);
    let lost = 0;
    let doubled = 0;
    let missedLive = 0;
    for (const [id, receiverId] of sentIds) {
      const live = (received.get(receiverId) ?? []).filter((got) => got === id).length;
      if (live > 1) doubled += 1;
      if (live === 0) missedLive += 1;
      if (!stored.includes(id) || !storedByPro.includes(id)) lost += 1;
    }
    const extra = stored.length - sentIds.size;

    const db = database.db;
    const [charges] = await queryRows<{ debits: number; quotes: number; ledger: number }>(
      db,
      sql`SELECT
            (SELECT count(*)::int FROM credit_entries WHERE user_id = ${pro.id} AND amount < 0) AS debits,
            (SELECT count(*)::int FROM quotes WHERE business_id = ${pro.id}) AS quotes,
            (SELECT coalesce(sum(amount), 0)::int FROM credit_entries WHERE user_id = ${pro.id}) AS ledger`,
    );
    const balance = await creditBalance(db, pro.id, systemClock.now());

    process.stdout.write(
      `rolling restart: ${JSON.stringify({
        ...counts,
        messagesStored: stored.length,
        messagesReceivedLive: [...received.values()].reduce((n, ids) => n + ids.length, 0),
        missedLive,
        lost,
        doubled,
        socketReconnects: reconnects,
        quotesStored: charges?.quotes,
        debits: charges?.debits,
        balance,
        ledger: charges?.ledger,
      })}\n`,
    );
    expect(failures).toEqual([]);
    expect(counts.failed).toBe(0);
    expect(counts.sent).toBeGreaterThan(0);
    expect(counts.quotes).toBeGreaterThan(0);
    expect(counts.reads).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(doubled).toBe(0);
    expect(extra).toBe(0);
    expect(new Set(stored).size).toBe(stored.length);
    expect(Number(charges?.quotes)).toBe(quoteIds.size);
    expect(Number(charges?.debits)).toBe(quoteIds.size);
    expect(Number(charges?.ledger)).toBe(balance);
  }, 600_000);
});
