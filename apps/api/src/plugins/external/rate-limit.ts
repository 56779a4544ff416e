import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface RateLimitOptions {
  max: number;
  redisUrl?: string | undefined;
}

/** Keys kept per store before the least recently used is dropped (as the plugin's own store). */
const CACHE_SIZE = 5000;

/**
 * The in-process counter store, for when there is no Redis. The plugin's own LocalStore hands
 * every caller the same mutable counter, and the plugin reads it only after an await, so six
 * simultaneous requests against a limit of five all read 6 and are all refused. This store
 * answers each request with its own count: the first five of six go through.
 */
class CountingStore implements FastifyRateLimitStore {
  private readonly counters = new Map<string, { count: number; startedAt: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    const found = this.counters.get(key);
    const counter =
      found && found.startedAt + timeWindow > now
        ? { count: found.count + 1, startedAt: found.startedAt }
        : { count: 1, startedAt: now };
    // Re-inserted so the Map's order is least recently used first.
    this.counters.delete(key);
    this.counters.set(key, counter);
    if (this.counters.size > CACHE_SIZE) {
      const oldest = this.counters.keys().next().value;
      if (oldest !== undefined) this.counters.delete(oldest);
    }
    callback(null, { current: counter.count, ttl: counter.startedAt + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new CountingStore();
  }
}

/**
 * A per-IP budget on /api. With REDIS_URL the counters are shared by every process, so a
 * client cannot multiply its budget by hitting several. Static files and Stripe's signed
 * webhook are not limited.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  // ioredis is loaded only with REDIS_URL (about 18 MB a single process never needs).
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
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
    ...(redis ? { redis, nameSpace: 'quoteway-rl:' } : { store: CountingStore }),
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    // Stripe's webhook comes from a few Stripe addresses carrying every business's events: a
    // per-IP budget would refuse a busy hour's events (each is signed and checked instead).
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.url.startsWith('/api/stripe/webhook'),
  });
}
