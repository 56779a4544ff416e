import { BAYES_PRIOR_WEIGHT } from '@quoteway/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  businesses,
  businessPhotos,
  jobs,
  localities,
  professions,
  businessProfessions,
  quotes,
  users,
} from '../../db/schema';
import { inServiceArea, takesTrade } from '../../db/serviceArea';

export type BusinessRow = typeof businesses.$inferSelect;
export type PhotoRow = typeof businessPhotos.$inferSelect;
export type LocalityRow = typeof localities.$inferSelect;
type NewPhoto = typeof businessPhotos.$inferInsert;

/** What a business may change on its profile itself. */
export type ProfileValues = Pick<
  BusinessRow,
  'businessName' | 'slug' | 'description' | 'businessUrl' | 'publicPhone' | 'yearFounded'
> & { licences: BusinessRow['licences'] };

/** SQL: the owner is an active business account (deleted, spam and pending ones are hidden). */
const shown = and(eq(users.status, 'ACTIVE'), eq(users.userType, 'Business User'));

/** What the directory narrows by. */
export interface DirectoryFilter {
  /** The site's country: only its businesses are listed. */
  country: string;
  /** The site's mean rating, the Bayesian average's prior. */
  siteMean: number;
  profession?: string | undefined;
  place?: { lat: number; lng: number } | undefined;
  verified?: boolean | undefined;
  minRating?: number | undefined;
  limit: number;
  offset: number;
}

