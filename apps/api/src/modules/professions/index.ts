import type { ModuleContext } from '../../context';
import { professionRepository } from './repository';
import { professionHandlers } from './routes';
import { professionService } from './service';

/** The trades and their wizard questions. */
export function professionsModule({ db }: ModuleContext) {
  return {
    routes: professionHandlers({ professions: professionService(professionRepository(db)) }),
  };
}
