// Realtime chat benchmark (printed, never asserted): one built API process (dist/server.js) on a
// scratch PostgreSQL database, 1,000 users in 500 customer-business conversations, one
// socket.io client per user (websocket transport), then messages at a fixed rate through
// `POST /api/send-message` between random pairs. Beside it, in the same run and driven by the
// same clients at the same rate, the reference: a bare socket.io relay
// (scripts/bench-chat-relay.ts: on a client event it emits to the receiver's room; no HTTP, no
// database). Prints, for each, the achieved rate, the HTTP latency (the API), the delivery
// latency (just before the send until the receiver's socket gets `create-message`, on the
// clock of the client process that holds both users), the messages lost (accepted but never
// delivered within the drain time) and the server's CPU; then the API's ratios to the relay.
//   DATABASE_URL=postgres://... npx tsx scripts/bench-chat.ts   (after `pnpm build`)
// It runs on one process with the in-memory adapter and, with REDIS_URL set, again with the
// socket.io Redis adapter (API and relay both), as a multi-process deployment does.
// Options: --users (even), --rate (messages/s), --seconds, --in-flight (most HTTP sends open at
// once, over all client processes), --drain (seconds to wait for late deliveries), --clients
// (client processes; the sockets and the rate are split between them), --repeat (runs of each
// setting; relay and API take turns going first), --modes (memory,redis), --profile=<dir>
// (V8 CPU profiles of the API, the relay and the client processes), --api=<server.js> (another
// build of the API, to compare builds under the same harness), --api-flags="<node flags>" (for
// the API process, to measure a tuning; by default it runs as `npm start` runs it). The
// database is dropped at the end.
//
// Each repetition prints machine-readable lines besides the human ones:
//   BENCH {"section":"chat","measure":...,"unit":...,"value":...,"reference":...,
//          "referenceValue":...,"ratio":...,"target":...,"better":"lower"|"higher"}
//
// Chat allows each user 30 messages a minute (modules/chat/service.ts): senders take turns
// through a shuffled list of their process's users, so each sends rate × seconds / users
// messages in a run (15 at the defaults), plus one warm-up; the budgets are cleared between
// runs. Refusals (429) are counted apart, as not sent rather than lost.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { apiRoot } from '../src/paths';
import { createScratchDatabase } from '../test/scratchDatabase';
import { cpuSeconds, databaseCpu, schedSeconds } from './lib/processCpu';
import type {
  BenchUser,
  ClientCommand,
  ClientReport,
  RunReport,
  Target,
} from './bench-chat-clients';
import { benchServerEnv, seedChatPairs } from './lib/chatBench';
import { cleanupOnInterrupt } from './lib/runs';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '30' },
    'in-flight': { type: 'string', default: '256' },
    drain: { type: 'string', default: '10' },
    clients: { type: 'string', default: '2' },
    repeat: { type: 'string', default: '1' },
    modes: { type: 'string', default: process.env.REDIS_URL ? 'memory,redis' : 'memory' },
    profile: { type: 'string' },
    api: { type: 'string' },
    'api-flags': { type: 'string' },
  },
});
const count = (
  name: 'users' | 'rate' | 'seconds' | 'in-flight' | 'drain' | 'clients' | 'repeat',
) => {
  const n = Number(options[name]);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const settings = {
  users: count('users'),
  rate: count('rate'),
  seconds: count('seconds'),
  inFlight: count('in-flight'),
  drainSeconds: count('drain'),
  clients: count('clients'),
  repeat: count('repeat'),
};
if (settings.users % 2 !== 0) throw new Error('--users must be even (customer-business pairs)');
if (settings.users / 2 < settings.clients) throw new Error('--clients: more than conversations');
type Mode = 'memory' | 'redis';
const modes = (options.modes ?? '')
  .split(',')
  .filter((m): m is Mode => m === 'memory' || m === 'redis');
if (modes.includes('redis') && !process.env.REDIS_URL)
  throw new Error('--modes=redis needs REDIS_URL');
const modeLabel: Record<Mode, string> = { memory: 'one process', redis: 'via Redis' };
/** Node flags for the API process (e.g. --max-semi-space-size=64), to measure a tuning. */
const apiFlags = (options['api-flags'] ?? '').split(' ').filter(Boolean);
const profileDir = options.profile ? path.resolve(options.profile) : undefined;
const profileArgs = (name: string) =>
  profileDir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${profileDir}`,
        `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`,
      ]
    : [];

/** The chat's own limit per user and minute (modules/chat/service.ts). */
const CHAT_SENDS_PER_MINUTE = 30;
/** Sockets opening at once while connecting, over all client processes. */
const CONNECT_CONCURRENCY = 50;
/** Warm-up sends open at once, over all client processes. */
const WARM_UP_CONCURRENCY = 64;
/** The pool of the API process (db/client.ts), for reading the connection samples. */
const SERVER_POOL_SIZE = 10;

const serverUrl = process.env.DATABASE_URL;
const serverScript = options.api
  ? path.resolve(options.api)
  : path.join(apiRoot(), 'dist/server.js');
const here = path.dirname(fileURLToPath(import.meta.url));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (t: number) => `${t.toFixed(1)} ms`;
const seconds = (t: number) => `${(t / 1000).toFixed(1)} s`;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
function summary(times: number[]) {
  if (times.length === 0) return 'none';
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (n=${sorted.length})`;
}

