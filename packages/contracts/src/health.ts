import { z } from 'zod';

export const Health = z.object({ status: z.literal('ok') });
export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  checks: z.object({
    database: z.boolean(),
    /**
     * The demo data (development only) is in: a first start seeds it once it listens, and is
     * not ready until then. True where there is none to seed.
     */
    demo: z.boolean(),
    /** False once the process is shutting down: a balancer sends its traffic elsewhere. */
    serving: z.boolean(),
    /** Redis answers (only where REDIS_URL is configured). */
    redis: z.boolean().optional(),
  }),
  /** The bundled place data: still loading after a first start, searches find more meanwhile. */
  places: z.enum(['loading', 'loaded', 'failed']),
});
export type Readiness = z.infer<typeof Readiness>;
