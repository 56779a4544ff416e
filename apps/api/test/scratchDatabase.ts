import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Create a database with a random name on the server of `serverUrl`: empty, or a copy of the
 * database `template` (which nobody may be connected to while it is copied).
 */
export async function createScratchDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
) {
  const name = `quoteway_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    template
      ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(template)}`
      : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
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