/** Resolves once the child process exits (at once if it has). */
function exited(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess) {
  const done = exited(child);
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  child.kill('SIGTERM');
  await done;
  clearTimeout(force);
}

/** The built API on the scratch database; resolves with its address once it answers. */
async function startServer(databaseUrl: string, dataDir: string, mode: Mode) {
  const env = benchServerEnv(databaseUrl, dataDir);
  if (mode === 'memory') delete env.REDIS_URL;
  const child = spawn(process.execPath, [...profileArgs('api'), ...apiFlags, serverScript], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/[^/\s]+)/.exec(out);
      if (!match?.[1]) return;
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  const res = await fetch(`${url}/api/readyz`);
  if (!res.ok) throw new Error(`readyz answered ${res.status}`);
  return { child, url };
}

/** The bare relay (scripts/bench-chat-relay.ts) in its own process. */
async function startRelay(mode: Mode) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (mode === 'memory') delete env.REDIS_URL;
  const child = fork(path.join(here, 'bench-chat-relay.ts'), [], {
    env,
    execArgv: [...process.execArgv, ...profileArgs('relay')],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The client processes (scripts/bench-chat-clients.ts), each asked one step at a time. */
function startClients(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const child = fork(path.join(here, 'bench-chat-clients.ts'), [], {
      execArgv: [...process.execArgv, ...profileArgs(`clients${i}`)],
    });
    return {
      child,
      ask<S extends ClientCommand['step']>(command: Extract<ClientCommand, { step: S }>) {
        return new Promise<Extract<ClientReport, { step: S }>>((resolve, reject) => {
          const onExit = (code: number | null) => reject(new Error(`client exited with ${code}`));
          child.once('exit', onExit);
          child.once('message', (report: ClientReport) => {
            child.off('exit', onExit);
            if (report.step === 'error') reject(new Error(`client: ${report.message}`));
            else resolve(report as Extract<ClientReport, { step: S }>);
          });
          child.send(command);
        });
      },
    };
  });
}
type Clients = ReturnType<typeof startClients>;

