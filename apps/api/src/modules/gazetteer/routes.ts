import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { GazetteerService } from './service';

/** Locality autocomplete and the nearest locality to a coordinate. */
export function gazetteerHandlers({
  gazetteer,
}: {
  gazetteer: GazetteerService;
}): Pick<RouteHandlers, 'searchLocalities' | 'nearestLocality'> {
  return {
    searchLocalities: async ({ query }) => ({ localities: await gazetteer.search(query) }),
    nearestLocality: async ({ query }) => gazetteer.nearest(query),
  };
}
