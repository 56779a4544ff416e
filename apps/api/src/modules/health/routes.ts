import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { PlacesState } from '../gazetteer';
import type { HealthRepository } from './repository';

/** What readiness is made of. */
export interface ReadinessSources {
  /** Which engine serves the database (reported by readyz). */
  kind: 'pglite' | 'postgres';
  /** Where the loading of the place data stands: reported, never a reason to be unready. */
  placesState: () => PlacesState;
  /** Whether the demo data is in (see `AppDependencies.demoSeeded`): unready until it is. */
  demoSeeded: () => boolean;
  /** False once the process is shutting down (`app.drain()`): the balancer should move on. */
  serving: () => boolean;
  /** Whether Redis answers; undefined when none is configured. */
  redisAnswers: () => Promise<boolean | undefined>;
  health: HealthRepository;
}

/** Liveness and readiness for the load balancer (never rate-limited). */
export function healthHandlers(deps: ReadinessSources): Pick<RouteHandlers, 'healthz' | 'readyz'> {
  const { kind, placesState, demoSeeded, serving, redisAnswers, health } = deps;
  return {
    healthz: async () => ({ status: 'ok' as const }),
    readyz: async ({ reply }) => {
      const [database, redis] = await Promise.all([health.databaseAnswers(), redisAnswers()]);
      const checks = {
        database,
        demo: demoSeeded(),
        serving: serving(),
        ...(redis === undefined ? {} : { redis }),
      };
      const ok = Object.values(checks).every(Boolean);
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ready' : 'unavailable',
        database: kind,
        checks,
        places: placesState(),
      });
    },
  };
}
