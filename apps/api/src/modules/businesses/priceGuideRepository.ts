import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { jobs, localities, quotes } from '../../db/schema';

/** The quotes' count, median and middle 80% (10th and 90th percentiles), in cents. */
export interface QuoteSpread {
  quotes: number;
  medianCents: number | null;
  lowCents: number | null;
  highCents: number | null;
}

const cents = (v: unknown) => (v === null ? null : Math.round(Number(v)));

/** SQL for the price guide: the quotes sent on a trade's jobs in an area. */
export function priceGuideRepository(db: Queryable) {
  async function spread(profession: string, where: SQL | undefined): Promise<QuoteSpread> {
    const [row] = await db
      .select({
        quotes: sql<number>`count(*)`.mapWith(Number),
        medianCents: sql<
          number | null
        >`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${quotes.estCents})`.mapWith(cents),
        lowCents: sql<
          number | null
        >`percentile_cont(0.1) WITHIN GROUP (ORDER BY ${quotes.estCents})`.mapWith(cents),
        highCents: sql<
          number | null
        >`percentile_cont(0.9) WITHIN GROUP (ORDER BY ${quotes.estCents})`.mapWith(cents),
      })
      .from(quotes)
      .innerJoin(jobs, eq(jobs.id, quotes.jobId))
      .innerJoin(localities, eq(localities.id, jobs.localityId))
      .where(and(eq(jobs.professionSlug, profession), where));
    return {
      quotes: row?.quotes ?? 0,
      medianCents: row?.medianCents ?? null,
      lowCents: row?.lowCents ?? null,
      highCents: row?.highCents ?? null,
    };
  }

  return {
    async locality(id: number) {
      const [row] = await db.select().from(localities).where(eq(localities.id, id));
      return row;
    },

    /** The quotes on the trade's jobs within `radiusM` of the point (on the jobs' earth index). */
    nearby: (profession: string, place: { lat: number; lng: number }, radiusM: number) =>
      spread(
        profession,
        sql`earth_box(ll_to_earth(${place.lat}, ${place.lng}), ${radiusM}) @> ll_to_earth(${jobs.lat}, ${jobs.lng})
          AND earth_distance(ll_to_earth(${place.lat}, ${place.lng}), ll_to_earth(${jobs.lat}, ${jobs.lng})) <= ${radiusM}`,
      ),

    /** The quotes on the trade's jobs placed in a country's region (state). */
    inRegion: (profession: string, country: string, region: string) =>
      spread(profession, and(eq(localities.country, country), eq(localities.region, region))),
  };
}
