import { entityTag, isNotModified } from '../../plugins/app/entityTag';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { GazetteerService } from './service';

/**
 * Place answers' cache policy: a browser reuses an answer for a minute (typing a place,
 * deleting and retyping asks the same questions), then asks again with the tag. Shorter than
 * the other reference data's 5 minutes: a site's places may still be loading after a first
 * start, and an answer from before must not outlive that by long.
 */
const PLACES_CACHE = 'public, max-age=60';

/** Locality autocomplete and the nearest locality to a coordinate, tagged for caches. */
export function gazetteerHandlers({
  gazetteer,
}: {
  gazetteer: GazetteerService;
}): Pick<RouteHandlers, 'searchLocalities' | 'nearestLocality'> {
  return {
    searchLocalities: async ({ query, request, reply }) => {
      const answer = { localities: await gazetteer.search(query) };
      if (isNotModified(request, reply, entityTag(answer), PLACES_CACHE)) {
        return reply.code(304).send();
      }
      return answer;
    },
    nearestLocality: async ({ query, request, reply }) => {
      const answer = await gazetteer.nearest(query);
      if (isNotModified(request, reply, entityTag(answer), PLACES_CACHE)) {
        return reply.code(304).send();
      }
      return answer;
    },
  };
}
