import type { CountryCode } from '@quoteway/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localities } from '../../db/schema';
import type { GazetteerRow } from './parse';

export type LocalityRow = typeof localities.$inferSelect;

/** SQL for the gazetteer: trigram search, nearest by great-circle distance, bulk upsert. */
export function gazetteerRepository(db: Database) {
  return {
    /**
     * Prefix matches first, then typo-tolerant word similarity (pg_trgm `<%`), then
     * postcode prefixes. The GIN trigram index serves both LIKE and `<%`.
     */
    async search(q: string, country: CountryCode, limit: number): Promise<LocalityRow[]> {
      const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { locality, postcode } = localities;
      return db
        .select()
        .from(localities)
        .where(
          sql`${localities.country} = ${country}
            AND (${locality} ILIKE ${prefix} OR ${q} <% ${locality} OR ${postcode} LIKE ${prefix})`,
        )
        .orderBy(
          desc(sql`(${locality} ILIKE ${prefix})`),
          desc(sql`word_similarity(${q}, ${locality})`),
          sql`length(${locality})`,
          locality,
          postcode,
        )
        .limit(limit);
    },

    /** The nearest locality by KNN on the earth GiST index, with its distance in km. */
    async nearest(lat: number, lng: number, country: CountryCode | undefined) {
      const point = sql`ll_to_earth(${localities.lat}, ${localities.lng})`;
      const [row] = await db
        .select({
          locality: localities,
          distanceKm: sql<number>`earth_distance(${point}, ll_to_earth(${lat}, ${lng})) / 1000`,
        })
        .from(localities)
        .where(country ? eq(localities.country, country) : undefined)
        .orderBy(sql`${point} <-> ll_to_earth(${lat}, ${lng})`)
        .limit(1);
      return row;
    },

    /** Insert or update rows by (country, postcode, locality); returns how many were written. */
    async upsert(rows: readonly GazetteerRow[]): Promise<number> {
      let written = 0;
      // Batches keep each statement well under PostgreSQL's 65,535 parameter limit.
      for (let i = 0; i < rows.length; i += 1000) {
        const batch = rows.slice(i, i + 1000);
        await db
          .insert(localities)
          .values(batch.map((r) => ({ ...r })))
          .onConflictDoUpdate({
            target: [localities.country, localities.postcode, localities.locality],
            set: {
              region: sql`excluded.region`,
              territory: sql`excluded.territory`,
              island: sql`excluded.island`,
              lat: sql`excluded.lat`,
              lng: sql`excluded.lng`,
            },
          });
        written += batch.length;
      }
      return written;
    },

    async count(country?: CountryCode): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(localities)
        .where(country ? eq(localities.country, country) : undefined);
      return row?.n ?? 0;
    },
  };
}

export type GazetteerRepository = ReturnType<typeof gazetteerRepository>;
