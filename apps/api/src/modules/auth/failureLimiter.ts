import type { Queryable } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { TooManyAttemptsError } from '../../errors';
import { authFailureRepository } from './repository';

export interface FailureLimit {
  /** Failures allowed in the window before further attempts are refused. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts attempts per key (`ip:1.2.3.4`, `account:a@b.c`) in PostgreSQL, so every
 * process sees the same counts. Successful logins clear the account's count.
 */
export function failureLimiter(db: Queryable, clock: Clock) {
  const repository = authFailureRepository(db);
  return {
    /** Throw TooManyAttemptsError if any key has used up its failures. */
    async check(keys: Array<[string, FailureLimit]>): Promise<void> {
      const now = clock.now().getTime();
      for (const [key, limit] of keys) {
        const row = await repository.find(key);
        if (!row) continue;
        const endsAt = new Date(row.windowStartedAt).getTime() + limit.windowSeconds * 1000;
        if (endsAt > now && row.count >= limit.max) {
          throw new TooManyAttemptsError(Math.max(1, Math.ceil((endsAt - now) / 1000)));
        }
      }
    },

    /**
     * Count this attempt against each key before the work it guards, and refuse it when a key
     * is over its limit: the count and the check are one statement, so 50 attempts at once
     * get 50 different counts and only the first `max` go on. Inside a transaction the count
     * is undone with it (a refused chat message costs nothing).
     */
    async take(keys: Array<[string, FailureLimit]>): Promise<void> {
      const now = clock.now();
      for (const [key, limit] of keys) {
        const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
        const row = await repository.take(key, now, windowStart);
        if (row.count > limit.max) {
          const endsAt = new Date(row.windowStartedAt).getTime() + limit.windowSeconds * 1000;
          throw new TooManyAttemptsError(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
        }
      }
    },

    /** Give back an attempt taken for a key (a login that succeeded was no failure). */
    release(key: string): Promise<void> {
      return repository.release(key);
    },

    clear(key: string): Promise<void> {
      return repository.clear(key);
    },
  };
}

export type FailureLimiter = ReturnType<typeof failureLimiter>;

/** Five wrong passwords for one account in 15 minutes; fifty from one IP. */
export const loginLimits = {
  account: { max: 5, windowSeconds: 15 * 60 },
  ip: { max: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, FailureLimit>;

/**
 * Mail anyone can ask us to send to an address (reset and reactivation links): three an hour
 * to one address, so the form cannot flood someone's inbox, and thirty an hour from one IP.
 * Counted whether or not the address has an account, so the limit says nothing about that.
 */
export const mailLimits = {
  address: { max: 3, windowSeconds: 60 * 60 },
  ip: { max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, FailureLimit>;

/** One new verification link every 10 minutes for an account that signs in unverified. */
export const verifyResendLimit: FailureLimit = { max: 1, windowSeconds: 10 * 60 };

/** Twenty new accounts an hour from one IP (a household or an office, not a bot). */
export const registrationLimit: FailureLimit = { max: 20, windowSeconds: 60 * 60 };
