import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite database with the reference data (test/database.ts). */
    pgliteSnapshot: string;
  }
}

/**
 * Global setup of the API suite: migrate one PGlite database, once per run, seed it with the
 * reference data (the trades, New Zealand's places) and save it for every test file to start
 * from. Migrating and seeding cost seconds per database; loading the copy, about one. On
 * PostgreSQL (DATABASE_URL) each test creates, migrates and seeds its own database.
 */
export default async function setup(project: TestProject) {
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
