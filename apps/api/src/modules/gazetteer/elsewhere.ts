import type { PlaceElsewhere, PlaceElsewhereQuery } from '@quoteway/contracts';
import type { Database } from '../../db/client';
import { entityTag, isNotModified } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import { elsewhereRepository } from './elsewhereRepository';

// "Bondi" typed on the New Zealand site: a place the site's own places do not have, found in
// another country's, so the visitor is offered that country's site. Apart from the
// autocomplete's search (service.ts), which ranks a site's own places: this asks one plainer
// question of every country's places, by name only.

/** Names shorter than this match too many places anywhere to point to one country. */
const MIN_NAME_LENGTH = 3;

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
