import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Clock } from '../../clock';
import { hashToken, newToken } from './tokens';

/** Sessions: opaque random tokens stored only as hashes, with expiry and revocation. */
export function sessionStore(db: Queryable, clock: Clock, ttlDays: number) {
  return {
    /** Start a session; returns the token to give the client (the only time it exists). */
    async issue(userId: string, tx: Queryable = db): Promise<string> {
      const token = newToken();
      const expiresAt = new Date(clock.now().getTime() + ttlDays * 86_400_000);
      await tx.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
      return token;
    },

    /** The user id of a live session, or null for an unknown, expired or revoked token. */
    async userIdFor(token: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, clock.now()),
          ),
        );
      return row?.userId ?? null;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    },

    /** End every session of a user (account deletion, password reset). */
    async revokeAll(userId: string, tx: Queryable = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
