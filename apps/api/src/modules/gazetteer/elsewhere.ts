import type { CountryCode, PlaceElsewhere, PlaceElsewhereQuery } from '@quoteway/contracts';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { localities } from '../../db/schema';
import { entityTag, isNotModified } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';

// "Bondi" typed on the New Zealand site: a place the site's own places do not have, found in
// another country's, so the visitor is offered that country's site. Apart from the
// autocomplete's search (service.ts), which ranks a site's own places: this asks one plainer
// question of every country's places, by name only.

/** Names shorter than this match too many places anywhere to point to one country. */
const MIN_NAME_LENGTH = 3;

type Found = { locality: string; region: string; country: CountryCode };

/** SQL for the places of other countries a typed name means. */
function elsewhereRepository(db: Database) {
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

/** Postcodes belong to one country's system: a number says nothing of where it is. */
const isPostcode = (q: string) => /^\d+$/.test(q);

/** The place elsewhere a name typed on a site means (see `PlaceElsewhere`). */
async function placeElsewhere(
  repository: ReturnType<typeof elsewhereRepository>,
  { q, country }: PlaceElsewhereQuery,
): Promise<PlaceElsewhere> {
  const name = q.trim();
  if (name.length < MIN_NAME_LENGTH || isPostcode(name)) return { place: null };
  return { place: (await repository.find(name, country)) ?? null };
}

/** Same cache policy as the autocomplete's answers (routes.ts): a minute, then the tag. */
const PLACES_CACHE = 'public, max-age=60';

/** `GET /localities/elsewhere`, tagged for caches. */
export function elsewhereHandlers(db: Database): Pick<RouteHandlers, 'placeElsewhere'> {
  const repository = elsewhereRepository(db);
  return {
    placeElsewhere: async ({ query, request, reply }) => {
      const answer = await placeElsewhere(repository, query);
      if (isNotModified(request, reply, entityTag(answer), PLACES_CACHE)) {
        return reply.code(304).send();
      }
      return answer;
    },
  };
}
