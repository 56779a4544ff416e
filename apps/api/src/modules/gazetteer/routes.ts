import {
  ApiError,
  LocalityList,
  LocalitySearchQuery,
  NearestLocality,
  NearestLocalityQuery,
} from '@quoteway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GazetteerService } from './service';

export const gazetteerRoutes: FastifyPluginAsyncZod<{ gazetteer: GazetteerService }> = async (
  app,
  { gazetteer },
) => {
  app.get(
    '/localities',
    {
      schema: {
        tags: ['gazetteer'],
        summary: 'Locality autocomplete (typo-tolerant, by name or postcode)',
        querystring: LocalitySearchQuery,
        response: { 200: LocalityList, 400: ApiError },
      },
    },
    async (request) => ({ localities: await gazetteer.search(request.query) }),
  );

  app.get(
    '/localities/nearest',
    {
      schema: {
        tags: ['gazetteer'],
        summary: 'The locality nearest to a coordinate',
        querystring: NearestLocalityQuery,
        response: { 200: NearestLocality, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => gazetteer.nearest(request.query),
  );
};
