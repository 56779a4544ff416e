// Cluster benchmark (printed, never asserted): three built API processes (dist/server.js) on one
// scratch PostgreSQL database and Redis, behind Debian's nginx when installed (scripts/lib/nginx.ts,
// deploy/nginx.conf's essentials), else (or with BENCH_PROXY=node) a small round-robin proxy
// (scripts/lib/proxy.ts), which also counts sockets per process and its own retries.
// socket.io clients of users in customer-business conversations stay connected through the
// proxy while HTTP requests arrive at a steady rate (half `POST /api/send-message` between the
// pairs, half reads); after `--before` seconds one process is killed (SIGKILL), the load goes on
// for `--after` seconds, then drains. Prints, before and after the kill, the requests lost
// (status >= 500, connection reset, time-out); the sockets that were on the killed process and
// how long they took to come back; the messages a receiver missed live but read after its
// reconnect (as the shell does: packages/realtime's onReconnect, then the conversation
// re-read); and the messages never delivered either way. Also the throughput of reads through
// the proxy with all processes behind it against one process behind it, in the same run.
//   DATABASE_URL=postgres://... REDIS_URL=redis://... npx tsx scripts/bench-cluster.ts
// (after `pnpm build`). Options: --users (even), --rate (requests/s; `auto`, the default, is
// half the read throughput just measured), --before, --after, --drain (seconds), --processes,
// --throughput (one-second slices per side of the comparison, 0 skips it), --repeat (fresh
// processes and users each time, one database). Machine-readable lines start with `BENCH `.
// The database is dropped and every process stopped however it ends.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type ClientToServerEvents,
  ConversationResponse,
  type ServerToClientEvents,
} from '@quoteway/contracts';
import { CHAT_PAGE_SIZE } from '@quoteway/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/seed/reference';
import { messageRepository } from '../src/modules/chat/messageRepository';
import { apiRoot } from '../src/paths';
import { createScratchDatabase } from '../test/scratchDatabase';
import { cpuSeconds } from './lib/processCpu';
import { hasNginx, startNginx, UPSTREAM_HEADER, upstreamPort } from './lib/nginx';
import { startProxy } from './lib/proxy';
import { benchServerEnv, seedChatPairs } from './lib/chatBench';
import { cleanupOnInterrupt, inBatches } from './lib/runs';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '300' },
    rate: { type: 'string', default: 'auto' },
    before: { type: 'string', default: '10' },
    after: { type: 'string', default: '15' },
    drain: { type: 'string', default: '10' },
    processes: { type: 'string', default: '3' },
    throughput: { type: 'string', default: '5' },
    repeat: { type: 'string', default: '1' },
  },
});
const count = (name: keyof typeof options, min = 1) => {
  const n = Number(options[name]);
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
  return n;
};
const settings = {
  users: count('users', 2),
  /** Requests per second, or null: half the read throughput measured with every process. */
  rate: options.rate === 'auto' ? null : count('rate'),
  beforeSeconds: count('before'),
  afterSeconds: count('after'),
  drainSeconds: count('drain'),
  processes: count('processes', 2),
  throughputSeconds: count('throughput', 0),
  repeat: count('repeat'),
};
if (settings.users % 2 !== 0) throw new Error('--users must be even (customer-business pairs)');
/** The load's rate when `--rate=auto` and the throughput comparison is skipped. */
const AUTO_RATE = 50;
/** Most load requests open at once; past it the schedule waits (as bench-chat's does). */
const IN_FLIGHT = 256;
/** A request unanswered this long counts as lost (time-out). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Sockets opening at once while connecting (each runs the session check on the server). */
const CONNECT_CONCURRENCY = 50;
/** Readers at once in the throughput comparison. */
const THROUGHPUT_CONCURRENCY = 32;
/** The process killed mid-run (not the first, which ran the migrations: it does not matter). */
const VICTIM = 1;

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const serverScript = path.join(apiRoot(), 'dist/server.js');

type CreateMessage = Parameters<ServerToClientEvents['create-message']>[0];
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
/** What the client saw of a request: a status, or no answer at all. */
type Outcome = number | 'reset' | 'timeout';
/** The catch-up read's answer: the messages are all it looks at. */
const CatchUpPage = ConversationResponse.pick({ messages: true });

