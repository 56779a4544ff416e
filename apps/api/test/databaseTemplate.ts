import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/seed/reference';
import { createScratchDatabase } from './scratchDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite database with the reference data (test/database.ts). */
    pgliteSnapshot: string;
    /**
     * With DATABASE_URL: the name of a migrated database with the reference data on that
     * server, which every test database is created from (`CREATE DATABASE ... TEMPLATE`).
     */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the API suite: migrate one database, once per run, seed it with the
 * reference data (the trades, New Zealand's places), and let every test database start from
 * a copy of it. Migrating and seeding cost seconds per database; a copy, a fraction of one.
 * On PGlite the copy is a saved data folder; on PostgreSQL (DATABASE_URL) it is a template
 * database on the server, dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl);
    // Nobody may be connected to a template while it is copied: closed before any test runs.
    const handle = await openDatabase({ url: template.url });
    try {
      await handle.migrate();
      await seedReferenceData(handle.db);
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'quoteway-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const template = await openDatabase({});
  try {
    await template.migrate();
    await seedReferenceData(template.db);
    if (!template.snapshot) throw new Error('an in-memory PGlite database has snapshots');
    const blob = await template.snapshot();
    await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await template.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
