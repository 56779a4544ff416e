import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { devMailbox, outbox } from '../../db/schema';
import { enqueue, type OutboxMessages } from './enqueue';
import { createOutboxWorker, type OutboxHandlers, retryDelayMs } from './worker';

// Ahead of the database's own clock, so rows enqueued with the default `available_at` are due.
let nowMs = Date.now() + 60_000;
const clock = { now: () => new Date(nowMs) };

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

const email = (to: string): OutboxMessages['email'] => ({
  to,
  template: 'verify-email',
  data: { name: 'Test', link: 'https://quoteway.test/v?token=1' },
});

function worker(handlers: OutboxHandlers, options: { batchSize?: number; leaseMs?: number } = {}) {
  return createOutboxWorker({ db: database.db, handlers, clock, log: quiet, ...options });
}

/** A promise with its resolve function, to hold a handler mid-delivery. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('retryDelayMs', () => {
  it.each([
    [1, 20_000],
    [2, 40_000],
    [5, 320_000],
    [8, 2_560_000],
    [9, 3_600_000],
    [30, 3_600_000],
  ])('after %i attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});

describe('outbox worker', () => {
  it('delivers each of 30 messages exactly once with two workers running concurrently', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `person${i}@example.co.nz`);
    for (const to of addresses) await enqueue(database.db, 'email', email(to));

    const delivered: string[] = [];
    const handlers: OutboxHandlers = {
      email: async ({ to }) => {
        delivered.push(to);
        // Give the other worker's queries a chance to run in between.
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const drain = async (w: ReturnType<typeof worker>) => {
      let total = 0;
      for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) total += n;
      return total;
    };
    const totals = await Promise.all([
      drain(worker(handlers, { batchSize: 4 })),
      drain(worker(handlers, { batchSize: 4 })),
    ]);

    expect(totals[0] + totals[1]).toBe(30);
    expect([...delivered].sort()).toEqual([...addresses].sort());
    const rows = await database.db.select({ status: outbox.status }).from(outbox);
    expect(rows.map((r) => r.status)).toEqual(Array(30).fill('done'));
  });

  it('leaves kinds it has no handler for pending and says so once', async () => {
    await enqueue(database.db, 'recheck-business-number', { userId: 'u1' });
    await enqueue(database.db, 'recheck-business-number', { userId: 'u2' });
    await enqueue(database.db, 'email', email('a@example.co.nz'));
    const warnings: unknown[] = [];
    const w = createOutboxWorker({
      db: database.db,
      handlers: { email: async () => {} },
      clock,
      log: { ...quiet, warn: (obj: unknown) => warnings.push(obj) },
    });

    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);

    const rows = await database.db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(eq(outbox.kind, 'recheck-business-number'));
    expect(rows).toEqual([
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
    ]);
    expect(warnings).toEqual([{ kind: 'recheck-business-number' }]);
  });

  it('keeps only the first 500 characters of an error message', async () => {
    await enqueue(database.db, 'email', email('a@example.co.nz'));
    const w = worker({
      email: async () => {
        throw new Error(`boom ${'x'.repeat(2000)}`);
      },
    });
    expect(await w.runOnce()).toBe(1);
    const [row] = await database.db.select().from(outbox);
    expect(row?.lastError).toBe(`boom ${'x'.repeat(495)}`);
    expect(row?.status).toBe('pending');
  });

  it('hands a message whose worker went silent to another once the lease ends', async () => {
    await enqueue(database.db, 'email', email('a@example.co.nz'));
    const stuck = gate();
    const entered = gate();
    const first = worker(
      {
        email: async () => {
          entered.open();
          await stuck.opened;
        },
      },
      { leaseMs: 60_000 },
    );
    const firstRun = first.runOnce();
    await entered.opened;

    const deliveries: string[] = [];
    const second = worker({ email: async ({ to }) => void deliveries.push(to) });
    expect(await second.runOnce()).toBe(0);
    nowMs += 60_000;
    expect(await second.runOnce()).toBe(1);
    expect(deliveries).toEqual(['a@example.co.nz']);
    const doneAt = clock.now();

    // The first worker finishing late must not overwrite what the second recorded.
    nowMs += 1000;
    stuck.open();
    expect(await firstRun).toBe(1);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'done', attempts: 2, doneAt });
  });

  it('fails a message whose attempts all ended without an outcome (process died)', async () => {
    await enqueue(database.db, 'email', email('a@example.co.nz'));
    // Two claims whose workers died before settling: the attempts were counted, nothing else.
    await database.db.update(outbox).set({ attempts: 2 });
    const calls: string[] = [];
    const w = createOutboxWorker({
      db: database.db,
      handlers: { email: async ({ to }) => void calls.push(to) },
      clock,
      log: quiet,
      maxAttempts: 2,
    });

    expect(await w.runOnce()).toBe(1);
    expect(calls).toEqual([]);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toMatch(/attempts exhausted/);
  });

  it('counts a payload that breaks its schema as a failed attempt, never handing it over', async () => {
    // A row the contract does not allow (written by a bug, or by an older version).
    await database.db.insert(outbox).values({
      kind: 'email',
      payload: { to: 'a@example.co.nz', template: 'no-such-template', data: {} },
    });
    const calls: string[] = [];

    expect(await worker({ email: async ({ to }) => void calls.push(to) }).runOnce()).toBe(1);
    expect(calls).toEqual([]);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/^bad email payload: template: /);
  });

  it('stop() waits for the run in progress', async () => {
    await enqueue(database.db, 'email', email('a@example.co.nz'));
    const release = gate();
    const entered = gate();
    const w = worker({
      email: async () => {
        entered.open();
        await release.opened;
      },
    });

    w.start(60_000);
    await entered.opened;
    const stopping = w.stop();
    release.open();
    await stopping;

    const [row] = await database.db.select({ status: outbox.status }).from(outbox);
    expect(row?.status).toBe('done');
  });
});

describe('the app', () => {
  it('starts its worker when ready and stops it, after the current run, on close', async () => {
    await enqueue(database.db, 'email', email('wiremu@example.co.nz'));
    const app = await buildApp({ config: testConfig(), database, clock });
    await app.ready();
    await app.close();

    const [row] = await database.db.select({ status: outbox.status }).from(outbox);
    expect(row?.status).toBe('done');
    const [mail] = await database.db.select().from(devMailbox).orderBy(desc(devMailbox.id));
    expect(mail?.to).toBe('wiremu@example.co.nz');
  });
});