/** Samples the API's connections to the bench database (pg_stat_activity) every 200 ms. */
function sampleConnections(admin: pg.Client, database: string) {
  const samples: { active: number; total: number; waits: Map<string, number> }[] = [];
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const { rows } = await admin.query<{ state: string | null; wait: string | null }>(
        `SELECT state, wait_event_type || ':' || wait_event AS wait FROM pg_stat_activity
         WHERE datname = $1 AND backend_type = 'client backend'`,
        [database],
      );
      const waits = new Map<string, number>();
      for (const r of rows) {
        if (r.state === 'active' && r.wait) waits.set(r.wait, (waits.get(r.wait) ?? 0) + 1);
      }
      samples.push({
        active: rows.filter((r) => r.state !== 'idle').length,
        total: rows.length,
        waits,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    stopped = true;
    await sampling;
    const n = Math.max(1, samples.length);
    const mean = (f: (s: (typeof samples)[number]) => number) =>
      samples.reduce((sum, s) => sum + f(s), 0) / n;
    const waits = new Map<string, number>();
    for (const s of samples) for (const [w, k] of s.waits) waits.set(w, (waits.get(w) ?? 0) + k);
    const topWaits = [...waits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([w, k]) => `${w} ${(k / n).toFixed(1)}`)
      .join(', ');
    const saturated = samples.filter((s) => s.active >= SERVER_POOL_SIZE).length / n;
    return (
      `busy (active or in a transaction) mean ${mean((s) => s.active).toFixed(1)} of ` +
      `${mean((s) => s.total).toFixed(1)} open (pool ${SERVER_POOL_SIZE}), all busy in ` +
      `${(saturated * 100).toFixed(0)}% of samples; waiting: ${topWaits || 'none'}`
    );
  };
}

interface PhaseResult {
  target: Target;
  connectMs: number[];
  warmUp: Record<string, number>;
  reports: RunReport[];
  serverCpuS: number;
  /** Seconds the server's event loop was ready to run but waited for a CPU. */
  serverWaitS: number;
  /** The same, summed over the client processes. */
  clientsWaitS: number;
  databaseCpuS: number | null;
  redisCpuS: number | null;
  connections: string | null;
}

interface Context {
  clients: Clients;
  slices: BenchUser[][];
  database: DatabaseHandle;
  admin: pg.Client;
  databaseName: string;
  redis: Redis | null;
}

/** PostgreSQL's pids serving the bench database. */

/** Connect, warm up and run one target with every client process; closes its sockets. */
async function phase(
  context: Context,
  target: Target,
  server: { child: ChildProcess; url: string },
): Promise<PhaseResult> {
  const { clients, slices } = context;
  if (target === 'chat') {
    // Fresh send budgets: the previous run's sends must not count against this one.
    await context.database.db.execute(sql`DELETE FROM auth_failures WHERE key LIKE 'chat-send:%'`);
  }
  const share = (n: number) => Math.max(1, Math.round(n / clients.length));
  const connected = await Promise.all(
    clients.map((c, i) =>
      c.ask({
        step: 'connect',
        target,
        url: server.url,
        users: slices[i] ?? [],
        concurrency: share(CONNECT_CONCURRENCY),
        inFlight: share(settings.inFlight),
      }),
    ),
  );
  const warmUps = await Promise.all(
    clients.map((c) => c.ask({ step: 'warm-up', concurrency: share(WARM_UP_CONCURRENCY) })),
  );
  const warmUp: Record<string, number> = {};
  for (const w of warmUps) {
    for (const [k, v] of Object.entries(w.statuses)) warmUp[k] = (warmUp[k] ?? 0) + v;
  }

  const startAt = Date.now() + 300;
  const pid = server.child.pid ?? 0;
  const redisPid = context.redis
    ? Number(/process_id:(\d+)/.exec(await context.redis.info('server'))?.[1] ?? 0)
    : 0;
  const stopSampling =
    target === 'chat' ? sampleConnections(context.admin, context.databaseName) : null;
  const runs = Promise.all(
    clients.map((c, i) =>
      c.ask({
        step: 'run',
        startAt,
        rate: (settings.rate * (slices[i]?.length ?? 0)) / settings.users,
        seconds: settings.seconds,
        drainMs: settings.drainSeconds * 1000,
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const server0 = cpuSeconds(pid) ?? 0;
  const clientPids = clients.map((c) => c.child.pid ?? 0);
  const sched0 = [pid, ...clientPids].map(schedSeconds);
  const databaseCpuOf =
    target === 'chat' ? await databaseCpu(context.admin, context.databaseName) : null;
  const redis0 = redisPid ? cpuSeconds(redisPid) : null;
  const reports = (await runs).map((r) => r.report);
  const serverCpuS = (cpuSeconds(pid) ?? 0) - server0;
  const waited = [pid, ...clientPids].map((p, i) => {
    const before = sched0[i];
    const after = schedSeconds(p);
    return before && after ? after.waiting - before.waiting : Number.NaN;
  });
  const databaseCpuS = databaseCpuOf ? await databaseCpuOf() : null;
  const redis1 = redisPid ? cpuSeconds(redisPid) : null;
  const connections = stopSampling ? await stopSampling() : null;
  await Promise.all(clients.map((c) => c.ask({ step: 'close' })));
  return {
    target,
    connectMs: connected.flatMap((c) => c.connectMs),
    warmUp,
    reports,
    serverCpuS,
    serverWaitS: waited[0] ?? Number.NaN,
    clientsWaitS: waited.slice(1).reduce((a, b) => a + b, 0),
    databaseCpuS,
    redisCpuS: redis0 !== null && redis1 !== null ? redis1 - redis0 : null,
    connections,
  };
}

/** The figures of one phase, over every client process. */
function figures(result: PhaseResult) {
  const { reports } = result;
  const sum = (f: (r: RunReport) => number) => reports.reduce((s, r) => s + f(r), 0);
  const deliveryMs = reports.flatMap((r) => r.deliveryMs).sort((a, b) => a - b);
  const httpMs = reports.flatMap((r) => r.httpMs);
  const statuses: Record<string, number> = {};
  for (const r of reports) {
    for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  }
  const lastDeliveryMs = Math.max(...reports.map((r) => r.lastDeliveryMs));
  // The slowest seconds of the run (by the p99 of the messages sent in them): a backlog or a
  // stall shows where it happened.
  const bySecond = new Map<number, number[]>();
  for (const r of reports) {
    r.sentAtMs.forEach((at, i) => {
      const second = Math.floor(at / 1000);
      const list = bySecond.get(second) ?? [];
      list.push(r.deliveryMs[i] ?? 0);
      bySecond.set(second, list);
    });
  }
  const slowestSeconds = [...bySecond]
    .map(
      ([second, times]) =>
        [
          second,
          percentile(
            times.sort((a, b) => a - b),
            99,
          ),
        ] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4);
  const lastIssuedMs = Math.max(...reports.map((r) => r.lastIssuedMs));
  const delivered = deliveryMs.length;
  return {
    issued: sum((r) => r.issued),
    statuses,
    delivered,
    // Messages delivered per second, from the first send to the last delivery.
    achieved: lastDeliveryMs > 0 ? delivered / (lastDeliveryMs / 1000) : 0,
    issuedRate: lastIssuedMs > 0 ? sum((r) => r.issued) / (lastIssuedMs / 1000) : 0,
    lastDeliveryMs,
    lastAnswerMs: Math.max(...reports.map((r) => r.lastAnswerMs)),
    deliveryP50: percentile(deliveryMs, 50),
    deliveryP99: percentile(deliveryMs, 99),
    deliveryMs,
    slowestSeconds,
    httpMs,
    lost: sum((r) => r.lost),
    duplicates: sum((r) => r.duplicates),
    misrouted: sum((r) => r.misrouted),
    unknown: sum((r) => r.unknown),
    disconnects: sum((r) => r.disconnects),
    clientCpuS: sum((r) => r.cpuMs) / 1000,
    loopP99: Math.max(...reports.map((r) => r.loopDelayP99Ms)),
    loopMax: Math.max(...reports.map((r) => r.loopDelayMaxMs)),
    serverCpuS: result.serverCpuS,
  };
}
type Figures = ReturnType<typeof figures>;

function printPhase(label: string, result: PhaseResult, f: Figures) {
  const core = (s: number) => `${((s / (f.lastDeliveryMs / 1000)) * 100).toFixed(0)}% of a core`;
  const perMessage = (s: number) =>
    `${((s * 1000) / Math.max(1, f.delivered)).toFixed(2)} ms a message`;
  const statuses = Object.entries(f.statuses)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const warmUp = Object.entries(result.warmUp)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  console.log(`  ${label}`);
  console.log(
    `    ${result.connectMs.length} sockets connected (connect ${summary(result.connectMs)}); warm-up answers ${warmUp}`,
  );
  console.log(
    `    achieved ${f.achieved.toFixed(1)} messages/s delivered (${f.delivered} of ${f.issued} sent, ` +
      `last delivery at ${seconds(f.lastDeliveryMs)}; sends issued at ${f.issuedRate.toFixed(1)}/s); answers ${statuses}`,
  );
  if (f.httpMs.length > 0) console.log(`    HTTP send-message (200s): ${summary(f.httpMs)}`);
  console.log(`    delivery to the receiver's socket: ${summary(f.deliveryMs)}`);
  console.log(
    `    slowest seconds (delivery p99 of the messages sent in them): ${f.slowestSeconds
      .map(([second, p99]) => `${second}-${second + 1} s ${ms(p99)}`)
      .join(', ')}`,
  );
  console.log(
    `    lost ${f.lost} (accepted, not delivered within ${settings.drainSeconds} s); duplicates ` +
      `${f.duplicates}, misrouted ${f.misrouted}, unknown ${f.unknown}, socket disconnects ${f.disconnects}`,
  );
  console.log(
    `    CPU: server ${f.serverCpuS.toFixed(1)} s (${core(f.serverCpuS)}, ${perMessage(f.serverCpuS)})` +
      (result.databaseCpuS !== null
        ? `, PostgreSQL backends ${result.databaseCpuS.toFixed(1)} s (${perMessage(result.databaseCpuS)})`
        : '') +
      (result.redisCpuS !== null ? `, Redis ${result.redisCpuS.toFixed(1)} s` : '') +
      `, clients ${f.clientCpuS.toFixed(1)} s (${core(f.clientCpuS)}); client event-loop delay ` +
      `p99 ${ms(f.loopP99)}, max ${ms(f.loopMax)}`,
  );
  console.log(
    `    waiting for a CPU (ready to run, run queue): server's event loop ${result.serverWaitS.toFixed(1)} s ` +
      `(${((result.serverWaitS / (f.lastDeliveryMs / 1000)) * 100).toFixed(0)}% of the run), clients ` +
      `${result.clientsWaitS.toFixed(1)} s`,
  );
  if (result.connections) console.log(`    API's database connections: ${result.connections}`);
}

/** One machine-readable line (see the header). */
function bench(line: {
  measure: string;
  unit: string;
  value: number;
  reference: string;
  referenceValue: number;
  target: string;
  better: 'lower' | 'higher';
}) {
  const { measure, unit, value, reference, referenceValue, target, better } = line;
  const ratio = referenceValue === 0 ? null : round(value / referenceValue, 2);
  const fields = { measure, unit, value, reference, referenceValue, ratio, target, better };
  console.log(`BENCH ${JSON.stringify({ section: 'chat', ...fields })}`);
}

function printComparison(mode: Mode, chat: Figures, relay: Figures) {
  const where = modeLabel[mode];
  const x = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);
  console.log(
    `  ${where}: the API achieved ${x(chat.achieved, settings.rate)} the rate asked and ` +
      `${x(chat.achieved, relay.achieved)} the relay's; delivery p99 ${x(chat.deliveryP99, relay.deliveryP99)} ` +
      `the relay's; server CPU ${x(chat.serverCpuS, relay.serverCpuS)} the relay's ` +
      `(per message delivered ${x(chat.serverCpuS / Math.max(1, chat.delivered), relay.serverCpuS / Math.max(1, relay.delivered))})`,
  );
  const relayName = 'bare socket.io relay';
  bench({
    measure: `achieved rate, ${where}`,
    unit: 'messages/s',
    value: round(chat.achieved),
    reference: 'rate asked',
    referenceValue: settings.rate,
    target: `>= ${settings.rate} messages/s`,
    better: 'higher',
  });
  bench({
    measure: `achieved rate vs relay, ${where}`,
    unit: 'messages/s',
    value: round(chat.achieved),
    reference: relayName,
    referenceValue: round(relay.achieved),
    target: `>= ${settings.rate} messages/s`,
    better: 'higher',
  });
  bench({
    measure: `delivery p50, ${where}`,
    unit: 'ms',
    value: round(chat.deliveryP50),
    reference: relayName,
    referenceValue: round(relay.deliveryP50),
    target: 'none',
    better: 'lower',
  });
  bench({
    measure: `delivery p99, ${where}`,
    unit: 'ms',
    value: round(chat.deliveryP99),
    reference: relayName,
    referenceValue: round(relay.deliveryP99),
    target: '<= 100 ms',
    better: 'lower',
  });
  bench({
    measure: `lost, ${where}`,
    unit: 'messages',
    value: chat.lost,
    reference: relayName,
    referenceValue: relay.lost,
    target: '0',
    better: 'lower',
  });
  bench({
    measure: `server CPU, ${where}`,
    unit: 'CPU s',
    value: round(chat.serverCpuS, 2),
    reference: relayName,
    referenceValue: round(relay.serverCpuS, 2),
    target: "<= 3x the relay's",
    better: 'lower',
  });
  // The same per message delivered: fair when the API falls short of the rate asked.
  const perMessage = (f: Figures) => (f.serverCpuS * 1000) / Math.max(1, f.delivered);
  bench({
    measure: `server CPU per message, ${where}`,
    unit: 'CPU ms',
    value: round(perMessage(chat), 3),
    reference: relayName,
    referenceValue: round(perMessage(relay), 3),
    target: "<= 3x the relay's",
    better: 'lower',
  });
}

if (!serverUrl) {
  console.log('skipped: set DATABASE_URL');
} else if (!existsSync(serverScript)) {
  console.error(`Build first (pnpm build): ${serverScript} is missing`);
  process.exitCode = 1;
} else {
  const scratch = await createScratchDatabase(serverUrl);
  const databaseName = new URL(scratch.url).pathname.slice(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quoteway-bench-chat-'));
  const admin = new pg.Client({ connectionString: serverUrl });
  const redis =
    modes.includes('redis') && process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  let database: DatabaseHandle | undefined;
  let clients: Clients = [];
  const servers: ChildProcess[] = [];
  let cleaning: Promise<void> | undefined;
  // However the run ends (finished, failed or interrupted): processes, database, folder.
  const cleanup = () => {
    cleaning ??= (async () => {
      // Closing the IPC channel ends a client process (and writes its profile, if asked).
      for (const c of clients) if (c.child.connected) c.child.disconnect();
      await Promise.all(servers.map((s) => stopChild(s).catch(() => undefined)));
      await Promise.all(
        clients.map((c) => {
          const force = setTimeout(() => c.child.kill('SIGKILL'), 10_000);
          return exited(c.child).finally(() => clearTimeout(force));
        }),
      );
      await database?.close().catch(() => undefined);
      await admin.end().catch(() => undefined);
      redis?.disconnect();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  cleanupOnInterrupt(cleanup);
  try {
    console.log(
      `Chat realtime on PostgreSQL: ${settings.users} users in ${settings.users / 2} conversations, ` +
        `${settings.rate} messages/s asked for ${settings.seconds} s, at most ${settings.inFlight} ` +
        `HTTP sends open, ${settings.clients} client processes; the reference is a bare socket.io ` +
        "relay (a client event emitted to the receiver's room) driven by the same clients",
    );
    console.log(
      `  machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]?.toFixed(1)} at start; ` +
        'the servers, PostgreSQL and the clients share them',
    );
    const seedStarted = performance.now();
    await admin.connect();
    database = await openDatabase({ url: scratch.url, poolSize: 4 });
    await database.migrate();
    const list = await seedChatPairs(database, settings.users, 'bench.chat');
    console.log(
      `  migrate + seed users, conversations and sessions: ${seconds(performance.now() - seedStarted)}`,
    );
    // Whole conversations per client process: a message's sender and receiver share a clock.
    const slices: BenchUser[][] = Array.from({ length: settings.clients }, () => []);
    for (let i = 0; i < list.length; i += 2) {
      slices[(i / 2) % settings.clients]?.push(list[i] as BenchUser, list[i + 1] as BenchUser);
    }
    clients = startClients(settings.clients);
    const context: Context = { clients, slices, database, admin, databaseName, redis };
    for (const mode of modes) {
      const api = await startServer(scratch.url, dataDir, mode);
      servers.push(api.child);
      const relay = await startRelay(mode);
      servers.push(relay.child);
      for (let rep = 1; rep <= settings.repeat; rep++) {
        console.log(
          `Run ${rep} of ${settings.repeat}, ${modeLabel[mode]} (socket.io ${mode === 'redis' ? 'Redis adapter' : 'in-memory adapter'})`,
        );
        // Take turns going first, so a drift in the machine's load does not favour one.
        const order: Target[] = rep % 2 === 1 ? ['relay', 'chat'] : ['chat', 'relay'];
        const results = new Map<Target, PhaseResult>();
        for (const target of order) {
          results.set(target, await phase(context, target, target === 'chat' ? api : relay));
        }
        const relayResult = results.get('relay') as PhaseResult;
        const chatResult = results.get('chat') as PhaseResult;
        const relayFigures = figures(relayResult);
        const chatFigures = figures(chatResult);
        printPhase('bare socket.io relay (reference)', relayResult, relayFigures);
        printPhase('chat API', chatResult, chatFigures);
        const most = Math.ceil((settings.rate * settings.seconds) / settings.users) + 1;
        console.log(
          `    (each user sends about ${most} messages a run with the warm-up; chat limit ${CHAT_SENDS_PER_MINUTE}/min)`,
        );
        printComparison(mode, chatFigures, relayFigures);
      }
      await stopChild(relay.child);
      await stopChild(api.child);
    }
  } finally {
    await cleanup();
  }
}
