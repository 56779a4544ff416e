import {
  type ClientToServerEvents,
  realtimeEventSchemas,
  type ServerToClientEvents,
} from '@quoteway/contracts';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Metrics } from '../../infra/metrics';
import type { SessionLookup } from '../../session';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** Sends the contracts' realtime events to users (every tab of theirs, in any process). */
export interface Realtime {
  toUser<E extends EventName>(userId: string, event: E, payload: Payload<E>): void;
  /** Close every socket of the user, on every process (an account marked as spam). */
  disconnectUser(userId: string): void;
}

/**
 * Notices from process to process through the Redis adapter (`serverSideEmit`): without
 * REDIS_URL there is no other process to tell.
 */
interface OtherProcesses {
  /**
   * Whether every other process hears `tell` now: always without Redis, else while both Redis
   * connections are up.
   */
  reachable(): boolean;
  /** Tell every other process (not this one) `notice`. */
  tell(notice: string): void;
  /** Call `handler` when another process tells `notice`. */
  on(notice: string, handler: () => void): void;
  /**
   * Call `handler` when a Redis connection closes or comes back: notices may have been
   * missed meanwhile.
   */
  onGapInTouch(handler: () => void): void;
}

/** What the server (not the modules) does with realtime: readiness and shutdown. */
export interface RealtimeControl extends Realtime {
  /** Whether Redis answers a PING (undefined without REDIS_URL: nothing to check). */
  redisAnswers(): Promise<boolean | undefined>;
  /**
   * Close every socket's connection without a socket.io goodbye: clients see a closed
   * transport, which they treat as "reconnect" (a server's `disconnect()` they would not
   * retry), and reach another process through the load balancer; the reconnect makes the
   * screens re-read what they may have missed (packages/realtime `onReconnect`). New
   * connections are refused from then on.
   */
  sendSocketsElsewhere(): void;
  otherProcesses: OtherProcesses;
}

/** The room of one user's sockets. */
const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the API's own HTTP server (path /socket.io). A client authenticates with its
 * session token in the handshake (`auth.token`), and joins its own room; a bad token is
 * refused with the spec's 'token is invalid'. Events are fire-and-forget: a client that was
 * away re-fetches on reconnect (packages/realtime), so nothing depends on delivery.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: { sessions: SessionLookup; redisUrl?: string | undefined; metrics: Metrics },
): Promise<RealtimeControl> {
  let closing = false;
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Same-origin by default; the shell is served from this server.
    cors: { origin: false },
    // Once closing, a new connection is refused at the handshake: a transport error, which
    // the client retries (elsewhere, through the balancer). A refusal by a socket.io
    // middleware it would not retry.
    allowRequest: (_request, callback) => callback(closing ? 'shutting down' : null, !closing),
  });
  // More than one API process: the Redis adapter carries every room emit to the others.
  // ioredis and the adapter are loaded only then (about 25 MB a single process never needs).
  const redis = deps.redisUrl ? await redisAdapter(deps.redisUrl) : null;
  if (redis) {
    for (const client of [redis.pub, redis.sub]) {
      client.on('error', (error) => app.log.warn({ err: error }, 'realtime redis error'));
    }
    // The adapter publishes and subscribes without waiting for the answer: while Redis is away
    // a publish fails, and at close a subscribe still queued fails; unhandled, either would end
    // the process. Logged instead; an emit still reaches this process's own sockets.
    const logFailures = (
      client: typeof redis.pub,
      method: 'publish' | 'subscribe' | 'psubscribe',
    ) => {
      const call = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
      (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const sent = call(...args);
        sent.catch((error: unknown) => app.log.warn({ err: error }, `realtime redis ${method}`));
        return sent;
      };
    };
    logFailures(redis.pub, 'publish');
    logFailures(redis.sub, 'subscribe');
    logFailures(redis.sub, 'psubscribe');
    io.adapter(redis.createAdapter(redis.pub, redis.sub));
  }
  /** Admit a socket whose token is a live session's (its user's room joined), else refuse. */
  const admit = async (socket: Parameters<Parameters<typeof io.use>[0]>[0]) => {
    const token: unknown = socket.handshake.auth?.token;
    const user = typeof token === 'string' ? await deps.sessions.userFor(token) : undefined;
    if (!user || user.status === 'DELETED' || user.status === 'SPAM') {
      return new Error('token is invalid');
    }
    socket.data.userId = user.id;
    await socket.join(userRoom(user.id));
    return undefined;
  };
  io.use((socket, next) => {
    // A failed lookup (the database away) refuses the socket instead of leaving it waiting.
    admit(socket).then(next, (error: unknown) =>
      next(error instanceof Error ? error : new Error(String(error))),
    );
  });
  deps.metrics.gauge(
    'quoteway_sockets_connected',
    'Realtime (socket.io) connections open on this process',
    () => io.engine.clientsCount,
  );
  const sendSocketsElsewhere = () => {
    if (closing) return;
    closing = true;
    // engine.close() closes every transport (reason 'transport close' on the client).
    io.engine.close();
  };
  // Before Fastify closes its server: open websockets would keep that close waiting.
  app.addHook('preClose', async () => sendSocketsElsewhere());
  app.addHook('onClose', async () => {
    // QUIT waits for Redis; a connection that is not up (Redis away) is just dropped.
    if (redis) {
      await Promise.allSettled(
        [redis.pub, redis.sub].map((client) =>
          client.status === 'ready' ? client.quit() : client.disconnect(),
        ),
      );
    }
  });
  const otherProcesses: OtherProcesses = {
    reachable: () => !redis || (redis.pub.status === 'ready' && redis.sub.status === 'ready'),
    tell(notice) {
      if (redis) io.serverSideEmit(notice);
    },
    on(notice, handler) {
      // A server-side event: socket.io's typed `on` knows only the connection events.
      (io.on as (event: string, listener: () => void) => void)(notice, handler);
    },
    onGapInTouch(handler) {
      // Not for the connections' own close at shutdown.
      const told = () => {
        if (!closing) handler();
      };
      for (const client of redis ? [redis.pub, redis.sub] : []) {
        client.on('close', told);
        client.on('ready', told);
      }
    },
  };
  return {
    sendSocketsElsewhere,
    otherProcesses,
    async redisAnswers() {
      if (!redis) return undefined;
      try {
        return (await redis.pub.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    toUser(userId, event, payload) {
      // The contract's schema is the gate: a payload that drifted from it fails here, in the
      // service that sent it, not silently in every client.
      const checked = realtimeEventSchemas[event].parse(payload);
      // socket.io's typed emit cannot see that `payload` matches `event` through the generic.
      (io.to(userRoom(userId)).emit as (e: string, p: unknown) => boolean)(event, checked);
    },
  };
}

/** The two Redis connections of socket.io's Redis adapter (publish, subscribe), and the adapter. */
async function redisAdapter(url: string) {
  const [{ Redis }, { createAdapter }] = await Promise.all([
    import('ioredis'),
    import('@socket.io/redis-adapter'),
  ]);
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // The adapter subscribes once, at its start, without waiting for the answer: the subscribing
  // connection keeps its commands until Redis answers (ioredis's offline queue), so a process
  // started while Redis is away subscribes when it comes back instead of failing.
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
  return { pub, sub, createAdapter };
}
