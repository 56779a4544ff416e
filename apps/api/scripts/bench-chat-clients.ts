// One client process of the chat benchmark (scripts/bench-chat.ts forks several, so the load
// does not queue behind one event loop): it holds the sockets of its share of the users (whole
// conversations, so a message's sender and receiver are timed on one clock), sends at its share
// of the rate and reports what it measured to its parent over IPC. The same clients drive the
// API (`POST /api/send-message`, one socket per user authenticated by session token) and the
// bare relay (a socket event, one socket per user named by its id): the only difference is
// how a message leaves.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { inBatches } from './lib/runs';

/** A user as the benchmark seeded it. */
export interface BenchUser {
  id: string;
  token: string;
  conversationId: string;
  otherId: string;
}

/** Where the messages go: the API or the bare socket.io relay. */
export type Target = 'chat' | 'relay';

/** What the parent asks, one step at a time; each step is answered by one `ClientReport`. */
export type ClientCommand =
  | {
      step: 'connect';
      target: Target;
      url: string;
      users: BenchUser[];
      concurrency: number;
      /** The most HTTP sends open at once in this process (warm-up and run). */
      inFlight: number;
    }
  | { step: 'warm-up'; concurrency: number }
  | {
      step: 'run';
      /** When to start (Date.now() milliseconds), the same for every client process. */
      startAt: number;
      /** This process's share of the messages per second. */
      rate: number;
      seconds: number;
      drainMs: number;
    }
  | { step: 'close' };

/** What one run measured in this process (times in ms from the common start). */
export interface RunReport {
  issued: number;
  /** Answers by status (the relay's sends, which have no answer, count as 'sent'). */
  statuses: Record<string, number>;
  /** HTTP time of each send answered 200 (none for the relay). */
  httpMs: number[];
  /** Send to the receiver's socket, for each accepted message that arrived. */
  deliveryMs: number[];
  /** When each of those was sent (from the common start), in the same order. */
  sentAtMs: number[];
  /** Accepted (answered 200, or sent to the relay) but not delivered within the drain time. */
  lost: number;
  duplicates: number;
  misrouted: number;
  unknown: number;
  disconnects: number;
  /** The last send issued, the last answer and the last delivery. */
  lastIssuedMs: number;
  lastAnswerMs: number;
  lastDeliveryMs: number;
  /** This process's CPU from the start until every answer and delivery was in. */
  cpuMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export type ClientReport =
  | { step: 'connect'; connectMs: number[] }
  | { step: 'warm-up'; statuses: Record<string, number> }
  | { step: 'run'; report: RunReport }
  | { step: 'close' }
  | { step: 'error'; message: string };

/** Every measured message's text starts with this, followed by its sequence number. */
const PREFIX = 'bench ';
/** Warm-up messages (one per user before the run: connections, plans, the JIT). */
const WARM_UP_PREFIX = 'warm-up ';

interface Sent {
  receiverId: string;
  startedAt: number;
  status?: number | 'sent' | 'error';
  httpMs?: number;
  deliveredAt?: number;
}

interface CreateMessage {
  message: { message: string };
  senderId: string;
  receiverId: string;
}

// A seeded generator, so two runs use the same senders in the same order.
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The payload the relay carries: the shape and size of the API's `create-message`. */
function relayPayload(sender: BenchUser, text: string, sentAt: string) {
  return {
    message: {
      _id: '00000000-0000-4000-8000-000000000000',
      conversationId: sender.conversationId,
      message: text,
      messageType: 'text',
      type: 'received',
      senderId: sender.id,
      sentAt,
      seenTime: null,
      media: null,
    },
    senderId: sender.id,
    receiverId: sender.otherId,
  };
}

let target: Target = 'chat';
let url = '';
let users: BenchUser[] = [];
const sockets = new Map<string, Socket>();
let sent: Sent[] = [];
const counts = { duplicates: 0, misrouted: 0, unknown: 0, disconnects: 0 };
let inFlight = 1;
let agent = new http.Agent({ keepAlive: true });
const random = generator(20_250_301 + process.pid);

function onCreateMessage(userId: string, payload: CreateMessage) {
  const at = performance.now();
  if (payload.receiverId !== userId) {
    // The API also tells the sender; anyone else should not hear of it at all.
    if (payload.senderId !== userId) counts.misrouted++;
    return;
  }
  const text = payload.message.message;
  if (text.startsWith(WARM_UP_PREFIX)) return;
  const seq = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : Number.NaN;
  const message = sent[seq];
  if (!message) counts.unknown++;
  else if (message.receiverId !== userId) counts.misrouted++;
  else if (message.deliveredAt !== undefined) counts.duplicates++;
  else message.deliveredAt = at;
}

function connectSocket(user: BenchUser) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: target === 'chat' ? { token: user.token } : { userId: user.id },
    forceNew: true,
    reconnection: false,
  });
  sockets.set(user.id, socket);
  socket.on('create-message', (payload: CreateMessage) => onCreateMessage(user.id, payload));
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      socket.on('disconnect', () => counts.disconnects++);
      resolve();
    });
    socket.once('connect_error', reject);
  });
}