interface User {
  id: string;
  token: string;
  conversationId: string;
  otherId: string;
  socket?: Client;
  /** When its socket dropped after the kill (performance.now()). */
  lostAt?: number;
  /** From the drop to the socket's next `connect`. */
  reconnectMs?: number;
  /** From the kill to the socket's next `connect`. */
  sinceKillMs?: number;
  /** Catch-up reads under way. */
  catchingUp: number;
  /** Reconnection attempts after the kill (the socket.io manager's `reconnect_attempt`). */
  attempts: number;
  /** From the drop to the first attempt: the client's back-off (0.5 to 1.5 s at first). */
  backOffMs?: number;
  /** From the drop to the transport open again (the manager's `reconnect`). */
  openMs?: number;
  /**
   * The catch-up read was answered before the socket's `connect` (the server's admission,
   * after which it is in its room again): the read may have come before the room was joined.
   */
  readBeforeRoom?: boolean;
}

interface LoadRequest {
  kind: 'send-message' | 'professions' | 'conversations';
  /** The process the proxy last sent it to (its index), as the proxy tells. */
  backend?: number;
  startedAt: number;
  endedAt?: number;
  outcome?: Outcome;
}

interface Message {
  request: LoadRequest;
  receiverId: string;
  liveAt?: number;
  caughtUpAt?: number;
}

/** Every process started, so none outlives the benchmark however it ends. */
const children = new Set<ChildProcess>();

// A seeded generator, so two runs use the same pairs in the same order.
let state = 20_251_127;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (t: number) => `${t.toFixed(1)} ms`;
const seconds = (t: number) => `${(t / 1000).toFixed(1)} s`;
function summary(values: number[]) {
  if (values.length === 0) return 'none';
  const sorted = sortedOf(values);
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (n=${sorted.length})`;
}
const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : null);

/** One machine-readable line per measure (scripts/bench.mjs collects them). */
function bench(
  measure: string,
  unit: string,
  value: number,
  better: 'lower' | 'higher',
  target: string,
) {
  const line = { section: 'cluster', measure, unit, value: round(value), better, target };
  console.log(`BENCH ${JSON.stringify(line)}`);
}

/** Users in customer-business pairs (new ones each repetition), a conversation and a session each. */
async function seedUsers(database: DatabaseHandle, repetition: number): Promise<User[]> {
  const pairs = await seedChatPairs(database, settings.users, `bench.cluster.${repetition}`);
  return pairs.map((pair) => ({ ...pair, catchingUp: 0, attempts: 0 }));
}

/** The built server on the scratch database; `ready` resolves with its port once it answers. */
function startServer(databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...benchServerEnv(databaseUrl, dataDir),
      REDIS_URL: redisUrl,
      // Processes behind one site sign chat media alike (config.ts); unused here but honest.
      MEDIA_URL_SECRET: 'bench-cluster-media-secret',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const ready = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', async (chunk) => {
      out += chunk;
      const match = /running at http:\/\/[^:/\s]+:(\d+)/.exec(out);
      if (!match?.[1]) return;
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      const port = Number(match[1]);
      const res = await fetch(`http://127.0.0.1:${port}/api/readyz`);
      if (res.ok) resolve(port);
      else reject(new Error(`readyz answered ${res.status}`));
    });
    child.on('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before it was ready: ${out}`)),
    );
  });
  return { child, ready };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}

/** Header naming a load request, so the proxy can say which process it went to. */
const REQUEST_HEADER = 'x-bench-request';

/**
 * One HTTP request through `agent`; never rejects: a failure is an outcome. `tag` goes in
 * REQUEST_HEADER.
 */
/** With nginx in front: which process (its port) answered the request tagged `tag`. */
let heardUpstream: ((tag: number, port: number) => void) | undefined;

/**
 * The balancer in front: Debian's nginx when installed (BENCH_PROXY=node for the small proxy
 * of scripts/lib/proxy.ts), which reports per-process sockets and its own retries.
 */
async function startFront(
  ports: number[],
  onForward?: (req: http.IncomingMessage, backend: number) => void,
) {
  if (hasNginx() && process.env.BENCH_PROXY !== 'node') {
    const nginx = await startNginx(ports);
    return { kind: 'nginx' as const, ...nginx, backends: undefined, stats: undefined };
  }
  return { kind: 'proxy' as const, ...(await startProxy(ports, onForward)) };
}

function call(
  agent: http.Agent,
  base: string,
  method: 'GET' | 'POST',
  pathname: string,
  options: { token?: string; body?: unknown; tag?: number } = {},
): Promise<{ outcome: Outcome; text: string }> {
  const { token, body, tag } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${pathname}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(tag === undefined ? {} : { [REQUEST_HEADER]: String(tag) }),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const port = upstreamPort(res.headers[UPSTREAM_HEADER]);
        if (tag !== undefined && port !== undefined) heardUpstream?.(tag, port);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ outcome: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        // A response cut half-way (its process died) is a reset too.
        res.on('error', () => resolve({ outcome: 'reset', text: '' }));
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => {
      resolve({ outcome: 'timeout', text: '' });
      request.destroy();
    });
    request.on('error', () => resolve({ outcome: 'reset', text: '' }));
    request.end(payload);
  });
}

