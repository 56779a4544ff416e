import type { ModuleContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { healthRepository } from './repository';
import { healthHandlers } from './routes';

/** Liveness and readiness. */
export function healthModule({ db }: ModuleContext, kind: DatabaseHandle['kind']) {
  return { routes: healthHandlers({ kind, health: healthRepository(db) }) };
}
