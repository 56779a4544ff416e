import type { Clock } from '../../infra/clock';
import type { Database } from '../../db/client';
import type { AccountRepository, FailureLimiter, SessionStore } from '../auth';
import type { AccountSettingsRepository } from './repository';

export interface AccountSettingsDeps {
  db: Database;
  clock: Clock;
  accounts: AccountRepository;
  settings: AccountSettingsRepository;
  sessions: SessionStore;
  limiter: FailureLimiter;
  passphrase: string;
}

/** Who is asking: the site's origin for links, the IP for the limits, the session's token. */
export interface SettingsRequest {
  origin: string;
  ip: string;
  /** The bearer token of the request (the session it came with). */
  token: string | null;
}
