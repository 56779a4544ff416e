import path from 'node:path';
import { sql } from 'drizzle-orm';
import { gazetteerRepository, gazetteerService, type ImportReport } from '../modules/gazetteer';
import { apiRoot } from '../paths';
import type { Database } from './client';
import { professionCategories, professions } from './schema';
import {
  professionCategories as seedCategories,
  professions as seedProfessions,
} from './seed/professions';

export interface SeedReport {
  categories: number;
  professions: number;
  localities: ImportReport | null;
}

/** The authored NZ gazetteer that ships in the repo so the demo works without GeoNames. */
const nzSeedFile = () => path.join(apiRoot(), 'src', 'db', 'seed', 'nz-localities.csv');

/**
 * Reference data: upsert the profession taxonomy (the repo is its source of truth) and,
 * when the gazetteer is empty, import the NZ seed localities. Safe to run on every start.
 */
export async function seedReferenceData(db: Database): Promise<SeedReport> {
  await db.transaction(async (tx) => {
    await tx
      .insert(professionCategories)
      .values(seedCategories.map((c, position) => ({ ...c, position })))
      .onConflictDoUpdate({
        target: professionCategories.slug,
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
    await tx
      .insert(professions)
      .values(seedProfessions.map((p) => ({ ...p })))
      .onConflictDoUpdate({
        target: professions.slug,
        set: {
          name: sql`excluded.name`,
          categorySlug: sql`excluded.category_slug`,
          baseCredits: sql`excluded.base_credits`,
          questions: sql`excluded.questions`,
        },
      });
  });
  const gazetteer = gazetteerService(gazetteerRepository(db));
  const localities =
    (await gazetteer.count('NZ')) === 0 ? await gazetteer.importFile(nzSeedFile(), 'NZ') : null;
  return {
    categories: seedCategories.length,
    professions: seedProfessions.length,
    localities,
  };
}
