import type { CountryCode } from '@quoteway/contracts';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localities, localitiesVersion, placeFiles } from '../../db/schema';
import type { GazetteerRow } from './parse';

export type LocalityRow = typeof localities.$inferSelect;
/** What the in-memory place index keeps of a place: all but its country. */
export type IndexedRow = Omit<LocalityRow, 'country'>;

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

    /** How many writing statements `localities` has seen (see `localities_version`). */
    async version(): Promise<number> {
      const [row] = await db
        .select({ version: localitiesVersion.version })
        .from(localitiesVersion)
        .where(eq(localitiesVersion.id, 1));
      return Number(row?.version ?? 0);
    },

    /** A page of a country's places as the in-memory index needs them: ids after `after`. */
    indexRows(country: CountryCode, page: { after: number; limit: number }): Promise<IndexedRow[]> {
      return db
        .select({
          id: localities.id,
          postcode: localities.postcode,
          locality: localities.locality,
          region: localities.region,
          territory: localities.territory,
          island: localities.island,
          lat: localities.lat,
          lng: localities.lng,
        })
        .from(localities)
        .where(and(eq(localities.country, country), gt(localities.id, page.after)))
        .orderBy(asc(localities.id))
        .limit(page.limit);
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

    /**
     * Insert or update rows by (country, postcode, locality); returns how many were written.
     * The rows go as one array per column, unnested: a statement of nine parameters, where a
     * VALUES list of 1,000 rows had 9,000 for PostgreSQL to parse and plan and the query
     * builder to assemble (most of the time and garbage of loading India's places).
     */
    async upsert(rows: readonly GazetteerRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const column = <K extends keyof GazetteerRow>(key: K) =>
        sql.param(rows.map((row) => row[key]));
      await db.execute(sql`
        INSERT INTO localities (country, postcode, locality, region, territory, island, lat, lng)
        SELECT * FROM unnest(
          ${column('country')}::text[], ${column('postcode')}::text[],
          ${column('locality')}::text[], ${column('region')}::text[],
          ${column('territory')}::text[], ${column('island')}::text[],
          ${column('lat')}::float8[], ${column('lng')}::float8[])
        ON CONFLICT (country, postcode, locality) DO UPDATE SET
          region = excluded.region, territory = excluded.territory, island = excluded.island,
          lat = excluded.lat, lng = excluded.lng`);
      return rows.length;
    },

    /**
     * Merge the trigram index's pending entries and refresh the planner's statistics after a
     * large import. PGlite never autovacuums: without this, a search among India's places
     * read the whole GIN pending list and took seconds instead of milliseconds.
     */
    async vacuumAnalyze(): Promise<void> {
      await db.execute(sql`VACUUM ANALYZE localities`);
    },

    /** The SHA-256 of the version of a bundled place file last loaded, if any. */
    async loadedVersion(file: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sha256: placeFiles.sha256 })
        .from(placeFiles)
        .where(eq(placeFiles.file, file));
      return row?.sha256;
    },

    /** Records that this version of a bundled place file is loaded. */
    async recordLoaded(file: string, sha256: string, imported: number, rejected: number) {
      await db
        .insert(placeFiles)
        .values({ file, sha256, imported, rejected })
        .onConflictDoUpdate({
          target: placeFiles.file,
          set: { sha256, imported, rejected, loadedAt: sql`now()` },
        });
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
