// Realtime chat benchmark (printed, never asserted): one built API process (dist/server.js) on a
// scratch PostgreSQL database, 1,000 users in 500 customer-business conversations, one
// socket.io client per user (websocket transport), then messages at a fixed rate through
// `POST /api/send-message` between random pairs. Prints the achieved send rate, the HTTP
// latency, the delivery latency (just before the HTTP send until the receiver's socket gets
// `create-message`, on this process's clock) and the messages lost (answered 200 but never
// delivered to the receiver within the drain time).
//   DATABASE_URL=postgres://... npx tsx scripts/bench-chat.ts   (after `pnpm build`)
// Options: --users (even), --rate (messages/s), --seconds, --in-flight (most HTTP sends open at
// once), --drain (seconds to wait for late deliveries). With REDIS_URL set the server uses the
// socket.io Redis adapter (as a multi-process deployment does). The database is dropped at the
// end.
//
// Chat allows each user 30 messages a minute (modules/chat/service.ts): senders take turns
// through a shuffled list of every user, so each sends rate × seconds / users messages in the
// run (15 at the defaults). Refusals (429) are counted apart, as not sent rather than lost.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ServerToClientEvents } from '@quoteway/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { systemClock } from '../src/clock';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { conversations, users } from '../src/db/schema';
import { sessionStore } from '../src/modules/auth/sessions';
import { apiRoot } from '../src/paths';
import { createScratchDatabase } from '../test/scratchDatabase';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '30' },
    'in-flight': { type: 'string', default: '256' },
    drain: { type: 'string', default: '10' },
  },
});
const count = (name: keyof typeof options) => {
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
};
if (settings.users % 2 !== 0) throw new Error('--users must be even (customer-business pairs)');
const total = settings.rate * settings.seconds;
/** The chat's own limit per user and minute (modules/chat/service.ts). */
const CHAT_SENDS_PER_MINUTE = 30;
/** Sockets opening at once while connecting (each runs the session check on the server). */
const CONNECT_CONCURRENCY = 50;
/** Every measured message's text starts with this, followed by its sequence number. */
const PREFIX = 'bench ';
/** Warm-up messages (one per user before the run: connections, plans, JIT) start with this. */
const WARM_UP_PREFIX = 'warm-up ';

const serverUrl = process.env.DATABASE_URL;
const serverScript = path.join(apiRoot(), 'dist/server.js');

type CreateMessage = Parameters<ServerToClientEvents['create-message']>[0];

