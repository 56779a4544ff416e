import type { OperatorRole } from '@quoteway/contracts';
import type { Clock } from '../src/infra/clock';
import { hashToken, sessionStore } from '../src/modules/auth';
import { operatorAccounts } from '../src/modules/operators';
import { totpCode } from '../src/modules/operators/totp';
import type { TestApp } from './app';
import { customer, type Party } from './marketplace';

/** An operator with its authenticator secret and recovery codes. */
export interface OperatorParty extends Party {
  secret: string;
  recoveryCodes: string[];
}

/**
 * An operator made the way `pnpm cli create-operator` makes one (its own account is a
 * customer's), signed in; with `passed` (the default) its session passed the second factor.
 */
export async function operator(
  t: TestApp,
  clock: Clock,
  { role = 'admin', passed = true }: { role?: OperatorRole; passed?: boolean } = {},
): Promise<OperatorParty> {
  const party = await customer(t, clock, { userName: 'Olive Operator' });
  const operators = operatorAccounts({ db: t.database.db, clock }, { hashToken });
  const made = await operators.createOperator(party.email, role);
  const op = { ...party, secret: made.totpSecret, recoveryCodes: made.recoveryCodes };
  if (passed) {
    // The route's service, without spending the route's per-address budget of tries.
    const token = party.headers.authorization?.replace('Bearer ', '') ?? '';
    await operators.passSecondFactor(party.id, token, totpCode(op.secret, clock.now()));
  }
  return op;
}

/** A further signed-in session of an account (its own second factor still to pass). */
export async function anotherSession(t: TestApp, clock: Clock, accountId: string) {
  const token = await sessionStore(t.database.db, clock, 30).issue(accountId);
  return { authorization: `Bearer ${token}` };
}

/** POST /api/operator-second-factor. */
export function secondFactor(t: TestApp, headers: Record<string, string>, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/operator-second-factor',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ code }),
  });
}
