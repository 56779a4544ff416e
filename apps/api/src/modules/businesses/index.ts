import type { ModuleContext } from '../../context';
import type { FileStorage } from '../../infra/storage';
import { businessHandlers } from './routes';
import { businessService } from './service';
export { encodePhoto } from './images';

/** Business profiles, their images and gallery, public pages, the directory, site figures. */
export function businessesModule(
  { db, clock, log }: ModuleContext,
  deps: { storage: FileStorage },
) {
  const businesses = businessService({ db, clock, log, storage: deps.storage });
  return { service: businesses, routes: businessHandlers({ businesses }) };
}
