import type { ModuleContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import type { PlacesState } from '../gazetteer';
import { healthRepository } from './repository';
import { healthHandlers } from './routes';

/** Liveness and readiness. */
export function healthModule(
  { db }: ModuleContext,
  kind: DatabaseHandle['kind'],
  placesState: () => PlacesState,
  demoSeeded: () => boolean,
) {
  return {
    routes: healthHandlers({ kind, placesState, demoSeeded, health: healthRepository(db) }),
  };
}
