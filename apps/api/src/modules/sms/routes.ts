import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DevText } from './gateway';

// Local rather than in packages/contracts: a development aid, never part of the public API.
const DevSmsQuery = z.object({ to: z.string().trim().min(1).max(24).optional() });
const DevSmsList = z.object({
  messages: z.array(z.object({ to: z.string(), body: z.string(), sentAt: z.string() })),
});

interface DevSmsOptions {
  config: Pick<Config, 'NODE_ENV'>;
  outbox: { latest(options: { to?: string; limit: number }): Promise<DevText[]> };
}

/** GET /dev/sms under the API prefix: the latest texts (embedded mode; never in production). */
export const devSmsRoutes: FastifyPluginAsyncZod<DevSmsOptions> = async (app, options) => {
  if (options.config.NODE_ENV === 'production') return;
  app.get(
    '/dev/sms',
    { schema: { hide: true, querystring: DevSmsQuery, response: { 200: DevSmsList } } },
    async (request) => ({
      messages: await options.outbox.latest({ to: request.query.to, limit: 50 }),
    }),
  );
};
