import { type OutboxKind, type OutboxPayloads, outboxPayloadSchemas } from '@quoteway/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import { type Metrics, noMetrics } from '../metrics';
import { type ClaimedOutboxRow, outboxRepository } from './repository';

export type OutboxHandlers = {
  [K in OutboxKind]?: (payload: OutboxPayloads[K]) => Promise<void>;
};

export interface OutboxWorkerOptions {
  db: Database;
  /** One per kind this process delivers; rows of other kinds stay pending (see runOnce). */
  handlers: OutboxHandlers;
  /** Decides which rows are due and when retries become due. */
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Most messages claimed by one run. */
  batchSize?: number;
  /** Deliveries tried before a message is marked failed. */
  maxAttempts?: number;
  /**
   * How long a claimed message is reserved for this worker. Longer than any handler can take
   * (the SMTP timeouts are far shorter); a worker that dies mid-delivery frees its messages
   * after this.
   */
  leaseMs?: number;
  /** Counts failed attempts, and reads the backlog at each scrape. */
  metrics?: Metrics;
}

export interface OutboxWorker {
  /** Claim and deliver the messages due now; resolves with how many were tried. */
  runOnce(): Promise<number>;
  /** Poll every `pollMs` (at once again while batches come back full); runs never overlap. */
  start(pollMs?: number): void;
  /** Stop polling; resolves when the run in progress, if any, has finished. */
  stop(): Promise<void>;
  /** Run now instead of at the next poll (something urgent was just queued). */
  wake(): void;
}

const LAST_ERROR_MAX = 500;

/** Wait before retry number `attempts + 1`: 2^attempts × 10 s, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 10_000, 3_600_000);
}

/**
 * Delivers outbox messages at least once.
 *
 * A run claims due rows in a short transaction (`FOR UPDATE SKIP LOCKED`, so concurrent
 * workers in any number of processes never claim the same row) and, in the same transaction,
 * leases them: `attempts + 1` and `available_at = now + leaseMs`. Handlers then run with no
 * transaction open, and each row is settled afterwards. Counting the attempt when it starts
 * means a message that kills the process mid-delivery still runs out of attempts.
 *
 * Why not hold the row locks while handlers run: on PGlite (embedded mode) the database has
 * one connection and a transaction excludes every other query, so a handler that writes to
 * the database (the dev mailbox, a register re-check) would wait forever for the claiming
 * transaction. A lease also keeps transactions short while mail is in flight on PostgreSQL.
 * The price: a message whose handler outlives the lease may be delivered again, and a process
 * that dies mid-delivery leaves it to be retried after the lease, so handlers must tolerate
 * a duplicate (a second copy of an e-mail link is harmless).
 *
 * Kinds without a handler are not claimed: they stay pending and are logged once per worker,
 * because a newer version of the process, deployed alongside this one, may know them.
 */
export function createOutboxWorker({
  db,
  handlers,
  clock,
  log,
  batchSize = 20,
  maxAttempts = 6,
  leaseMs = 5 * 60_000,
  metrics = noMetrics,
}: OutboxWorkerOptions): OutboxWorker {
  const repository = outboxRepository(db);
  const backlog = () => repository.backlog(clock.now());
  metrics.gauge(
    'quoteway_outbox_lag_seconds',
    'How long the oldest due outbox message has waited (0 when none waits)',
    async () => (await backlog()).lagSeconds,
  );
  metrics.gauge(
    'quoteway_outbox_failed_messages',
    'Outbox messages that failed for good (every attempt used)',
    async () => (await backlog()).failed,
  );
  const kinds = (Object.keys(handlers) as OutboxKind[]).filter((kind) => handlers[kind]);
  const reportedKinds = new Set<string>();

  async function claim(now: Date) {
    return db.transaction((tx) =>
      repository.claimDue(tx, {
        kinds,
        now,
        limit: batchSize,
        leaseUntil: new Date(now.getTime() + leaseMs),
      }),
    );
  }

  async function reportUnhandledKinds(now: Date) {
    for (const kind of await repository.dueKindsOtherThan(kinds, now)) {
      if (reportedKinds.has(kind)) continue;
      reportedKinds.add(kind);
      log.warn({ kind }, 'outbox messages of a kind this process has no handler for stay pending');
    }
  }

  async function deliver(row: ClaimedOutboxRow) {
    const kind = row.kind as OutboxKind;
    const handler = handlers[kind] as (payload: unknown) => Promise<void>;
    if (row.attempts > maxAttempts) {
      // Only reachable when earlier attempts never finished (their leases ran out).
      await settleFailure(row, new Error('attempts exhausted without an outcome'));
      return;
    }
    try {
      // The contract's schema is the gate: a payload that drifted fails here, by name.
      const payload = outboxPayloadSchemas[kind].safeParse(row.payload);
      if (!payload.success) {
        const problems = payload.error.issues.map(
          (i) => `${i.path.join('.') || '(payload)'}: ${i.message}`,
        );
        throw new Error(`bad ${kind} payload: ${problems.join('; ')}`);
      }
      await handler(payload.data);
    } catch (error) {
      await settleFailure(row, error);
      return;
    }
    await repository.markDone(row, clock.now());
  }

  async function settleFailure(
    row: { id: number; kind: string; attempts: number },
    error: unknown,
  ) {
    // The message only: stacks and causes may quote the payload (addresses, links).
    const message = (error instanceof Error ? error.message : String(error)).slice(
      0,
      LAST_ERROR_MAX,
    );
    const failed = row.attempts >= maxAttempts;
    metrics.outboxFailed(row.kind, failed);
    await repository.markFailed(
      row,
      message,
      failed ? null : new Date(clock.now().getTime() + retryDelayMs(row.attempts)),
    );
    log.warn(
      { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: message },
      failed ? 'outbox message failed for good' : 'outbox message failed; will retry',
    );
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    await reportUnhandledKinds(now);
    if (kinds.length === 0) return 0;
    const claimed = await claim(now);
    for (const row of claimed) await deliver(row);
    return claimed.length;
  }

  let polling = false;
  /** A wake() came during a run: run again straight after it. */
  let woken = false;
  let pollInterval = 1000;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      timer = undefined;
      current = poll();
    }, delayMs);
    // Polling alone must not keep a process alive (scripts, a server shutting down).
    timer.unref();
  }

  async function poll(): Promise<void> {
    let processed = 0;
    try {
      processed = await runOnce();
    } catch (error) {
      log.error({ err: error }, 'outbox run failed');
    }
    const again = processed >= batchSize || woken;
    woken = false;
    if (polling) schedule(again ? 0 : pollInterval);
  }

  return {
    runOnce,
    start(pollMs = 1000) {
      if (polling) return;
      polling = true;
      pollInterval = pollMs;
      current = poll();
    },
    wake() {
      if (!polling) return;
      // During a run, ask for another straight after it (the new rows may not be claimed).
      if (!timer) {
        woken = true;
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      current = poll();
    },
    async stop() {
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker of this app; tests call `runOnce()` instead of waiting for polls. */
    outbox: OutboxWorker;
  }
}

/**
 * Expose the worker as `app.outbox`, and unless `start` is false (tests), poll from the
 * moment the app is ready until it closes.
 */
export function registerOutboxWorker(
  app: FastifyInstance,
  worker: OutboxWorker,
  { start = true }: { start?: boolean } = {},
) {
  app.decorate('outbox', worker);
  if (!start) return;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
