import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { ConfigError } from './errors';
import { openDatabase, pgliteTemplateFile } from './db/client';
import { seedDemo, seedRegionalDemo } from './seed/demo';
import { seedReferenceData } from './seed/reference';
import { compactHeap } from './memory';
import { createFileStorage } from './infra/storage';
import { serializeError } from './plugins/app/fastify';

const startedAt = performance.now();
/** How long each stage of the start took (ms), logged with `ready`. */
const stages: Record<string, number> = {
  // From the process's start: loading the modules.
  importMs: Math.round(startedAt),
};
let stageStart = startedAt;
function stageDone(stage: string) {
  const now = performance.now();
  stages[stage] = Math.round(now - stageStart);
  stageStart = now;
}

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
// PGlite's PostgreSQL is a 9 MB WebAssembly module. V8's optimising tier recompiles its hot
// functions on background threads whose memory stays with the process (about 55 MB of an idle
// server's 290), and competes with the start for the two cores; the baseline code answers
// the app's queries within a few percent of it (a place's row by id, the nearest place: the
// same; a trigram search, a third slower) and loads India's places in the background in
// about twice the time. Set before the database compiles the module.
v8.setFlagsFromString('--liftoff-only');
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'pglite'),
  template: pgliteTemplateFile(),
}).catch((error: unknown) => fail('opening the database', error));
stageDone('openMs');
// A deployment that runs `pnpm cli migrate` once before starting new processes turns this off,
// so a process of the new version never starts on a database of the old one (deploy/README.md).
if (config.MIGRATE_ON_START) {
  await database.migrate().catch((error: unknown) => fail('migrating', error));
  stageDone('migrateMs');
}
if (config.SEED_ON_START) {
  await seedReferenceData(database.db).catch((error: unknown) => fail('seeding', error));
  stageDone('seedMs');
}
// The demo (logins and a directory of businesses) exists only outside production, so a
// real deployment never has it. It is seeded once the server listens (drawing its pictures
// and writing the directory took seconds of a first start): readyz answers unavailable, and
// the logins are printed, when it is in.
const wantsDemo = config.SEED_ON_START && config.NODE_ENV !== 'production';
let demoSeeded = !wantsDemo;

// The other regional sites' places load once the server listens (see gazetteerModule).
const app = await buildApp({
  config,
  database,
  loadPlaces: config.SEED_ON_START,
  demoSeeded: () => demoSeeded,
});
stageDone('appMs');

let demo: Promise<void> = Promise.resolve();

let closing = false;
/**
 * Stop without losing anything: readyz answers 503 at once and every answer closes its
 * connection, while requests are still served for SHUTDOWN_DRAIN_MS so the balancer notices;
 * then the listener closes (requests in flight are answered), sockets are sent to reconnect
 * elsewhere, the outbox worker finishes its run, and the database closes.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
  app.drain();
  // A hung dependency must not keep the process alive forever. 25 s after the drain: under
  // the 30 s an orchestrator usually waits before SIGKILL (give it the drain on top), and
  // long enough for PGlite to write its files on a busy machine (10 s was not, with the CI's
  // other jobs running).
  const timer = setTimeout(() => {
    app.log.error({ signal }, 'shutdown timed out');
    process.exit(1);
  }, config.SHUTDOWN_DRAIN_MS + 25_000);
  timer.unref();
  try {
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    // The demo is one transaction, but its pictures are files written meanwhile: let it end.
    await demo;
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
stageDone('listenMs');
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
app.log.info(
  { database: database.kind, startupMs: Math.round(performance.now() - startedAt), ...stages },
  'ready',
);
console.log(`\n  Quoteway is running at http://${shownHost}:${port}/home\n`);
if (wantsDemo) {
  const started = performance.now();
  demo = seedDemo(database.db, { storage: createFileStorage(config, config.DATA_DIR) }).then(
    (accounts) => {
      demoSeeded = true;
      app.log.info({ demoMs: Math.round(performance.now() - started) }, 'demo data in');
      console.log('  Demo logins:');
      for (const account of accounts) {
        console.log(`    ${account.userType.padEnd(14)} ${account.email}  ${account.password}`);
      }
      console.log('');
      // Australia's and India's markets need their places, which load after listening; the
      // start is ready without them (like the places), and a stop does not wait for them.
      void app.placesReady
        .then(async () => {
          if (closing) return;
          const regionalStarted = performance.now();
          const regional = await seedRegionalDemo(database.db);
          app.log.info(
            {
              regionalDemoMs: Math.round(performance.now() - regionalStarted),
              regionalBusinesses: regional,
            },
            'regional demo data in',
          );
        })
        .catch((error: unknown) => {
          if (!closing) app.log.error({ err: error }, 'regional demo data failed');
        });
    },
    (error: unknown) => {
      // Stopping meanwhile closes the database under it: not a failure of the demo.
      if (!closing) fail('demo data', error);
    },
  );
}

// The start's garbage (the place files parsed, their indexes built, the demo drawn) given
// back once that work is over, not whenever V8 gets to it (src/memory.ts).
void Promise.allSettled([app.placesIndexed, demo]).then(() => {
  if (closing) return;
  const started = performance.now();
  compactHeap();
  app.log.info({ gcMs: Math.round(performance.now() - started) }, 'start garbage collected');
});
