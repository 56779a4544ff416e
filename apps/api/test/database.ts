import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createScratchDatabase } from './scratchDatabase';

/**
 * A fresh, migrated database with the reference data, for one test file: in-memory PGlite by
 * default, or a new database on the PostgreSQL server of DATABASE_URL, dropped again by
 * `close()`. Both start from the copy the global setup made (databaseTemplate.ts).
 */
export async function createTestDatabase({ poolSize = 5 } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Migrating a new PGlite costs seconds; a copy of a migrated one, under one. The global
    // setup migrates one and saves it; every test database starts from that snapshot.
    // (migrate() on a copy finds nothing to do, and still checks it is up to date.)
    const handle = await openDatabase({ snapshot: await migratedSnapshot() });
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl, { template: inject('postgresTemplate') });
  const handle = await openDatabase({ url: scratch.url, poolSize });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

let snapshot: Promise<Blob> | undefined;

/** The migrated database the global setup saved (see databaseTemplate.ts), read once per file. */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return snapshot;
}
