import { Health, Readiness } from '@quoteway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: Health } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The process can serve traffic (database reachable)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const ok = await database.ping();
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ready' : 'unavailable',
        database: database.kind,
        checks: { database: ok },
      });
    },
  );
};
