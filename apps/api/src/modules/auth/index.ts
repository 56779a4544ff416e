import type { ModuleContext } from '../../context';
import type { AuthHandlerDeps } from './routes';
import { authHandlers } from './routes';
import { type AccountServiceDeps, accountService } from './service';

export { businessBadge } from './badge';
export { failureLimiter } from './failureLimiter';
export type { FailureLimit, FailureLimiter } from './failureLimiter';
export { hashPassword } from './passwords';
export { accountRepository, insertBusinessWithArea } from './repository';
export type { AccountRepository, SessionAccount, UserRow } from './repository';
export { requireBusiness } from './service';
export type { AccountService } from './service';
export { sessionCache, wireSessionCache } from './sessionCache';
export { sessionStore } from './sessions';
export type { SessionStore } from './sessions';

/** Accounts: registration, verification, sign-in, sessions, passwords, the account's fields. */
export function authModule(
  { db, clock, config }: ModuleContext,
  deps: Omit<AccountServiceDeps, 'db' | 'clock' | 'passphrase'> &
    Pick<AuthHandlerDeps, 'savedCard' | 'isOperator'>,
) {
  const { savedCard, isOperator, ...services } = deps;
  const accounts = accountService({
    ...services,
    db,
    clock,
    passphrase: config.PASSWORD_PASSPHRASE,
  });
  return {
    service: accounts,
    routes: authHandlers({ accounts, sessions: deps.sessions, savedCard, isOperator }),
  };
}
export { loginLimits, mailLimits } from './failureLimiter';
export { queueAccountNotice } from './notices';
export { checkPassword } from './passwords';
export { hashToken, newToken } from './tokens';
export { decryptWirePassword } from './wirePassword';
