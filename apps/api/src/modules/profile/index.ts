import type { ModuleContext } from '../../context';
import type { AccountService } from '../auth';
import { profileRepository } from './repository';
import { profileHandlers } from './routes';
import { profileService } from './service';

/** Profile pictures. */
export function profileModule({ db, storage }: ModuleContext, deps: { accounts: AccountService }) {
  const profile = profileService({ ...deps, storage, repository: profileRepository(db) });
  return { routes: profileHandlers({ profile }) };
}