/** SQL for business profiles, their galleries, the directory and the site's figures. */
export function businessRepository(db: Queryable) {
  return {
    /**
     * The business with its owner's hours and its locality; with `onlyShown`, only while the
     * owner is an active business account; with `country`, only a business of that country.
     */
    /** A business's profile, found by its user id or by its address's slug (`/b/<slug>`). */
    async profile(
      key: string | { slug: string },
      { onlyShown, country }: { onlyShown: boolean; country?: string },
    ) {
      const [row] = await db
        .select({
          business: businesses,
          openingHours: users.openingHours,
          businessAlwaysOpen: users.businessAlwaysOpen,
          locality: localities,
        })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.userId))
        .leftJoin(localities, eq(localities.id, businesses.localityId))
        .where(
          and(
            typeof key === 'string' ? eq(businesses.userId, key) : eq(businesses.slug, key.slug),
            onlyShown ? shown : undefined,
            country ? eq(businesses.country, country) : undefined,
          ),
        );
      return row;
    },

    /** The business row, locked until the transaction ends (uploads and galleries queue). */
    async lock(userId: string): Promise<BusinessRow | undefined> {
      const [row] = await db
        .select()
        .from(businesses)
        .where(eq(businesses.userId, userId))
        .for('update');
      return row;
    },

    async updateProfile(userId: string, values: ProfileValues): Promise<void> {
      await db.update(businesses).set(values).where(eq(businesses.userId, userId));
    },

    async setImageKey(userId: string, kind: 'logo' | 'cover', key: string | null): Promise<void> {
      await db
        .update(businesses)
        .set(kind === 'logo' ? { logoKey: key } : { coverKey: key })
        .where(eq(businesses.userId, userId));
    },

    /** The trades of these businesses with their names, by name. */
    async professionsOf(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: businessProfessions.userId,
          slug: professions.slug,
          name: professions.name,
        })
        .from(businessProfessions)
        .innerJoin(professions, eq(professions.slug, businessProfessions.professionSlug))
        .where(inArray(businessProfessions.userId, userIds))
        .orderBy(asc(professions.name));
    },

    /** The gallery, in the order the photos were added. */
    async photos(userId: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(businessPhotos)
        .where(eq(businessPhotos.businessId, userId))
        .orderBy(asc(businessPhotos.createdAt), asc(businessPhotos.id));
    },

    async countPhotos(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(businessPhotos)
        .where(eq(businessPhotos.businessId, userId));
      return row?.n ?? 0;
    },

    async insertPhoto(values: NewPhoto): Promise<PhotoRow> {
      const [row] = await db.insert(businessPhotos).values(values).returning();
      if (!row) throw new Error('photo was not stored');
      return row;
    },

    /** Delete the business's photo; undefined when it has no photo with this id. */
    async deletePhoto(userId: string, id: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .delete(businessPhotos)
        .where(and(eq(businessPhotos.id, id), eq(businessPhotos.businessId, userId)))
        .returning();
      return row;
    },

    /** Jobs each business was hired for (hired or completed), by business id. */
    async hires(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: quotes.businessId, n: count() })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .where(
          and(
            inArray(quotes.businessId, userIds),
            eq(quotes.status, 'hired'),
            inArray(jobs.status, ['hired', 'completed']),
          ),
        )
        .groupBy(quotes.businessId);
      return new Map(rows.map((r) => [r.userId, r.n]));
    },

    /**
     * The median minutes from a job going live (published, else created) to this business's
     * quote on it, over the quotes sent since `since`; null without quotes.
     */
    async medianResponseMinutes(userId: string, since: Date): Promise<number | null> {
      const [row] = await db
        .select({
          minutes: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY
            extract(epoch FROM ${quotes.createdAt} - coalesce(${jobs.publishedAt}, ${jobs.createdAt})) / 60)`.mapWith(
            (v: unknown) => (v === null ? null : Number(v)),
          ),
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .where(and(eq(quotes.businessId, userId), gte(quotes.createdAt, since)));
      return row?.minutes ?? null;
    },

    async locality(id: number): Promise<LocalityRow | undefined> {
      const [row] = await db.select().from(localities).where(eq(localities.id, id));
      return row;
    },

    /**
     * One page of the directory, best first: the Bayesian average (each business's ratings
     * blended with BAYES_PRIOR_WEIGHT ratings at the site's mean), then the number of
     * reviews, then verification, then distance from the place, then name. With a place,
     * only businesses whose service circle holds it (on the businesses' earth index).
     */
    async directory(filter: DirectoryFilter) {
      const conditions: Array<SQL | undefined> = [shown, eq(businesses.country, filter.country)];
      if (filter.profession) conditions.push(takesTrade(businesses.userId, filter.profession));
      const place = filter.place;
      if (place) {
        conditions.push(
          isNotNull(businesses.serviceLat),
          isNotNull(businesses.serviceLng),
          inServiceArea(
            {
              lat: businesses.serviceLat,
              lng: businesses.serviceLng,
              radiusM: sql`${businesses.serviceRadiusKm} * 1000`,
            },
            place,
          ),
        );
      }
      if (filter.verified !== undefined) {
        conditions.push(
          filter.verified
            ? eq(businesses.businessNumberStatus, 'verified')
            : ne(businesses.businessNumberStatus, 'verified'),
        );
      }
      if (filter.minRating !== undefined) {
        conditions.push(
          sql`${businesses.ratingCount} > 0
              AND ${businesses.ratingSum} >= ${filter.minRating} * ${businesses.ratingCount}`,
        );
      }
      const where = and(...conditions);
      const bayesian = sql`(${businesses.ratingSum} + ${BAYES_PRIOR_WEIGHT} * ${filter.siteMean}::float8)
          / (${businesses.ratingCount} + ${BAYES_PRIOR_WEIGHT})`;
      const distanceM = place
        ? sql<number | null>`earth_distance(ll_to_earth(${place.lat}, ${place.lng}),
              ll_to_earth(${businesses.serviceLat}, ${businesses.serviceLng}))`.mapWith(Number)
        : sql<number | null>`NULL::float8`;
      const rows = await db
        .select({
          business: businesses,
          locality: localities,
          distanceM,
          total: sql<number>`count(*) OVER ()`.mapWith(Number),
        })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.userId))
        .leftJoin(localities, eq(localities.id, businesses.localityId))
        .where(where)
        .orderBy(
          desc(bayesian),
          desc(businesses.ratingCount),
          desc(sql`${businesses.businessNumberStatus} = 'verified'`),
          ...(place ? [asc(distanceM)] : []),
          asc(sql`lower(${businesses.businessName})`),
          asc(businesses.userId),
        )
        .limit(filter.limit)
        .offset(filter.offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && filter.offset > 0) {
        // Past the last page: the window count has no row to ride on.
        const [row] = await db
          .select({ n: count() })
          .from(businesses)
          .innerJoin(users, eq(users.id, businesses.userId))
          .where(where);
        total = row?.n ?? 0;
      }
      return { rows, total };
    },

    /** The mean of every review of a country's shown businesses; null before the first review. */
    async siteMean(country: string): Promise<number | null> {
      const [row] = await db
        .select({
          mean: sql<
            number | null
          >`sum(${businesses.ratingSum})::float8 / nullif(sum(${businesses.ratingCount}), 0)`.mapWith(
            (v: unknown) => (v === null ? null : Number(v)),
          ),
        })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.userId))
        .where(and(shown, eq(businesses.country, country)));
      return row?.mean ?? null;
    },

    /**
     * A site's home page figures: the country's shown businesses, their reviews, and its jobs
     * (by their place) live since `monthStart`.
     */
    async siteFigures(country: string, monthStart: Date) {
      const [figures] = await db
        .select({
          businesses: count(),
          verified:
            sql<number>`count(*) FILTER (WHERE ${businesses.businessNumberStatus} = 'verified')`.mapWith(
              Number,
            ),
          reviews: sql<number>`coalesce(sum(${businesses.ratingCount}), 0)`.mapWith(Number),
          ratingSum: sql<number>`coalesce(sum(${businesses.ratingSum}), 0)`.mapWith(Number),
        })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.userId))
        .where(and(shown, eq(businesses.country, country)));
      const [live] = await db
        .select({ n: count() })
        .from(jobs)
        .innerJoin(localities, eq(localities.id, jobs.localityId))
        .where(and(gte(jobs.publishedAt, monthStart), eq(localities.country, country)));
      return {
        businesses: figures?.businesses ?? 0,
        verified: figures?.verified ?? 0,
        reviews: figures?.reviews ?? 0,
        ratingSum: figures?.ratingSum ?? 0,
        jobsThisMonth: live?.n ?? 0,
      };
    },
  };
}

export type BusinessRepository = ReturnType<typeof businessRepository>;
