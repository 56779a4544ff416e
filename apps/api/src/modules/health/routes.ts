import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { PlacesState } from '../gazetteer';
import type { HealthRepository } from './repository';

/** Liveness and readiness for the load balancer (never rate-limited). */
export function healthHandlers(deps: {
  /** Which engine serves the database (reported by readyz). */
  kind: 'pglite' | 'postgres';
  /** Where the loading of the place data stands: reported, never a reason to be unready. */
  placesState: () => PlacesState;
  /** Whether the demo data is in (see `AppDependencies.demoSeeded`): unready until it is. */
  demoSeeded: () => boolean;
  health: HealthRepository;
}): Pick<RouteHandlers, 'healthz' | 'readyz'> {
  const { kind, placesState, demoSeeded, health } = deps;
  return {
    healthz: async () => ({ status: 'ok' as const }),
    readyz: async ({ reply }) => {
      const database = await health.databaseAnswers();
      const demo = demoSeeded();
      const ok = database && demo;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ready' : 'unavailable',
        database: kind,
        checks: { database, demo },
        places: placesState(),
      });
    },
  };
}
