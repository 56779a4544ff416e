import type { ModuleContext } from '../../context';
import type { AccountService } from '../auth';
import type { FileStorage } from '../../infra/storage';
import { profileRepository } from './repository';
import { profileHandlers } from './routes';
import { profileService } from './service';

/** Profile pictures. */
export function profileModule(
  { db }: ModuleContext,
  deps: { accounts: AccountService; storage: FileStorage },
) {
  const profile = profileService({ ...deps, repository: profileRepository(db) });
  return { routes: profileHandlers({ profile }) };
}
