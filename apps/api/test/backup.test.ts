import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { backupEmbedded, restoreEmbedded } from '../src/db/backup';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client';
import { systemClock } from '../src/infra/clock';
import { addLot, creditBalance } from '../src/modules/credits/lots';
import { seedReferenceData } from '../src/seed/reference';
import type { TestApp } from './app';
import { business, customer, type Party, postJob, quoteBody } from './marketplace';

// The embedded deployment's backup: a busy database (writes running during the backup) is
// backed up with its uploads, restored into a new data folder, and a server built on the
// copy finds every account, job, message and ledger entry, with balances equal to ledgers.
// Always PGlite in a data folder (that is what `pnpm cli backup` is for), on either suite.
const clock = systemClock;
let root: string;

/** The app on a PGlite data folder under `dataDir`, as the server builds it. */
async function appOn(dataDir: string, snapshot?: Blob): Promise<TestApp> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), snapshot });
  await database.migrate();
  if (!snapshot) await seedReferenceData(database.db);
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database,
    startWorkers: false,
  });
  await app.ready();
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

/** The reference data without seeding it again: the suite's migrated copy, when there is one. */
async function referenceSnapshot(): Promise<Blob | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  return new Blob([await readFile(inject('pgliteSnapshot'))]);
}

/** Every row id of the tables a restore must keep, per table. */
async function ids(database: DatabaseHandle) {
  const read = async (table: string) =>
    (
      await queryRows<{ id: string }>(
        database.db,
        sql`SELECT id::text AS id FROM ${sql.identifier(table)} ORDER BY id`,
      )
    ).map((row) => row.id);
  return {
    users: await read('users'),
    jobs: await read('jobs'),
    quotes: await read('quotes'),
    messages: await read('messages'),
    credit_entries: await read('credit_entries'),
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quoteway-backup-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', { timeout: 300_000 }, () => {
  it('restores a backup taken under writes, and a server on it finds everything', async () => {
    const liveDir = path.join(root, 'live');
    const live = await appOn(liveDir, await referenceSnapshot());
    const send = (who: Party, conversationId: string, message: string) =>
      live.app.inject({
        method: 'POST',
        url: '/api/send-message',
        headers: who.headers,
        payload: { conversationId, message },
      });
    // A marketplace: customers' jobs, businesses' quotes (credits spent), chat.
    const pairs: Array<{ me: Party; tradie: Party; conversationId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const me = await customer(live, clock);
      const tradie = await business(live, clock, { credits: 40 });
      const job = await postJob(live, me);
      const quoted = await live.app.inject({
        method: 'POST',
        url: '/api/send-quote',
        headers: tradie.headers,
        payload: quoteBody(job),
      });
      expect(quoted.statusCode).toBe(200);
      const conversationId = quoted.json().conversationId as string;
      expect((await send(me, conversationId, `Hello ${i}`)).statusCode).toBe(200);
      pairs.push({ me, tradie, conversationId });
    }
    // Uploads (pictures, chat media) live beside the database.
    const uploads = path.join(liveDir, 'uploads');
    await mkdir(path.join(uploads, 'public'), { recursive: true });
    await writeFile(path.join(uploads, 'public', 'logo.webp'), Buffer.from('not really a webp'));
    const before = await ids(live.database);

    // Writes keep coming while the backup runs: messages and credit grants.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const pair = pairs[n % pairs.length];
        if (!pair) break;
        const res = await send(pair.tradie, pair.conversationId, `During the backup ${n}`);
        if (res.statusCode !== 200 && res.statusCode !== 429) {
          throw new Error(`send: ${res.statusCode} ${res.body}`);
        }
        // A credit grant: lots and a ledger entry in one transaction.
        if (n % 3 === 0) {
          await live.database.db.transaction((tx) =>
            addLot(tx, {
              userId: pair.tradie.id,
              credits: 5,
              source: 'grant',
              reason: 'Goodwill credits',
              now: clock.now(),
              expiryDays: 365,
            }),
          );
        }
        written++;
      }
    })();
    const file = path.join(root, 'backups', 'live.tar.gz');
    // At least a few writes first, so the backup surely overlaps them.
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    const backup = await backupEmbedded(live.database, { uploadsDir: uploads, file });
    writing = false;
    await writer;
    const writtenDuring = written;
    await live.close();
    expect(writtenDuring).toBeGreaterThan(3);
    expect(backup.manifest.rows.users).toBeGreaterThanOrEqual(before.users.length);
    expect(backup.manifest.rows.messages).toBeGreaterThanOrEqual(before.messages.length);
    expect(backup.manifest.uploads).toEqual({ files: 1, bytes: 17 });

    // Restore into a new folder; the manifest's counts are checked by the restore itself.
    const restoredDir = path.join(root, 'restored');
    const { manifest } = await restoreEmbedded(file, restoredDir);
    expect(manifest).toEqual(backup.manifest);
    // Never over an existing database.
    await expect(restoreEmbedded(file, restoredDir)).rejects.toThrow(/already holds a database/);

    const restored = await appOn(restoredDir);
    try {
      const after = await ids(restored.database);
      // Everything written before the backup began is there, and nothing counted is missing.
      for (const table of Object.keys(before) as Array<keyof typeof before>) {
        expect(after[table]).toEqual(expect.arrayContaining(before[table]));
        expect(after[table]).toHaveLength(manifest.rows[table]);
      }
      // Every balance equals its ledger.
      const balances = await queryRows<{ id: string; ledger: number }>(
        restored.database.db,
        sql`SELECT u.id::text AS id, coalesce(sum(e.amount), 0)::int AS ledger
            FROM users u LEFT JOIN credit_entries e ON e.user_id = u.id GROUP BY u.id`,
      );
      expect(balances).toHaveLength(manifest.rows.users);
      for (const row of balances) {
        expect({
          id: row.id,
          balance: await creditBalance(restored.database.db, row.id, clock.now()),
        }).toEqual({ id: row.id, balance: Number(row.ledger) });
      }
      // The restored server answers: the parties read their conversation, sessions and all.
      for (const { me, conversationId } of pairs) {
        const res = await restored.app.inject({
          method: 'POST',
          url: '/api/seen-conversation',
          headers: me.headers,
          payload: { conversationId },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().messages.length).toBeGreaterThanOrEqual(2);
      }
      const spent = await restored.app.inject({
        method: 'POST',
        url: '/api/auth/me',
        headers: pairs[0]?.tradie.headers,
      });
      expect(spent.statusCode).toBe(200);
      expect(await readFile(path.join(restoredDir, 'uploads', 'public', 'logo.webp'), 'utf8')).toBe(
        'not really a webp',
      );
      expect(existsSync(path.join(restoredDir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('refuses an archive that is not a backup, leaving no database behind', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    await writeFile(bogus, 'not a tarball');
    const target = path.join(root, 'bogus-restore');
    await expect(restoreEmbedded(bogus, target)).rejects.toThrow();
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);
  });
});
