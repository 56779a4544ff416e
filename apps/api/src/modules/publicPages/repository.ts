import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businesses,
  businessProfessions,
  localities,
  professions,
  reviews,
  users,
} from '../../db/schema';

/**
 * A business the public may see: an active business account (pending, deleted and spam
 * ones are hidden), as the business pages themselves decide.
 */
const isPublic = and(eq(users.status, 'ACTIVE'), eq(users.userType, 'Business User'));

/** SQL for the sitemap. */
export function publicPagesRepository(db: Database) {
  return {
    /** Every trade's slug. */
    professionSlugs: async () =>
      (
        await db.select({ slug: professions.slug }).from(professions).orderBy(asc(professions.slug))
      ).map((row) => row.slug),

    /**
     * Every public business of a country with when its page last changed as far as the rows
     * tell: its creation, or the latest review, edit or reply on it.
     */
    businessPages: (country: string, limit: number) =>
      db
        .select({
          // Every business gets its slug when its account is made (auth repository).
          slug: sql<string>`${businesses.slug}`,
          lastChanged: sql<string>`greatest(${businesses.createdAt}, (
            select max(greatest(${reviews.createdAt}, ${reviews.editedAt}, ${reviews.repliedAt}))
            from ${reviews} where ${reviews.businessId} = ${businesses.userId}
          ))`.mapWith((value: string | Date) => new Date(value)),
        })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.userId))
        .where(and(isPublic, eq(businesses.country, country)))
        .orderBy(asc(businesses.createdAt), asc(businesses.userId))
        .limit(limit),

    /**
     * The trade x place pages that list someone: each trade of a public business with the
     * place it is based in (the gazetteer's name), once each, of one country's businesses.
     */
    tradePlaces: (country: string, limit: number) =>
      db
        .selectDistinct({ slug: businessProfessions.professionSlug, place: localities.locality })
        .from(businessProfessions)
        .innerJoin(businesses, eq(businesses.userId, businessProfessions.userId))
        .innerJoin(users, eq(users.id, businesses.userId))
        .innerJoin(localities, eq(localities.id, businesses.localityId))
        .where(and(isPublic, eq(businesses.country, country), eq(localities.country, country)))
        .orderBy(asc(businessProfessions.professionSlug), asc(localities.locality))
        .limit(limit),
  };
}

export type PublicPagesRepository = ReturnType<typeof publicPagesRepository>;