/** One message from `sender`; resolves when answered (the API) or at once (the relay). */
function send(sender: BenchUser, text: string, message: Sent): Promise<void> {
  if (target === 'relay') {
    sockets
      .get(sender.id)
      ?.emit('relay', sender.otherId, relayPayload(sender, text, new Date().toISOString()));
    message.status = 'sent';
    return Promise.resolve();
  }
  const body = JSON.stringify({ conversationId: sender.conversationId, message: text });
  return new Promise<void>((resolve) => {
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
          resolve();
        });
      },
    );
    request.on('error', () => {
      message.status = 'error';
      resolve();
    });
    request.end(body);
  });
}

function tally(statuses: Record<string, number>, status: Sent['status']) {
  const key = String(status);
  statuses[key] = (statuses[key] ?? 0) + 1;
}

async function warmUp(concurrency: number) {
  const statuses: Record<string, number> = {};
  await inBatches(users, concurrency, async (user) => {
    const message: Sent = { receiverId: user.otherId, startedAt: performance.now() };
    await send(user, `${WARM_UP_PREFIX}${user.id}`, message);
    tally(statuses, message.status);
  });
  // The relay does not answer: give its warm-up messages a moment to arrive.
  if (target === 'relay') await wait(500);
  return statuses;
}

async function run(command: Extract<ClientCommand, { step: 'run' }>): Promise<RunReport> {
  sent = [];
  const total = Math.round(command.rate * command.seconds);
  const windowMs = command.seconds * 1000;
  // Senders take turns through the shuffled users, reshuffled every round.
  let order: BenchUser[] = [];
  const nextSender = () => {
    if (order.length === 0) {
      order = [...users];
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] as BenchUser, order[i] as BenchUser];
      }
    }
    return order.pop() as BenchUser;
  };

  await wait(Math.max(0, command.startAt - Date.now()));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  let issued = 0;
  let open = 0;
  let lastIssued = 0;
  let lastAnswer = 0;
  const answered = new Promise<void>((resolve) => {
    let windowOver = false;
    const settleIfDone = () => {
      if (windowOver && open === 0) resolve();
    };
    const tick = () => {
      const elapsed = performance.now() - started;
      const due = Math.floor((Math.min(elapsed, windowMs) * command.rate) / 1000);
      while (issued < due && issued < total && open < inFlight) {
        const seq = issued++;
        const sender = nextSender();
        const message: Sent = { receiverId: sender.otherId, startedAt: performance.now() };
        sent[seq] = message;
        lastIssued = message.startedAt - started;
        open++;
        void send(sender, PREFIX + seq, message).then(() => {
          open--;
          lastAnswer = performance.now() - started;
          settleIfDone();
        });
      }
      if (elapsed >= windowMs || issued >= total) {
        windowOver = true;
        settleIfDone();
      } else setTimeout(tick, 1);
    };
    tick();
  });
  await answered;

  // Late deliveries: wait up to the drain time for every accepted message to arrive.
  const accepted = sent.filter((m) => m.status === 200 || m.status === 'sent');
  const drainUntil = performance.now() + command.drainMs;
  let waiting = accepted.filter((m) => m.deliveredAt === undefined);
  while (waiting.length > 0 && performance.now() < drainUntil) {
    await wait(5);
    waiting = waiting.filter((m) => m.deliveredAt === undefined);
  }
  const cpu = process.cpuUsage(cpu0);
  loop.disable();

  const statuses: Record<string, number> = {};
  for (const m of sent) tally(statuses, m.status);
  const delivered = accepted.filter((m) => m.deliveredAt !== undefined);
  return {
    issued,
    statuses,
    httpMs: accepted.flatMap((m) => (m.httpMs === undefined ? [] : [m.httpMs])),
    deliveryMs: delivered.map((m) => (m.deliveredAt ?? 0) - m.startedAt),
    sentAtMs: delivered.map((m) => m.startedAt - started),
    lost: accepted.length - delivered.length,
    ...counts,
    lastIssuedMs: lastIssued,
    lastAnswerMs: lastAnswer,
    lastDeliveryMs: Math.max(0, ...delivered.map((m) => (m.deliveredAt ?? 0) - started)),
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
  };
}

async function handle(command: ClientCommand): Promise<ClientReport> {
  switch (command.step) {
    case 'connect': {
      target = command.target;
      url = command.url;
      users = command.users;
      inFlight = command.inFlight;
      // One agent for the warm-up and the run: the run starts on warm connections (a new agent
      // would open them all at once as it starts).
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
      Object.assign(counts, { duplicates: 0, misrouted: 0, unknown: 0, disconnects: 0 });
      const connectMs: number[] = [];
      await inBatches(users, command.concurrency, async (user) => {
        const t0 = performance.now();
        await connectSocket(user);
        connectMs.push(performance.now() - t0);
      });
      return { step: 'connect', connectMs };
    }
    case 'warm-up':
      return { step: 'warm-up', statuses: await warmUp(command.concurrency) };
    case 'run':
      return { step: 'run', report: await run(command) };
    case 'close':
      for (const socket of sockets.values()) {
        socket.off('disconnect');
        socket.disconnect();
      }
      sockets.clear();
      agent.destroy();
      return { step: 'close' };
  }
}

process.on('message', (command: ClientCommand) => {
  handle(command).then(
    (report) => process.send?.(report),
    (error: unknown) =>
      process.send?.({
        step: 'error',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
process.on('disconnect', () => process.exit(0));
