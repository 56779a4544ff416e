import type { ModuleContext } from '../../context';
import type { SessionStore } from '../auth';
import { socialHandlers } from './routes';
import { socialSignInService } from './service';

/** Sign-in with Google, LinkedIn or Facebook. */
export function socialModule(
  { db, config, clock }: ModuleContext,
  deps: { sessions: SessionStore },
) {
  return {
    routes: socialHandlers({ social: socialSignInService({ db, config, clock, ...deps }) }),
  };
}
