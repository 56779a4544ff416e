import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { professionCategories, professions } from '../../db/schema';

/** SQL for the profession taxonomy. */
export function professionRepository(db: Database) {
  return {
    listCategories: () =>
      db.select().from(professionCategories).orderBy(asc(professionCategories.position)),

    listProfessions: () =>
      db
        .select({
          slug: professions.slug,
          name: professions.name,
          categorySlug: professions.categorySlug,
          baseCredits: professions.baseCredits,
        })
        .from(professions)
        .orderBy(asc(professions.name)),

    async findBySlug(slug: string) {
      const [row] = await db.select().from(professions).where(eq(professions.slug, slug));
      return row;
    },
  };
}

export type ProfessionRepository = ReturnType<typeof professionRepository>;
