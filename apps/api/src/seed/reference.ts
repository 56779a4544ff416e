import type { CountryCode } from '@quoteway/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { professionCategories, professions } from '../db/schema';
import {
  gazetteerRepository,
  gazetteerService,
  loadPlaceFiles,
  type PlaceFileLoad,
} from '../modules/gazetteer';
import {
  professionCategories as seedCategories,
  professions as seedProfessions,
} from './reference/professions';

export interface SeedReport {
  categories: number;
  professions: number;
  localities: PlaceFileLoad[];
}

/**
 * Reference data: upsert the profession taxonomy (the repo is its source of truth) and load
 * the place files of `countries` that are not loaded yet (by default New Zealand's: the home
 * site's, where the demo is set, quick to load; the server loads the others once it listens).
 * Safe to run on every start.
 */
export async function seedReferenceData(
  db: Database,
  countries: readonly CountryCode[] = ['NZ'],
): Promise<SeedReport> {
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
  const localities = await loadPlaceFiles(gazetteerService(gazetteerRepository(db)), {
    countries,
  });
  return {
    categories: seedCategories.length,
    professions: seedProfessions.length,
    localities,
  };
}
