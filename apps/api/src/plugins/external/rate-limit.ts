import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  max: number;
  redisUrl?: string | undefined;
}

/**
 * A per-IP budget on /api. With REDIS_URL the counters are shared by every process, so a
 * client cannot multiply its budget by hitting several. Static files are not limited.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis (rate limit) error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'quoteway-rl:' } : {}),
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}
