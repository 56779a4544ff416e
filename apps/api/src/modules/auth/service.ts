import { businessOnly } from '../../errors';
import { accountChangeService } from './accountChanges';
import { type AccountServiceDeps, accountKit } from './accountKit';
import { registrationService } from './registration';
import type { UserRow } from './repository';
import { signInService } from './signIn';

export type { AccountServiceDeps, RequestContext } from './accountKit';

/**
 * Registration, verification, login, sessions, password and account changes: one service
 * made of three by use case, which share the steps of `accountKit`.
 */
export function accountService(deps: AccountServiceDeps) {
  const kit = accountKit(deps);
  return {
    toAuthUser: kit.toAuthUser,
    ...registrationService(deps, kit),
    ...signInService(deps, kit),
    ...accountChangeService(deps, kit),
  };
}

export type AccountService = ReturnType<typeof accountService>;

/**
 * A service's own check that its caller is a business: the route guard already answers 403
 * for the wrong kind of account, with the same body, before a business route runs.
 */
export function requireBusiness(account: Pick<UserRow, 'userType'>): void {
  if (account.userType !== 'Business User') throw businessOnly();
}