const ok = (outcome: Outcome | undefined) => typeof outcome === 'number' && outcome < 400;
const lost = (outcome: Outcome | undefined) =>
  outcome === 'reset' || outcome === 'timeout' || (typeof outcome === 'number' && outcome >= 500);

/** Reads answered and their latencies, in slices of one second (see `compareThroughput`). */
interface Throughput {
  times: number[];
  failed: number;
  ms: number;
  /** CPU seconds the API processes used meanwhile. */
  cpu: number;
}

/**
 * Reads at a fixed concurrency for `ms` through `base`, added to `into`.
 * `GET /api/conversations` is a signed-in read (session check and two queries).
 */
async function readFor(base: string, list: User[], ms: number, into: Throughput) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: THROUGHPUT_CONCURRENCY });
  const started = performance.now();
  const end = started + ms;
  let turn = 0;
  await Promise.all(
    Array.from({ length: THROUGHPUT_CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const user = list[turn++ % list.length] as User;
        const t0 = performance.now();
        const { outcome } = await call(agent, base, 'GET', '/api/conversations', {
          token: user.token,
        });
        if (ok(outcome)) into.times.push(performance.now() - t0);
        else into.failed++;
      }
    }),
  );
  into.ms += performance.now() - started;
  agent.destroy();
}

/**
 * The same reads through a proxy in front of every process and through one in front of the
 * first alone, in alternating one-second slices, so that the other work on a shared machine
 * weighs on both sides alike.
 */
async function compareThroughput(
  allUrl: string,
  oneUrl: string,
  list: User[],
  seconds: number,
  apiCpu: () => number,
) {
  const all: Throughput = { times: [], failed: 0, ms: 0, cpu: 0 };
  const one: Throughput = { times: [], failed: 0, ms: 0, cpu: 0 };
  for (let slice = 0; slice < seconds; slice++) {
    const order =
      slice % 2 === 0
        ? ([
            [allUrl, all],
            [oneUrl, one],
          ] as const)
        : ([
            [oneUrl, one],
            [allUrl, all],
          ] as const);
    for (const [url, into] of order) {
      const cpu = apiCpu();
      await readFor(url, list, 1000, into);
      into.cpu += apiCpu() - cpu;
    }
  }
  return { all, one };
}
const perSecond = (t: Throughput) => t.times.length / (t.ms / 1000);
/** CPU the API processes used while the side was measured, in % of one core. */
const cpuShare = (t: Throughput) => `API CPU ${((t.cpu / (t.ms / 1000)) * 100).toFixed(0)}%`;

