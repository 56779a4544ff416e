import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { apiRoot } from '../paths';
import * as schema from './schema';
import { saveTemplate, startFromTemplate } from './template';

/** The Drizzle database, the same type whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle: what repositories receive when a change spans several tables. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or a transaction in progress. */
export type Queryable = Database | Tx;

type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Apply pending migrations (safe to call from several processes at once). */
  migrate(): Promise<void>;
  /** PGlite only: the whole in-memory database as a tarball, to start copies from. */
  snapshot?(): Promise<Blob>;
  /**
   * PGlite only: the data folder as a tarball, for a backup (db/backup.ts): taken
   * after a checkpoint, between two statements, while the app may be writing.
   */
  backup?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; without it PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; without it (and without url) the database lives in memory. */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /** PGlite: start from this snapshot (see `DatabaseHandle.snapshot`) instead of empty. */
  snapshot?: Blob | undefined;
  /**
   * PGlite: a new (empty) `dataDir` starts as a copy of this template (see `writeTemplate`)
   * instead of running initdb, when the template was made by the PGlite installed.
   */
  template?: string | undefined;
}

const pgliteExtensions = { pg_trgm, cube, earthdistance, btree_gist };

/**
 * PostgreSQL settings of PGlite, over its defaults. Its memory is one WebAssembly heap that
 * grows and never gives back: PostgreSQL's default 128 MB of shared buffers filled up as the
 * places were read and stayed in the process for good (most of its idle memory). The data
 * folder's files are in the system's page cache anyway, so a smaller buffer costs a read
 * call, not a disk read. VACUUM after a place import works within maintenance_work_mem.
 */
const pgliteSettings: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

// Any fixed 64-bit number: serialises migrations when several processes start together.
const MIGRATION_LOCK_ID = 7_406_311_942;

/** Open PGlite (in a folder or in memory) or a PostgreSQL pool. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.url) {
    // The PostgreSQL driver (about 15 MB) is loaded only by a process that uses it.
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const writes = new WriteWatch(false);
    const db = drizzleNodePg(pool, { schema, logger: writes }) as unknown as Database;
    writes.attach(db);
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) {
    if (options.template) await startFromTemplate(options.dataDir, options.template);
    await mkdir(options.dataDir, { recursive: true });
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: pgliteExtensions,
    startParams: pgliteStartParams,
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const writes = new WriteWatch(true);
  const db = drizzlePglite(client, { schema, logger: writes }) as unknown as Database;
  writes.attach(db);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    snapshot: () => client.dumpDataDir('none'),
    backup: () =>
      // Inside a transaction of its own, which PGlite runs alone: no other transaction is
      // half-way through the files (dumpDataDir alone waits for the statement in progress
      // only). After a checkpoint, so the files hold everything committed.
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      }),
    close: () => client.close(),
  };
}

/**
 * Whether a statement's text changes what a session lookup answers: a write to a user's or a
 * business's row, or a session revoked or deleted (a session's last use or its second factor
 * do not count, nor a new user or session).
 */
const WATCHED_WRITE =
  /\b(?:(?:update|insert\s+into|delete\s+from)\s+"?businesses"?|(?:update|delete\s+from)\s+"?users"?|delete\s+from\s+"?sessions"?|update\s+"?sessions"?\s+set\s+"?revoked_at)(?=[\s("]|$)/i;

