import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Clock } from '../src/infra/clock';
import { testConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { seedReferenceData } from '../src/seed/reference';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's outbox worker: it does not poll in tests, so call `runOnce()` to deliver. */
  outbox: { runOnce(): Promise<number> };
  /** Deliver everything due now, including what the deliveries themselves queue. */
  drainOutbox(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The app's clock (sessions, outbox retries); defaults to the system clock. */
  clock?: Clock;
  /** Collects every log line the app writes (set LOG_LEVEL in the overrides to see them). */
  logLines?: string[];
  /** PostgreSQL connections (concurrency tests want more than the default 5). */
  poolSize?: number;
  /**
   * Load every regional site's places as the server does (New Zealand's are seeded): the app
   * listens on a free port and `createTestApp` returns once `app.placesReady` has settled.
   */
  loadPlaces?: boolean;
}

/** The real app on a fresh test database with the reference data seeded. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { clock, logLines, poolSize, loadPlaces = false }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ poolSize });
  await seedReferenceData(database.db);
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    ...(clock ? { clock } : {}),
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
    startWorkers: false,
    loadPlaces,
  });
  await app.ready();
  if (loadPlaces) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.placesReady;
  }
  return {
    app,
    database,
    outbox: app.outbox,
    async drainOutbox() {
      for (let round = 0; round < 50 && (await app.outbox.runOnce()) > 0; round++);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
