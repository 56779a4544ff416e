import type { ModuleContext } from '../../context';
import {
  type AccountRepository,
  accountRepository,
  type FailureLimiter,
  type SessionStore,
} from '../auth';
import { accountExporter } from './export';

export { describeDevice } from './devices';
import { accountSettingsRepository } from './repository';
import { accountHandlers } from './routes';
import { accountSettingsService } from './service';

/** The person's own account in settings: e-mail and password changes, sessions, the export. */
export function accountModule(
  { db, clock, config }: ModuleContext,
  deps: { sessions: SessionStore; limiter: FailureLimiter; accounts?: AccountRepository },
) {
  const accounts = deps.accounts ?? accountRepository(db);
  const settings = accountSettingsRepository(db);
  const service = accountSettingsService({
    db,
    clock,
    accounts,
    settings,
    sessions: deps.sessions,
    limiter: deps.limiter,
    passphrase: config.PASSWORD_PASSPHRASE,
  });
  return {
    service,
    routes: accountHandlers({
      settings: service,
      exportAccount: accountExporter({ clock, accounts, settings, sessions: deps.sessions }),
      today: () => clock.now().toISOString().slice(0, 10),
    }),
  };
}