/** A write to `localities` (places loaded or edited). */
const LOCALITY_WRITE = /\b(?:update|insert\s+into|delete\s+from)\s+"?localities"?(?=[\s("]|$)/i;

/** What a statement writes that someone watches (`WriteWatch`). */
type Writes = 'nothing' | 'session data' | 'localities';

/** Statement texts already classified (the hot ones are built once, so few distinct texts). */
const MAX_CLASSIFIED = 2_000;

/**
 * Sees every statement a database handle runs (as Drizzle's logger, before it is sent) and
 * tells its listeners when one writes what they watch: the session data (`WATCHED_WRITE`) at
 * once, and again when each transaction that was open meanwhile has ended (committed or rolled
 * back), so a cache can drop what it read before the write was visible to others
 * (`sessionCache`); the places (`LOCALITY_WRITE`) at once.
 */
class WriteWatch {
  private readonly listeners = new Set<() => void>();
  private readonly localityListeners = new Set<() => void>();
  private readonly classified = new Map<string, Writes>();
  /** Watched writes of session data seen so far. */
  private seen = 0;

  /** `soleWriter`: no other process can write this database (PGlite). */
  constructor(readonly soleWriter: boolean) {}

  logQuery(query: string): void {
    let writes = this.classified.get(query);
    if (writes === undefined) {
      writes = WATCHED_WRITE.test(query)
        ? 'session data'
        : LOCALITY_WRITE.test(query)
          ? 'localities'
          : 'nothing';
      if (this.classified.size >= MAX_CLASSIFIED) this.classified.clear();
      this.classified.set(query, writes);
    }
    if (writes === 'localities') {
      for (const listener of this.localityListeners) listener();
    } else if (writes === 'session data') {
      this.seen += 1;
      this.tell();
    }
  }

  /** Tell the listeners again after every transaction during which a watched write was seen. */
  attach(db: Database): void {
    const transaction = db.transaction.bind(db);
    const watched: Database['transaction'] = async (run, config) => {
      const before = this.seen;
      try {
        return await transaction(run, config);
      } finally {
        if (this.seen !== before) this.tell();
      }
    };
    db.transaction = watched;
    writeWatches.set(db, this);
  }

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  listenToLocalities(listener: () => void): void {
    this.localityListeners.add(listener);
  }

  private tell(): void {
    for (const listener of this.listeners) listener();
  }
}

const writeWatches = new WeakMap<Database, WriteWatch>();

/**
 * Call `listener` whenever a statement on `db` writes a user's or business's row or revokes
 * a session (and again once the transactions open meanwhile have ended). Answers the way to
 * stop listening, or undefined for a handle not opened by `openDatabase` (nothing watched).
 */
export function onSessionDataWrites(db: Database, listener: () => void): (() => void) | undefined {
  const watch = writeWatches.get(db);
  if (!watch) return undefined;
  const stop = watch.listen(listener);
  return () => {
    stop();
  };
}

/**
 * On a database only this process can write (PGlite), call `listener` as each statement that
 * writes `localities` is sent, and answer true: every change of the places is then seen here.
 * Answers false (and calls nothing) for PostgreSQL, which other processes write too.
 */
export function onEveryLocalityWrite(db: Database, listener: () => void): boolean {
  const watch = writeWatches.get(db);
  if (!watch?.soleWriter) return false;
  watch.listenToLocalities(listener);
  return true;
}

/**
 * Write the template new PGlite data folders start from (`OpenDatabaseOptions.template`): an
 * initialised database with every migration applied. Made by the build.
 */
export async function writeTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite(client, { schema }), {
      migrationsFolder: findMigrationsFolder(),
    });
    await saveTemplate(file, await client.dumpDataDir('gzip'));
  } finally {
    await client.close();
  }
}

/** Where the build leaves the template of new PGlite data folders (see `writeTemplate`). */
export const pgliteTemplateFile = () => path.join(apiRoot(), 'dist', 'pglite-template.tgz');

function findMigrationsFolder(): string {
  return path.join(apiRoot(), 'drizzle');
}

/**
 * Run raw SQL and return its rows. Both drivers answer with `{ rows }`; Drizzle's shared
 * PgDatabase type cannot say so, hence this one narrow cast.
 */
export async function queryRows<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** A Drizzle query builder that can be prepared under a name. */
interface PreparableQuery<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** A statement's name, from its text: the same text always gets the same name. */
function statementName(query: { toSQL(): { sql: string } }): string {
  return `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 24)}`;
}

const preparedQueries = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A hot Drizzle query, built once per database handle and `key` (the query's shape), with
 * `sql.placeholder`s for its values, and kept as a named prepared statement, named after its
 * text: each call runs it with `execute(values)`. PostgreSQL then parses it once per
 * connection and, after five runs, keeps a generic plan when it is no worse than a fresh one,
 * instead of planning every request (the new-leads list spent as long planning as running).
 * For hot queries only: every name holds a plan on every pooled connection. A query built on
 * a transaction's handle lives as long as the transaction: inside transactions, use
 * `statementOnce`. PGlite has no pool and ignores the name.
 */
export function preparedOnce<P>(db: Queryable, key: string, build: () => PreparableQuery<P>): P {
  let byKey = preparedQueries.get(db);
  if (!byKey) preparedQueries.set(db, (byKey = new Map()));
  let query = byKey.get(key) as P | undefined;
  if (!query) {
    const builder = build();
    query = builder.prepare(statementName(builder));
    byKey.set(key, query);
  }
  return query;
}

/** A named value of a statement built once (`statementOnce`, `preparedOnce`), as SQL. */
export const placeholder = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** Builds statement text; it holds no connection, so one serves every database. */
const dialect = new PgDialect();

/**
 * A raw statement for a hot path, built once per process, on first use (`build` returns it
 * with `sql.placeholder`s for its values); each call prepares it by `name` on the handle it
 * is given, a transaction's own included. On PostgreSQL the connection keeps the parsed and
 * planned statement under that name, so a run sends only the values: on a statement that
 * runs often this halves the database's CPU (its planning was most of it), and building the
 * text was most of its cost in the API. `name` must be unique to the statement's text.
 * PGlite ignores the name.
 */
export function statementOnce<T>(name: string, build: () => SQL) {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db: Queryable, values: Record<string, unknown>): Promise<T[]> => {
    query ??= dialect.sqlToQuery(build());
    const statement = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await statement.execute(values)) as unknown as { rows: T[] };
    return result.rows;
  };
}

/** True for PostgreSQL's unique_violation (23505), as thrown or as a driver error's cause. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}
