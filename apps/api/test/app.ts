import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh test database with the reference data seeded. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedReferenceData(database.db);
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
