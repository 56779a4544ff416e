import { ApiError, Profession, ProfessionList, ProfessionParams } from '@quoteway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfessionService } from './service';

export const professionRoutes: FastifyPluginAsyncZod<{ professions: ProfessionService }> = async (
  app,
  { professions },
) => {
  app.get(
    '/professions',
    {
      schema: {
        tags: ['professions'],
        summary: 'Every profession with its category',
        response: { 200: ProfessionList },
      },
    },
    async () => professions.list(),
  );

  app.get(
    '/professions/:slug',
    {
      schema: {
        tags: ['professions'],
        summary: 'One profession with its job-wizard questions',
        params: ProfessionParams,
        response: { 200: Profession, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => professions.get(request.params.slug),
  );
};
