import type { CountryCode, Locality } from '@quoteway/contracts';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { localities } from '../../db/schema';
import type { GazetteerRow } from './parse';

type LocalityRow = Omit<Locality, 'country'> & { country: string };

const columns = sql`id, country, postcode, locality, region, territory, island, lat, lng`;

/** SQL for the gazetteer: trigram search, nearest by great-circle distance, bulk upsert. */
export function gazetteerRepository(db: Database) {
  return {
    /**
     * Prefix matches first, then typo-tolerant word similarity (pg_trgm `<%`), then
     * postcode prefixes. The GIN trigram index serves both LIKE and `<%`.
     */
    async search(q: string, country: CountryCode, limit: number): Promise<LocalityRow[]> {
      const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return queryRows<LocalityRow>(
        db,
        sql`
        SELECT ${columns}
        FROM localities
        WHERE country = ${country}
          AND (locality ILIKE ${prefix} OR ${q} <% locality OR postcode LIKE ${prefix})
        ORDER BY (locality ILIKE ${prefix}) DESC,
                 word_similarity(${q}, locality) DESC,
                 length(locality), locality, postcode
        LIMIT ${limit}`,
      );
    },

    /** The nearest locality by KNN on the earth GiST index, with its distance in km. */
    async nearest(
      lat: number,
      lng: number,
      country: CountryCode | undefined,
    ): Promise<(LocalityRow & { distance_km: number }) | undefined> {
      const rows = await queryRows<LocalityRow & { distance_km: number }>(
        db,
        sql`
        SELECT ${columns},
               earth_distance(ll_to_earth(lat, lng), ll_to_earth(${lat}, ${lng})) / 1000 AS distance_km
        FROM localities
        ${country ? sql`WHERE country = ${country}` : sql``}
        ORDER BY ll_to_earth(lat, lng) <-> ll_to_earth(${lat}, ${lng})
        LIMIT 1`,
      );
      return rows[0];
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
      const rows = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM localities ${country ? sql`WHERE country = ${country}` : sql``}`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type GazetteerRepository = ReturnType<typeof gazetteerRepository>;