// A seeded generator, so two runs use the same pairs in the same order.
let state = 20_250_301;
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (t: number) => `${t.toFixed(1)} ms`;
const seconds = (t: number) => `${(t / 1000).toFixed(1)} s`;
function summary(times: number[]) {
  if (times.length === 0) return 'none';
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (n=${sorted.length})`;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux), or null. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface User {
  id: string;
  token: string;
  conversationId: string;
  otherId: string;
  socket?: Socket;
}

interface Sent {
  receiverId: string;
  startedAt: number;
  status?: number | 'error';
  httpMs?: number;
  deliveredAt?: number;
}

/** Users in customer-business pairs, one conversation per pair, and a session each. */
async function seedChat(database: DatabaseHandle): Promise<User[]> {
  const { db } = database;
  const pairs = settings.users / 2;
  const now = systemClock.now();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: settings.users }, (_, i) => {
        const business = i >= pairs;
        const n = business ? i - pairs : i;
        return {
          email: `bench.chat.${business ? 'business' : 'customer'}${n}@example.co.nz`,
          userName: business ? `Tradie ${n}` : `Customer ${n}`,
          userType: business ? ('Business User' as const) : ('Customer User' as const),
          status: 'ACTIVE' as const,
          verifiedAt: now,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const idOf = (kind: string, n: number) => {
    const id = byEmail.get(`bench.chat.${kind}${n}@example.co.nz`);
    if (!id) throw new Error(`no ${kind} ${n}`);
    return id;
  };
  const created = await db
    .insert(conversations)
    .values(
      Array.from({ length: pairs }, (_, n) => ({
        customerId: idOf('customer', n),
        businessId: idOf('business', n),
      })),
    )
    .returning({
      id: conversations.id,
      customerId: conversations.customerId,
      businessId: conversations.businessId,
    });
  const sessions = sessionStore(db, systemClock, 30);
  const list: User[] = [];
  for (const c of created) {
    list.push({ id: c.customerId, token: '', conversationId: c.id, otherId: c.businessId });
    list.push({ id: c.businessId, token: '', conversationId: c.id, otherId: c.customerId });
  }
  await inBatches(list, 4, async (user) => {
    user.token = await sessions.issue(user.id);
  });
  return list;
}

/** Run `work` over `items`, at most `concurrency` at a time. */
async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

/** The built server on the scratch database; resolves with its address once it answers. */
function startServer(databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://bench.quoteway.example',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      // One client address firing thousands of requests a minute.
      RATE_LIMIT_MAX: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return {
    child,
    ready: new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', async (chunk) => {
        out += chunk;
        const match = /running at (http:\/\/[^/\s]+)/.exec(out);
        if (!match?.[1]) return;
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        const res = await fetch(`${match[1]}/api/readyz`);
        if (res.ok) resolve(match[1]);
        else reject(new Error(`readyz answered ${res.status}`));
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    }),
  };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}

function connectSocket(url: string, user: User, onMessage: (p: CreateMessage) => void) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: user.token },
    forceNew: true,
    reconnection: false,
  });
  user.socket = socket;
  socket.on('create-message', onMessage);
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function run(url: string, list: User[], serverPid: number | undefined) {
  const sent: Sent[] = [];
  const counts = { misrouted: 0, duplicates: 0, unknown: 0, disconnects: 0 };

  // Sockets: each records what reaches it as the receiver.
  const connectTimes: number[] = [];
  const connectStarted = performance.now();
  await inBatches(list, CONNECT_CONCURRENCY, async (user) => {
    const t0 = performance.now();
    await connectSocket(url, user, (payload) => {
      const at = performance.now();
      if (payload.receiverId !== user.id) {
        // The sender hears its own message too; anyone else should not hear it at all.
        if (payload.senderId !== user.id) counts.misrouted++;
        return;
      }
      const text = payload.message.message;
      if (text.startsWith(WARM_UP_PREFIX)) return;
      const seq = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : Number.NaN;
      const message = sent[seq];
      if (!message) counts.unknown++;
      else if (message.receiverId !== user.id) counts.misrouted++;
      else if (message.deliveredAt !== undefined) counts.duplicates++;
      else message.deliveredAt = at;
    });
    connectTimes.push(performance.now() - t0);
    user.socket?.on('disconnect', () => counts.disconnects++);
  });
  console.log(
    `  ${list.length} sockets connected in ${seconds(performance.now() - connectStarted)} ` +
      `(${CONNECT_CONCURRENCY} at a time; connect ${summary(connectTimes)})`,
  );

  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.inFlight });
  function send(sender: User, seq: number, text = PREFIX + seq) {
    const message: Sent = { receiverId: sender.otherId, startedAt: performance.now() };
    if (text.startsWith(PREFIX)) sent[seq] = message;
    const body = JSON.stringify({ conversationId: sender.conversationId, message: text });
    return new Promise<Sent>((resolve) => {
      const request = http.request(
        `${url}/api/send-message`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${sender.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            message.status = res.statusCode ?? 0;
            message.httpMs = performance.now() - message.startedAt;
            resolve(message);
          });
        },
      );
      request.on('error', () => {
        message.status = 'error';
        resolve(message);
      });
      request.end(body);
    });
  }

  // Warm-up, not measured: one message from every user (pools, query plans, the JIT).
  const warmUpStarted = performance.now();
  const warmUpAnswers = new Map<string, number>();
  await inBatches(list, 64, async (user) => {
    const { status } = await send(user, -1, WARM_UP_PREFIX + user.id);
    warmUpAnswers.set(String(status), (warmUpAnswers.get(String(status)) ?? 0) + 1);
  });
  console.log(
    `  warm-up: one message from each user (64 at a time) in ${seconds(performance.now() - warmUpStarted)}; ` +
      `answers ${[...warmUpAnswers].map(([status, n]) => `${status}: ${n}`).join(', ')}`,
  );

  console.log(
    `  sending: target ${settings.rate} messages/s for ${settings.seconds} s (${total} messages), ` +
      `at most ${settings.inFlight} HTTP requests open`,
  );
  // Senders take turns through the shuffled users, reshuffled every round.
  let order: User[] = [];
  const nextSender = () => {
    if (order.length === 0) order = shuffled(list);
    return order.pop() as User;
  };
  const sendsBy = new Map<string, number>();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const clientCpu0 = process.cpuUsage();
  const serverCpu0 = serverPid ? cpuSeconds(serverPid) : null;
  const pending = new Set<Promise<Sent>>();
  const windowMs = settings.seconds * 1000;
  const started = performance.now();
  let issued = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      const due = Math.floor((Math.min(elapsed, windowMs) * settings.rate) / 1000);
      while (issued < due && pending.size < settings.inFlight) {
        const sender = nextSender();
        sendsBy.set(sender.id, (sendsBy.get(sender.id) ?? 0) + 1);
        const p = send(sender, issued++);
        pending.add(p);
        void p.then(() => pending.delete(p));
      }
      if (elapsed >= windowMs || issued >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  const sendWindow = performance.now() - started;
  await Promise.all(pending);
  const answered = performance.now() - started;
  const clientCpu = process.cpuUsage(clientCpu0);
  const serverCpu1 = serverPid ? cpuSeconds(serverPid) : null;
  loop.disable();

  // Late deliveries: wait up to the drain time for every accepted message to arrive.
  const accepted = sent.filter((m) => m.status === 200);
  const drainStarted = performance.now();
  while (
    accepted.some((m) => m.deliveredAt === undefined) &&
    performance.now() - drainStarted < settings.drainSeconds * 1000
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const statuses = new Map<string, number>();
  for (const m of sent) {
    const key = String(m.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const tooMany = statuses.get('429') ?? 0;
  const others = [...statuses]
    .filter(([status]) => status !== '200' && status !== '429')
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const lost = accepted.filter((m) => m.deliveredAt === undefined).length;
  const delivered = accepted.filter((m) => m.deliveredAt !== undefined);
  const mostBySender = Math.max(0, ...sendsBy.values());

  console.log('Results');
  console.log(
    `  achieved send rate: ${(issued / (sendWindow / 1000)).toFixed(1)} messages/s started ` +
      `(${issued} of ${total} in ${seconds(sendWindow)}), ` +
      `${(accepted.length / (answered / 1000)).toFixed(1)} messages/s answered 200 ` +
      `(last answer at ${seconds(answered)})`,
  );
  console.log(
    `  answers: 200: ${accepted.length}, 429: ${tooMany}${others ? `, other: ${others}` : ''}; ` +
      `most sends by one user: ${mostBySender} (chat limit ${CHAT_SENDS_PER_MINUTE}/min)`,
  );
  console.log(
    `  HTTP send-message (200s):       ${summary(accepted.map((m) => m.httpMs ?? Number.NaN))}`,
  );
  console.log(
    `  delivery to receiver's socket:  ${summary(delivered.map((m) => (m.deliveredAt ?? 0) - m.startedAt))}`,
  );
  console.log(
    `  messages lost: ${lost} (answered 200, not delivered to the receiver within ` +
      `${settings.drainSeconds} s); duplicates ${counts.duplicates}, misrouted ${counts.misrouted}, ` +
      `unknown ${counts.unknown}, socket disconnects ${counts.disconnects}`,
  );
  const cpu = (s: number) => `${((s / (answered / 1000)) * 100).toFixed(0)}%`;
  console.log(
    `  CPU while sending (100% = one core): server ` +
      `${serverCpu0 !== null && serverCpu1 !== null ? cpu(serverCpu1 - serverCpu0) : 'n/a'}, ` +
      `this client ${cpu((clientCpu.user + clientCpu.system) / 1e6)}; client event-loop delay ` +
      `p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
  );
  agent.destroy();
}

if (!serverUrl) {
  console.log('skipped: set DATABASE_URL');
} else if (!existsSync(serverScript)) {
  console.error(`Build first (pnpm build): ${serverScript} is missing`);
  process.exitCode = 1;
} else {
  const scratch = await createScratchDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quoteway-bench-chat-'));
  let database: DatabaseHandle | undefined;
  let server: ReturnType<typeof startServer> | undefined;
  let list: User[] = [];
  let cleaning: Promise<void> | undefined;
  // However the run ends (finished, failed or interrupted): sockets, server, database, folder.
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const user of list) user.socket?.disconnect();
      if (server) await stopServer(server.child).catch(() => undefined);
      await database?.close().catch(() => undefined);
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  const abandon = (code: number) => {
    process.on('uncaughtException', () => undefined);
    void cleanup().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abandon(130));
  process.once('SIGTERM', () => abandon(143));
  process.once('uncaughtException', (error) => {
    console.error(error);
    abandon(1);
  });
  try {
    console.log(
      `Chat realtime on PostgreSQL (${settings.users} users in ${settings.users / 2} conversations, ` +
        `one built API process, socket.io ${process.env.REDIS_URL ? 'Redis adapter (REDIS_URL)' : 'in-memory adapter'})`,
    );
    console.log(
      `  machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]?.toFixed(1)} at start; ` +
        'server, PostgreSQL and this client share them',
    );
    const seedStarted = performance.now();
    database = await openDatabase({ url: scratch.url, poolSize: 4 });
    await database.migrate();
    list = await seedChat(database);
    console.log(
      `  migrate + seed users, conversations and sessions: ${seconds(performance.now() - seedStarted)}`,
    );
    server = startServer(scratch.url, dataDir);
    const url = await server.ready;
    await run(url, list, server.child.pid);
  } finally {
    await cleanup();
  }
}
