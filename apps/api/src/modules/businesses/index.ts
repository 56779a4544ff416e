import type { ModuleContext } from '../../context';
import { businessHandlers } from './routes';
import { businessService } from './service';
export { encodePhoto } from './images';

/** Business profiles, their images and gallery, public pages, the directory, site figures. */
export function businessesModule({ db, clock, log, storage }: ModuleContext) {
  const businesses = businessService({ db, clock, log, storage });
  return { service: businesses, routes: businessHandlers({ businesses }) };
}
