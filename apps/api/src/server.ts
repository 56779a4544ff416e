import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { ConfigError } from './errors';
import { openDatabase } from './db/client';
import { seedDemo } from './db/demo';
import { seedReferenceData } from './db/seed';
import { createFileStorage } from './modules/storage';
import { serializeError } from './plugins/app/fastify';

const startedAt = performance.now();

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Stop with the reason, never with a failed query's values (they can be e-mails and
 * password hashes): the error is printed as the logs print it.
 */
function fail(stage: string, error: unknown): never {
  const logged = serializeError(error instanceof Error ? error : new Error(String(error)));
  // A failed query's own reason (a deadlock, a constraint) is in its cause; never its values.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  console.error(
    `Quoteway could not start (${stage}): ${logged.message}${cause ? ` (${cause})` : ''}`,
  );
  process.exit(1);
}

const config = readConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
}).catch((error: unknown) => fail('opening the database', error));
await database.migrate().catch((error: unknown) => fail('migrating', error));
if (config.SEED_ON_START) {
  await seedReferenceData(database.db).catch((error: unknown) => fail('seeding', error));
}
// The demo (logins and a directory of businesses) exists only outside production, so a
// real deployment never has it.
const demo =
  config.SEED_ON_START && config.NODE_ENV !== 'production'
    ? await seedDemo(database.db, { storage: createFileStorage(config, config.DATA_DIR) }).catch(
        (error: unknown) => fail('demo data', error),
      )
    : [];

// The other regional sites' places load once the server listens (see gazetteerModule).
const app = await buildApp({ config, database, loadPlaces: config.SEED_ON_START });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A hung dependency must not keep the process alive forever. 25 s: under the 30 s an
  // orchestrator usually waits before SIGKILL, and long enough for PGlite to write its
  // files on a busy machine (10 s was not, with the CI's other jobs running).
  const timer = setTimeout(() => {
    app.log.error({ signal }, 'shutdown timed out');
    process.exit(1);
  }, 25_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
app.log.info(
  { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
  'ready',
);
console.log(`\n  Quoteway is running at http://${shownHost}:${port}/home\n`);
if (demo.length > 0) {
  console.log('  Demo logins:');
  for (const account of demo) {
    console.log(`    ${account.userType.padEnd(14)} ${account.email}  ${account.password}`);
  }
  console.log('');
}
