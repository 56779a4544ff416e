import { ApiError, BusinessNumberCheck, BusinessNumberCheckQuery } from '@quoteway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessNumberService } from './service';

export const businessNumberRoutes: FastifyPluginAsyncZod<{
  businessNumbers: BusinessNumberService;
}> = async (app, { businessNumbers }) => {
  app.get(
    '/business-number/check',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check a business number (NZBN, ABN / ACN, GSTIN) as registration does',
        querystring: BusinessNumberCheckQuery,
        response: { 200: BusinessNumberCheck, 400: ApiError, 429: ApiError },
      },
      // Each check may cost a call to a government register with a per-key quota, and the
      // answers would let a scraper enumerate businesses: stricter than the API's budget.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { valid, message, status } = await businessNumbers.check(
        request.query.country,
        request.query.number,
      );
      return { valid, message, status };
    },
  );
};
