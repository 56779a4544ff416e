import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../paths';
import { openDatabase, queryRows, writeTemplate } from './client';
import { startFromTemplate } from './template';

// New PGlite data folders start from the template the build makes: a migrated database,
// used only by the engine that made it, never over a folder that has a database.

let dir: string;
let template: string;

/** Every migration the repo has (drizzle's journal). */
const migrations = (
  JSON.parse(readFileSync(path.join(apiRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quoteway-template-'));
  template = path.join(dir, 'template.tgz');
  await writeTemplate(template);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('PGlite template', { timeout: 300_000 }, () => {
  it('fills a new data folder with a migrated database', async () => {
    const dataDir = path.join(dir, 'new', 'pglite');
    expect(await startFromTemplate(dataDir, template)).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    // Nothing of the unpacking is left beside the folder.
    expect(await readdir(path.dirname(dataDir))).toEqual(['pglite']);

    const database = await openDatabase({ dataDir });
    try {
      // Migrated before migrate() runs: every migration is recorded, and the tables are there.
      const [applied] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(migrations);
      await database.migrate();
      const [places] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM localities`,
      );
      expect(places?.n).toBe(0);
    } finally {
      await database.close();
    }
    // A folder with a database is never overwritten.
    expect(await startFromTemplate(dataDir, template)).toBe(false);
  });

  it('is not used by another PGlite build, nor when missing', async () => {
    const copy = path.join(dir, 'other.tgz');
    await writeFile(copy, readFileSync(template));
    await writeFile(`${copy}.json`, JSON.stringify({ engine: 'another build' }));
    const dataDir = path.join(dir, 'other', 'pglite');
    await mkdir(dataDir, { recursive: true });
    expect(await startFromTemplate(dataDir, copy)).toBe(false);
    expect(await startFromTemplate(dataDir, path.join(dir, 'missing.tgz'))).toBe(false);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
