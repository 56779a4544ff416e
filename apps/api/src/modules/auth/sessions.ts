import type { Clock } from '../../clock';
import type { Queryable } from '../../db/client';
import { sessionRepository } from './repository';
import { hashToken, newToken } from './tokens';

/** Sessions: opaque random tokens stored only as hashes, with expiry and revocation. */
export function sessionStore(db: Queryable, clock: Clock, ttlDays: number) {
  const repository = sessionRepository(db);
  return {
    /** Start a session; returns the token to give the client (the only time it exists). */
    async issue(userId: string, tx: Queryable = db): Promise<string> {
      const token = newToken();
      const expiresAt = new Date(clock.now().getTime() + ttlDays * 86_400_000);
      await repository.add({ userId, tokenHash: hashToken(token), expiresAt }, tx);
      return token;
    },

    /** The user id of a live session, or null for an unknown, expired or revoked token. */
    userIdFor(token: string): Promise<string | null> {
      return repository.liveUserId(hashToken(token), clock.now());
    },

    revoke(token: string): Promise<void> {
      return repository.revoke(hashToken(token), clock.now());
    },

    /** End every session of a user (account deletion, password reset). */
    revokeAll(userId: string, tx: Queryable = db): Promise<void> {
      return repository.revokeAllOf(userId, clock.now(), tx);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
