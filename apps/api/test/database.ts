import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL, dropped again by `close()`.
 */
export async function createTestDatabase({ poolSize = 5 } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl);
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

/** Create an empty database with a random name on the server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `quoteway_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
