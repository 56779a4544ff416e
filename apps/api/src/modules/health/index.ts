import type { ModuleContext } from '../../context';
import { healthRepository } from './repository';
import { healthHandlers, type ReadinessSources } from './routes';

/** Liveness and readiness. */
export function healthModule({ db }: ModuleContext, sources: Omit<ReadinessSources, 'health'>) {
  return { routes: healthHandlers({ ...sources, health: healthRepository(db) }) };
}
