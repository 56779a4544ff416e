import type { businesses, users } from './db/schema';

export type UserRow = typeof users.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;

/**
 * A signed-in account as its session loads it: the user's row with its business's row (null
 * for a customer, or a business account whose business was never made), read in the session's
 * one statement, so a business call does not read it again.
 */
export type SessionAccount = UserRow & { business: BusinessRow | null };

/**
 * Finds the account of a live session token: what the access guard and the realtime
 * handshake need of the sessions (modules/auth's session store is one).
 */
export interface SessionLookup {
  /** The account of a live session; undefined for an unknown, expired or revoked token. */
  userFor(token: string): Promise<SessionAccount | undefined>;
}

/** Whether a session token belongs to an operator, and whether it passed the second factor. */
export interface OperatorLookup {
  sessionOperator(
    token: string,
  ): Promise<{ role: 'support' | 'admin'; secondFactor: boolean } | undefined>;
}
