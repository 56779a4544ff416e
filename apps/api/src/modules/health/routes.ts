import type { RouteHandlers } from '../../plugins/app/routeTable';

/** Liveness and readiness for the load balancer (never rate-limited). */
export function healthHandlers(database: {
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
}): Pick<RouteHandlers, 'healthz' | 'readyz'> {
  return {
    healthz: async () => ({ status: 'ok' as const }),
    readyz: async ({ reply }) => {
      const ok = await database.ping();
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ready' : 'unavailable',
        database: database.kind,
        checks: { database: ok },
      });
    },
  };
}
