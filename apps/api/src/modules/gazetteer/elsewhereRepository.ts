import type { CountryCode } from '@quoteway/contracts';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { localities } from '../../db/schema';

type Found = { locality: string; region: string; country: CountryCode };

/** SQL for the places of other countries a typed name means. */
export function elsewhereRepository(db: Database) {
  return {
    /**
     * The place of a country other than `country` whose name is `name` or starts with it, or
     * undefined when `country` has such a place too (then the visitor means their own). Of
     * several, a name typed whole beats one it begins, then the place with more postcodes
     * (a measure of its size), then the shorter name.
     */
    async find(name: string, country: CountryCode): Promise<Found | undefined> {
      const prefix = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { locality, region } = localities;
      const rows = await queryRows<Found & { own: boolean }>(
        db,
        sql`SELECT ${locality} AS locality, ${region} AS region, ${localities.country} AS country,
                   ${localities.country} = ${country} AS own
              FROM ${localities}
             WHERE ${locality} ILIKE ${prefix}
             GROUP BY ${localities.country}, ${locality}, ${region}
             ORDER BY own DESC, lower(${locality}) = lower(${name}) DESC, count(*) DESC,
                      length(${locality}), ${locality}
             LIMIT 1`,
      );
      const [first] = rows;
      if (!first || first.own) return undefined;
      return { locality: first.locality, region: first.region, country: first.country };
    },
  };
}