/** One repetition: fresh processes and users, the load, the kill, the drain, the audit. */
async function scenario(
  repetition: number,
  scratchUrl: string,
  dataDir: string,
  database: () => Promise<DatabaseHandle>,
  track: (cleanup: () => Promise<void>) => void,
) {
  console.log(`Run ${repetition} of ${settings.repeat}`);
  const startStarted = performance.now();
  // The first process migrates (an empty database on the first run); the others then start
  // together on a database that is ready.
  const first = startServer(scratchUrl, dataDir);
  const servers = [first];
  const ports = [await first.ready];
  const db = await database();
  const list = await seedUsers(db, repetition);
  const users = new Map(list.map((u) => [u.id, u]));
  const others = Array.from({ length: settings.processes - 1 }, () =>
    startServer(scratchUrl, dataDir),
  );
  servers.push(...others);
  ports.push(...(await Promise.all(others.map((s) => s.ready))));
  const requests: LoadRequest[] = [];
  const proxy = await startFront(ports, (req, backend) => {
    const request = requests[Number(req.headers[REQUEST_HEADER])];
    if (request) request.backend = backend;
  });
  heardUpstream = (tag, port) => {
    const request = requests[tag];
    if (request && ports.includes(port)) request.backend = ports.indexOf(port);
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  track(async () => {
    for (const user of list) user.socket?.disconnect();
    await proxy.close();
    agent.destroy();
    await Promise.all(servers.map((s) => stopServer(s.child).catch(() => undefined)));
  });
  console.log(
    `  ${settings.processes} processes ready and ${settings.users} users seeded in ` +
      `${seconds(performance.now() - startStarted)}; proxy ${proxy.url} → ports ${ports.join(', ')}`,
  );

  // Messages by text: a socket event or a catch-up read names a message by its text.
  const messages = new Map<string, Message>();
  const prefix = `cluster ${repetition}.`;
  const phase = { killAt: Number.POSITIVE_INFINITY };
  const catchUps = { reads: 0, failed: 0 };
  const disconnects = { beforeKill: 0, afterKill: 0 };
  const connectErrors = new Map<string, number>();

  /** As the shell after a reconnect: re-read the conversation's newest page (chatQueries.ts). */
  async function catchUp(user: User) {
    user.catchingUp++;
    const query = `conversationId=${user.conversationId}&perPage=${CHAT_PAGE_SIZE}`;
    // TanStack Query retries a failed read three times; so does this.
    for (let attempt = 0; attempt < 4; attempt++) {
      catchUps.reads++;
      const answer = await call(agent, proxy.url, 'GET', `/api/conversation?${query}`, {
        token: user.token,
      });
      if (answer.outcome === 200) {
        const at = performance.now();
        if (user.lostAt !== undefined) user.readBeforeRoom ??= user.reconnectMs === undefined;
        for (const m of CatchUpPage.parse(JSON.parse(answer.text)).messages) {
          const message = messages.get(m.message);
          if (message && message.receiverId === user.id) message.caughtUpAt ??= at;
        }
        break;
      }
      catchUps.failed++;
      await sleep(1000);
    }
    user.catchingUp--;
  }

  /** CPU seconds each API process has used so far (null once it is gone, or without /proc). */
  const serverCpu = () => servers.map((server) => cpuSeconds(server.child.pid));
  /** CPU seconds the API processes used between two readings. */
  const cpuUsed = (from: (number | null)[], to: (number | null)[]) =>
    to.reduce<number>((sum, t, i) => sum + ((t ?? Number.NaN) - (from[i] ?? Number.NaN)), 0);
  const cpuBeforeConnect = serverCpu();

  // Sockets as packages/realtime opens them: websocket, unlimited reconnection, 10 s time-out.
  // forceNew: one connection per user (the client would otherwise share one per origin).
  const connectStarted = performance.now();
  await inBatches(list, CONNECT_CONCURRENCY, async (user) => {
    const socket: Client = connect(proxy.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      timeout: 10_000,
      auth: { token: user.token },
      forceNew: true,
    });
    user.socket = socket;
    socket.on('create-message', (payload: CreateMessage) => {
      if (payload.receiverId !== user.id) return;
      const message = messages.get(payload.message.message);
      if (message) message.liveAt ??= performance.now();
    });
    socket.on('disconnect', () => {
      const at = performance.now();
      if (at < phase.killAt) disconnects.beforeKill++;
      else {
        disconnects.afterKill++;
        user.lostAt ??= at;
      }
    });
    socket.on('connect', () => {
      if (user.lostAt === undefined || user.reconnectMs !== undefined) return;
      user.reconnectMs = performance.now() - user.lostAt;
      user.sinceKillMs = performance.now() - phase.killAt;
    });
    socket.io.on('reconnect_attempt', () => {
      user.attempts++;
      if (user.lostAt !== undefined) user.backOffMs ??= performance.now() - user.lostAt;
    });
    socket.on('connect_error', (error) => {
      connectErrors.set(error.message, (connectErrors.get(error.message) ?? 0) + 1);
    });
    // packages/realtime calls onReconnect on the manager's `reconnect`; the shell re-reads then.
    socket.io.on('reconnect', () => {
      if (user.lostAt !== undefined) user.openMs ??= performance.now() - user.lostAt;
      void catchUp(user);
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  });
  console.log(
    `  ${list.length} sockets connected through the proxy in ${seconds(performance.now() - connectStarted)} ` +
      `(${CONNECT_CONCURRENCY} at a time; API CPU ${ms((cpuUsed(cpuBeforeConnect, serverCpu()) * 1000) / list.length)} a socket); ` +
      `per process: ${proxy.backends?.map((b) => b.tunnels.size).join(', ') ?? 'not counted by nginx'}`,
  );
  const cpuBeforeWarmUp = serverCpu();

  // Warm-up, not measured: one message and one read from every user (pools, plans, the JIT).
  const warmUp = new Map<string, number>();
  await inBatches(list, 32, async (user) => {
    for (const answer of [
      await call(agent, proxy.url, 'POST', '/api/send-message', {
        token: user.token,
        body: { conversationId: user.conversationId, message: `warm-up ${user.id}` },
      }),
      await call(agent, proxy.url, 'GET', '/api/conversations', { token: user.token }),
    ]) {
      warmUp.set(String(answer.outcome), (warmUp.get(String(answer.outcome)) ?? 0) + 1);
    }
  });
  console.log(
    `  warm-up answers: ${[...warmUp].map(([outcome, n]) => `${outcome}: ${n}`).join(', ')} ` +
      `(API CPU ${ms((cpuUsed(cpuBeforeWarmUp, serverCpu()) * 1000) / (list.length * 2))} a request)`,
  );

  // Throughput of the same reads with every process behind the proxy, then only the first.
  let throughput: { all: number; one: number } | undefined;
  if (settings.throughputSeconds > 0) {
    const single = await startFront([ports[0] as number]);
    const { all, one } = await compareThroughput(
      proxy.url,
      single.url,
      list,
      settings.throughputSeconds,
      () => serverCpu().reduce<number>((sum, cpu) => sum + (cpu ?? 0), 0),
    );
    await single.close();
    throughput = { all: perSecond(all), one: perSecond(one) };
    console.log(
      `  reads (GET /api/conversations, ${THROUGHPUT_CONCURRENCY} at a time, ` +
        `${settings.throughputSeconds} alternating one-second slices each):`,
    );
    console.log(
      `    ${settings.processes} processes: ${throughput.all.toFixed(0)}/s, ${summary(all.times)}, failed ${all.failed}, ${cpuShare(all)}`,
    );
    console.log(
      `    1 process (same proxy): ${throughput.one.toFixed(0)}/s, ${summary(one.times)}, ` +
        `failed ${one.failed}, ${cpuShare(one)} → ${(throughput.all / throughput.one).toFixed(2)}×`,
    );
  }

  // The load: an open schedule at `rate`, half sends between the pairs, half reads. By default
  // the rate is half what the cluster was just measured to serve: on a shared machine a fixed
  // rate may saturate it before the kill, and then the figures measure the queue, not the kill.
  const rate =
    settings.rate ?? (throughput ? Math.max(10, Math.round(throughput.all / 2)) : AUTO_RATE);
  const pending = new Set<Promise<void>>();
  let order: User[] = [];
  const nextSender = () => {
    if (order.length === 0) order = shuffled(list);
    return order.pop() as User;
  };
  function issue(n: number): Promise<void> {
    const user = nextSender();
    const kind = n % 2 === 0 ? 'send-message' : n % 4 === 1 ? 'professions' : 'conversations';
    const request: LoadRequest = { kind, startedAt: performance.now() };
    requests.push(request);
    let answer: Promise<{ outcome: Outcome }>;
    if (kind === 'send-message') {
      const text = `${prefix}${n}`;
      messages.set(text, { request, receiverId: user.otherId });
      answer = call(agent, proxy.url, 'POST', '/api/send-message', {
        token: user.token,
        body: { conversationId: user.conversationId, message: text },
        tag: n,
      });
    } else if (kind === 'professions') {
      answer = call(agent, proxy.url, 'GET', '/api/professions', { tag: n });
    } else {
      answer = call(agent, proxy.url, 'GET', '/api/conversations', { token: user.token, tag: n });
    }
    return answer.then(({ outcome }) => {
      request.outcome = outcome;
      request.endedAt = performance.now();
    });
  }
  const victim = servers[VICTIM] as (typeof servers)[number];
  const windowMs = (settings.beforeSeconds + settings.afterSeconds) * 1000;
  let onVictim = 0;
  console.log(
    `  load: ${rate} requests/s${settings.rate === null ? ' (auto: half the reads/s above)' : ''} through the proxy (half send-message, a quarter each ` +
      `GET /api/professions and GET /api/conversations); process ${VICTIM + 1} killed at ` +
      `${settings.beforeSeconds} s, load until ${settings.beforeSeconds + settings.afterSeconds} s`,
  );
  // CPU of the API processes (and of this client with its proxy) before and after the kill.
  const cpuAtStart = serverCpu();
  let cpuAtKill = cpuAtStart;
  const clientCpuAtStart = process.cpuUsage();
  const started = performance.now();
  let issued = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      if (elapsed >= settings.beforeSeconds * 1000 && phase.killAt === Number.POSITIVE_INFINITY) {
        onVictim = proxy.backends?.[VICTIM]?.tunnels.size ?? Number.NaN;
        cpuAtKill = serverCpu();
        phase.killAt = performance.now();
        victim.child.kill('SIGKILL');
      }
      const due = Math.floor((Math.min(elapsed, windowMs) * rate) / 1000);
      while (issued < due && pending.size < IN_FLIGHT) {
        const p = issue(issued++);
        pending.add(p);
        void p.then(() => pending.delete(p));
      }
      if (elapsed >= windowMs) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  const answeredAt = performance.now();
  const cpuAtEnd = serverCpu().map((cpu, i) => cpu ?? cpuAtKill[i] ?? null);
  const clientCpu = process.cpuUsage(clientCpuAtStart);
  /** CPU used between two readings over `ms`, in % of one core (NaN without /proc). */
  const share = (from: (number | null)[], to: (number | null)[], ms: number) =>
    (cpuUsed(from, to) / (ms / 1000)) * 100;
  const cpu = {
    before: share(cpuAtStart, cpuAtKill, phase.killAt - started),
    after: share(cpuAtKill, cpuAtEnd, answeredAt - phase.killAt),
    client: ((clientCpu.user + clientCpu.system) / 1e6 / ((answeredAt - started) / 1000)) * 100,
  };

  // Drain: every socket back, its catch-up read done, every accepted message somewhere.
  const accepted = [...messages.values()].filter((m) => m.request.outcome === 200);
  const settled = () =>
    list.every((u) => u.socket?.connected && u.catchingUp === 0) &&
    accepted.every((m) => m.liveAt !== undefined || m.caughtUpAt !== undefined);
  while (!settled() && performance.now() - answeredAt < settings.drainSeconds * 1000) {
    await sleep(50);
  }

  // What the database holds: a send that failed for its client may have been done anyway.
  const committed = new Set<string>();
  const chat = messageRepository((await database()).db);
  for (const user of list.filter((_, i) => i % 2 === 0)) {
    for (const row of await chat.messagesNewestFirst(user.conversationId, undefined, 10_000)) {
      if (row.body.startsWith(prefix)) committed.add(row.body);
    }
  }

  report({
    requests,
    messages,
    committed,
    list,
    users,
    killAt: phase.killAt,
    started,
    onVictim,
    disconnects,
    connectErrors,
    catchUps,
    proxyStats: proxy.stats ?? null,
    throughput,
    cpu,
  });
}

function report(run: {
  requests: LoadRequest[];
  messages: Map<string, Message>;
  committed: Set<string>;
  list: User[];
  users: Map<string, User>;
  killAt: number;
  started: number;
  onVictim: number;
  disconnects: { beforeKill: number; afterKill: number };
  connectErrors: Map<string, number>;
  catchUps: { reads: number; failed: number };
  /** The small proxy's own counts (null behind nginx, which keeps none). */
  proxyStats: { retried: number; refused: number; badGateway: number } | null;
  throughput: { all: number; one: number } | undefined;
  cpu: { before: number; after: number; client: number };
}) {
  const { requests, killAt } = run;
  // Three groups: done before the kill, open when it came (started before, ended after), and
  // started after it. The second and third are what the kill can cost.
  const ended = (r: LoadRequest) => r.endedAt ?? Number.POSITIVE_INFINITY;
  const before = requests.filter((r) => ended(r) < killAt);
  const open = requests.filter((r) => r.startedAt < killAt && ended(r) >= killAt);
  const after = requests.filter((r) => r.startedAt >= killAt);
  const idempotent = (r: LoadRequest) => r.kind !== 'send-message';
  const outcomes = (list: LoadRequest[]) => {
    const counts = new Map<string, number>();
    for (const r of list) counts.set(String(r.outcome), (counts.get(String(r.outcome)) ?? 0) + 1);
    return [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([outcome, n]) => `${outcome}: ${n}`)
      .join(', ');
  };
  const latency = (list: LoadRequest[]) =>
    list.filter((r) => ok(r.outcome)).map((r) => (r.endedAt ?? 0) - r.startedAt);
  const lostOf = (list: LoadRequest[]) => list.filter((r) => lost(r.outcome));
  /** The lost requests of a group by outcome and kind, with when they ended. */
  const lostDetail = (list: LoadRequest[]) => {
    const groups = new Map<string, number[]>();
    for (const r of lostOf(list)) {
      const where = r.backend === VICTIM ? 'on the killed process' : 'elsewhere';
      const key = `${r.kind} ${r.outcome} ${where}`;
      groups.set(key, [...(groups.get(key) ?? []), ended(r) - killAt]);
    }
    return [...groups]
      .map(([key, at]) => {
        const sorted = sortedOf(at);
        return `${key} ×${at.length} (ended ${(sorted[0] ?? 0).toFixed(0)}..${(sorted.at(-1) ?? 0).toFixed(0)} ms after the kill)`;
      })
      .join('; ');
  };
  const lostBefore = lostOf(before);
  const lostAfter = [...lostOf(open), ...lostOf(after)];
  const lostAfterIdempotent = lostAfter.filter(idempotent);
  const lostOnVictim = lostAfter.filter((r) => r.backend === VICTIM);

  console.log('  Results (requests: sent; answers; lost = status >= 500, reset or time-out)');
  for (const [name, list] of [
    [`done before the kill (${seconds(killAt - run.started)} in)`, before],
    ['open at the kill', open],
    ['started after the kill', after],
  ] as const) {
    const detail = lostDetail(list);
    console.log(
      `    ${name}: ${list.length}; ${outcomes(list) || 'none'}; lost ${lostOf(list).length}` +
        `${detail ? `: ${detail}` : ''}`,
    );
  }
  console.log(
    run.proxyStats
      ? `    proxy: ${run.proxyStats.refused} connections refused, ${run.proxyStats.retried} ` +
          `requests retried on another process, ${run.proxyStats.badGateway} answered 502 by the proxy`
      : '    balancer: nginx (its retries are not counted; lost requests above are what clients saw)',
  );
  // Second by second around the kill (by start time): where the losses and the wait fall.
  const buckets = new Map<number, LoadRequest[]>();
  for (const r of requests) {
    const second = Math.floor((r.startedAt - killAt) / 1000);
    buckets.set(second, [...(buckets.get(second) ?? []), r]);
  }
  console.log('    by second from the kill (started): requests, lost, latency p50 / p99');
  for (const [second, list] of [...buckets].sort(([a], [b]) => a - b)) {
    const sorted = sortedOf(latency(list));
    console.log(
      `      ${String(second).padStart(3)} s: ${String(list.length).padStart(4)}, ` +
        `${String(lostOf(list).length).padStart(3)}, ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`,
    );
  }
  const latencyBefore = latency(before);
  const latencyAfter = latency(after);
  console.log(`    latency before the kill: ${summary(latencyBefore)}`);
  console.log(`    latency after the kill:  ${summary(latencyAfter)}`);

  console.log(
    `    CPU (100% = one core): the API processes ${run.cpu.before.toFixed(0)}% before the kill, ` +
      `${run.cpu.after.toFixed(0)}% after; this client and its proxy ${run.cpu.client.toFixed(0)}%`,
  );

  const dropped = run.list.filter((u) => u.lostAt !== undefined);
  const back = dropped.filter((u) => u.reconnectMs !== undefined);
  const reconnectMs = back.map((u) => u.reconnectMs ?? 0);
  console.log(
    `    sockets on the killed process at the kill: ${Number.isNaN(run.onVictim) ? 'not counted by nginx' : run.onVictim}; dropped after the kill: ` +
      `${dropped.length} (other disconnects before it: ${run.disconnects.beforeKill}); ` +
      `reconnected ${back.length}, still away ${dropped.length - back.length}`,
  );
  console.log(`    reconnect, drop to connected: ${summary(reconnectMs)}`);
  console.log(
    `      of which the client's back-off (drop to first attempt): ` +
      `${summary(dropped.flatMap((u) => (u.backOffMs === undefined ? [] : [u.backOffMs])))}`,
  );
  console.log(
    `      drop to transport open (the websocket through the proxy): ` +
      `${summary(dropped.flatMap((u) => (u.openMs === undefined ? [] : [u.openMs])))}`,
  );
  console.log(
    `    catch-up reads answered before the socket was admitted again (back in its room): ` +
      `${dropped.filter((u) => u.readBeforeRoom).length} of ${dropped.length}`,
  );
  const attempts = new Map<number, number>();
  for (const u of dropped) attempts.set(u.attempts, (attempts.get(u.attempts) ?? 0) + 1);
  console.log(
    `    attempts per dropped socket: ${[...attempts]
      .sort(([a], [b]) => a - b)
      .map(([n, users]) => `${n}: ${users}`)
      .join(', ')}; ` +
      `connect errors: ${[...run.connectErrors].map(([m, n]) => `${m}: ${n}`).join(', ') || 'none'}`,
  );
  console.log(`    reconnect, kill to connected: ${summary(back.map((u) => u.sinceKillMs ?? 0))}`);

  const all = [...run.messages.values()];
  const accepted = all.filter((m) => m.request.outcome === 200);
  const live = accepted.filter((m) => m.liveAt !== undefined);
  const caughtUp = accepted.filter((m) => m.liveAt === undefined && m.caughtUpAt !== undefined);
  const never = accepted.filter((m) => m.liveAt === undefined && m.caughtUpAt === undefined);
  const failedSends = all.filter((m) => m.request.outcome !== 200);
  const textOf = new Map([...run.messages].map(([text, m]) => [m, text]));
  const doneAnyway = failedSends.filter((m) => run.committed.has(textOf.get(m) ?? ''));
  const acceptedMissing = accepted.filter((m) => !run.committed.has(textOf.get(m) ?? ''));
  const neverOnDropped = never.filter((m) => run.users.get(m.receiverId)?.lostAt !== undefined);
  console.log(
    `    messages answered 200: ${accepted.length}; delivered live ${live.length}; missed live ` +
      `and read after the reconnect ${caughtUp.length}; never delivered ${never.length} ` +
      `(${neverOnDropped.length} to a receiver that was dropped)`,
  );
  console.log(
    `    catch-up reads ${run.catchUps.reads} (${run.catchUps.failed} failed, retried); ` +
      `sends not answered 200: ${failedSends.length}, of them in the database anyway ` +
      `${doneAnyway.length} (delivered live ${doneAnyway.filter((m) => m.liveAt !== undefined).length}, ` +
      `read after a reconnect ${doneAnyway.filter((m) => m.liveAt === undefined && m.caughtUpAt !== undefined).length}); ` +
      `answered 200 but not in the database ${acceptedMissing.length}`,
  );

  bench('requests lost before kill', 'requests', lostBefore.length, 'lower', '0');
  bench(
    'requests lost after kill',
    'requests',
    lostAfter.length,
    'lower',
    '0 for idempotent; report',
  );
  bench('requests lost on the killed process', 'requests', lostOnVictim.length, 'lower', 'report');
  bench(
    'idempotent requests lost after kill',
    'requests',
    lostAfterIdempotent.length,
    'lower',
    '0',
  );
  bench(
    'request p99 before kill',
    'ms',
    percentile(sortedOf(latencyBefore), 99),
    'lower',
    'report',
  );
  bench('request p99 after kill', 'ms', percentile(sortedOf(latencyAfter), 99), 'lower', 'report');
  bench(
    'sockets reconnected after kill',
    '%',
    dropped.length === 0 ? Number.NaN : (back.length / dropped.length) * 100,
    'higher',
    '100',
  );
  bench('reconnect p50', 'ms', percentile(sortedOf(reconnectMs), 50), 'lower', 'report');
  bench('reconnect p99', 'ms', percentile(sortedOf(reconnectMs), 99), 'lower', 'report');
  bench(
    'messages missed live, read after reconnect',
    'messages',
    caughtUp.length,
    'lower',
    'report',
  );
  bench('messages answered 200 never delivered', 'messages', never.length, 'lower', '0');
  bench('sends failed but done', 'messages', doneAnyway.length, 'lower', 'report');
  if (run.throughput) {
    bench(
      `reads/s, ${settings.processes} processes`,
      'requests/s',
      run.throughput.all,
      'higher',
      'report',
    );
    bench('reads/s, 1 process', 'requests/s', run.throughput.one, 'higher', 'report');
  }
}

if (!serverUrl || !redisUrl) {
  console.log('skipped: set DATABASE_URL and REDIS_URL');
} else if (!existsSync(serverScript)) {
  console.error(`Build first (pnpm build): ${serverScript} is missing`);
  process.exitCode = 1;
} else {
  const scratch = await createScratchDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quoteway-bench-cluster-'));
  let database: DatabaseHandle | undefined;
  let stopRun: (() => Promise<void>) | undefined;
  let cleaning: Promise<void> | undefined;
  // However the run ends (finished, failed or interrupted): sockets, proxy, servers, database.
  const cleanup = () => {
    cleaning ??= (async () => {
      await stopRun?.().catch(() => undefined);
      for (const child of children) child.kill('SIGKILL');
      await database?.close().catch(() => undefined);
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  cleanupOnInterrupt(cleanup);
  // A child never outlives this process, even on process.exit.
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  try {
    console.log(
      `Cluster on PostgreSQL + Redis: ${settings.processes} built API processes behind a ` +
        `round-robin proxy, ${settings.users} sockets, one process killed mid-run`,
    );
    console.log(
      `  machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]?.toFixed(1)} at start; ` +
        'servers, PostgreSQL, Redis and this client (with the proxy) share them',
    );
    // Opened once the first process has migrated the database.
    const open = async () => {
      if (!database) {
        database = await openDatabase({ url: scratch.url, poolSize: 4 });
        await seedReferenceData(database.db, []);
      }
      return database;
    };
    for (let repetition = 1; repetition <= settings.repeat; repetition++) {
      await scenario(repetition, scratch.url, dataDir, open, (stop) => {
        stopRun = stop;
      });
      await stopRun?.();
      stopRun = undefined;
    }
  } finally {
    await cleanup();
  }
}
