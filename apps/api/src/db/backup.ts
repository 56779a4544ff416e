// Backups of the embedded deployment: the PGlite database and the uploads folder in one
// gzipped tar, with a manifest. (A PostgreSQL deployment backs up with pg_dump and its bucket
// with the store's own tools: deploy/README.md.) The archive holds
//   manifest.json   what it is: format, time, the schema's last migration, the engine, counts
//   pglite.tar      the data folder as PGlite dumps it (`dumpDataDir`)
//   uploads/...     DATA_DIR/uploads as it was after the dump
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar, extract as extractTar } from 'tar';
import { apiRoot } from '../paths';
import { type Database, type DatabaseHandle, openDatabase, queryRows } from './client';
import { pgliteEngine } from './template';

/** The archive's layout version: a restore refuses any other. */
const BACKUP_FORMAT = 1;

/** The rows counted in the manifest, by table: what a restore must find again. */
const countedTables = [
  'users',
  'businesses',
  'jobs',
  'quotes',
  'conversations',
  'messages',
  'credit_entries',
  'credit_lots',
  'purchases',
  'reviews',
  'notifications',
  'outbox',
] as const;
type CountedTable = (typeof countedTables)[number];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** When the database was dumped (ISO 8601). */
  createdAt: string;
  /** The last migration applied to the database dumped (a restore runs newer ones). */
  schema: string;
  /** The PGlite WebAssembly build that wrote the data folder (SHA-256). */
  engine: string;
  /** Rows per table in the dumped database (counted in a copy opened from the dump). */
  rows: Record<CountedTable, number>;
  /** Credits held by everyone, from the ledger: a restore checks it again. */
  ledgerCredits: number;
  uploads: { files: number; bytes: number };
}

/** Rows per counted table and the ledger's total, in one statement. */
async function countRows(db: Database) {
  const columns = countedTables.map(
    (table) =>
      sql`(SELECT count(*) FROM ${sql.identifier(table)})::int AS ${sql.identifier(table)}`,
  );
  const [row] = await queryRows<Record<CountedTable, number> & { ledger: number }>(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)},
      (SELECT coalesce(sum(amount), 0) FROM credit_entries)::int AS ledger`,
  );
  if (!row) throw new Error('the database answered no counts');
  const { ledger, ...rows } = row;
  return { rows: rows as Record<CountedTable, number>, ledgerCredits: Number(ledger) };
}

/** The files under `dir` (recursively) and their total size; none when it does not exist. */
async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** The tag of the newest migration in drizzle/ (the schema this code expects). */
async function latestMigration(): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(apiRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  return journal.entries.at(-1)?.tag ?? 'none';
}

/** Where a backup goes: `target` itself when it names a file, else a new file in that folder. */
export function backupFileFor(target: string, at: Date): string {
  if (/\.(tar\.gz|tgz)$/.test(target)) return path.resolve(target);
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return path.resolve(target, `quoteway-backup-${stamp}.tar.gz`);
}

/**
 * Back up an open PGlite database and the uploads folder to `file` (a .tar.gz). Safe while
 * the app writes: PGlite runs one statement at a time, and the dump is taken between two, so
 * it is the database as a crash at that moment would leave it (every committed transaction,
 * none half-done: opening it replays the write-ahead log). The dump is then opened in memory
 * and counted, which also proves it opens. Uploads are copied after the dump, so every file
 * a dumped row names is in the archive.
 */
export async function backupEmbedded(
  database: DatabaseHandle,
  { uploadsDir, file, now = new Date() }: { uploadsDir: string; file: string; now?: Date },
): Promise<{ file: string; manifest: BackupManifest; bytes: number }> {
  if (!database.backup) {
    throw new Error('only the embedded database is backed up here; use pg_dump for PostgreSQL');
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'quoteway-backup-'));
  try {
    const dump = await database.backup();
    await writeFile(path.join(staging, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
    const copy = await openDatabase({ snapshot: dump });
    let counted: Awaited<ReturnType<typeof countRows>>;
    try {
      counted = await countRows(copy.db);
    } finally {
      await copy.close();
    }
    const entries = ['manifest.json', 'pglite.tar'];
    if (existsSync(uploadsDir)) {
      await cp(uploadsDir, path.join(staging, 'uploads'), { recursive: true });
      entries.push('uploads');
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      schema: await latestMigration(),
      engine: await pgliteEngine(),
      ...counted,
      uploads: await folderSize(path.join(staging, 'uploads')),
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(file), { recursive: true });
    await createTar({ gzip: true, file, cwd: staging, portable: true }, entries);
    return { file, manifest, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restore a backup into `dataDir` (its `pglite/` and `uploads/`), which must hold no database
 * yet: a restore never overwrites. Applies migrations newer than the backup, then checks the
 * restored database against the manifest's counts; answers the manifest.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; migrated: boolean }> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (existsSync(pgliteDir) && (await readdir(pgliteDir)).length > 0) {
    throw new Error(`${pgliteDir} already holds a database; restore into an empty data folder`);
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'quoteway-restore-'));
  try {
    // Only the archive's own names, never a path outside the staging folder (tar's default).
    await extractTar({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) {
      throw new Error(
        `unknown backup format ${String(manifest.format)} (this version reads ${BACKUP_FORMAT})`,
      );
    }
    const dump = new Blob([await readFile(path.join(staging, 'pglite.tar'))]);
    await mkdir(pgliteDir, { recursive: true });
    const migrated = manifest.schema !== (await latestMigration());
    try {
      const database = await openDatabase({ dataDir: pgliteDir, snapshot: dump });
      let restored: Awaited<ReturnType<typeof countRows>>;
      try {
        restored = await countRows(database.db);
        await database.migrate();
      } finally {
        await database.close();
      }
      const mismatched = countedTables.filter((t) => restored.rows[t] !== manifest.rows[t]);
      if (mismatched.length > 0 || restored.ledgerCredits !== manifest.ledgerCredits) {
        throw new Error(
          `the restored database differs from the manifest (${mismatched.join(', ') || 'ledger'})`,
        );
      }
    } catch (error) {
      // No half-restored database left behind for a server to start on.
      await rm(pgliteDir, { recursive: true, force: true });
      throw error;
    }
    if (existsSync(path.join(staging, 'uploads'))) {
      await cp(path.join(staging, 'uploads'), path.join(dataDir, 'uploads'), {
        recursive: true,
        errorOnExist: true,
        force: false,
      });
    }
    return { manifest, migrated };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
