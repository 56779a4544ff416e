import type { ModuleContext } from '../../context';
import { gazetteerRepository } from './repository';
import { gazetteerHandlers } from './routes';
import { gazetteerService } from './service';

export { gazetteerRepository, gazetteerService };
export type { ImportReport } from './service';

/** Locality autocomplete and nearest locality. */
export function gazetteerModule({ db }: ModuleContext) {
  return { routes: gazetteerHandlers({ gazetteer: gazetteerService(gazetteerRepository(db)) }) };
}
