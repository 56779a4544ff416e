import type { Clock } from '../../infra/clock';
import type { Queryable } from '../../db/client';
import type { SessionAccount } from './repository';
import { sessionRepository } from './sessionRepository';
import { hashToken, newToken } from './tokens';

/** A session's last use is written at most this often (one UPDATE, only when stale). */
const LAST_USE_PRECISION_MS = 5 * 60_000;
/** The longest User-Agent kept: enough to name the browser and system. */
const USER_AGENT_MAX = 300;

/** Sessions: opaque random tokens stored only as hashes, with expiry and revocation. */
export function sessionStore(db: Queryable, clock: Clock, ttlDays: number) {
  const repository = sessionRepository(db);
  return {
    /**
     * Start a session; returns the token to give the client (the only time it exists).
     * `userAgent` is the browser's, kept to describe the session in settings.
     */
    async issue(
      userId: string,
      tx: Queryable = db,
      userAgent: string | null | undefined = null,
    ): Promise<string> {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
      const agent = userAgent?.trim().slice(0, USER_AGENT_MAX) || null;
      await repository.add(
        {
          userId,
          tokenHash: hashToken(token),
          expiresAt,
          userAgent: agent,
          createdAt: now,
          lastUsedAt: now,
        },
        tx,
      );
      return token;
    },

    /**
     * The account of a live session (one statement: the session, its user's row and the
     * user's business), or undefined for an unknown, expired or revoked token. The session's
     * last use is refreshed when it is more than five minutes old: most requests only read.
     */
    async userFor(token: string): Promise<SessionAccount | undefined> {
      const now = clock.now();
      const session = await repository.liveWithUser(hashToken(token), now);
      if (!session) return undefined;
      const staleBefore = new Date(now.getTime() - LAST_USE_PRECISION_MS);
      if (session.lastUsedAt < staleBefore) await repository.touch(session.id, now, staleBefore);
      return { ...session.user, business: session.business };
    },

    /** The user's live sessions, the most recently used first. */
    live(userId: string) {
      return repository.listLive(userId, clock.now());
    },

    /** Every session the user ever had (the data export). */
    all(userId: string) {
      return repository.listAll(userId);
    },

    /** End one of the user's own live sessions; undefined when it is not theirs (or over). */
    revokeOwn(userId: string, sessionId: string, tx: Queryable = db) {
      return repository.revokeOwn(userId, sessionId, clock.now(), tx);
    },

    /** End every session of the user but the one `token` belongs to. */
    revokeOthers(userId: string, token: string, tx: Queryable = db): Promise<void> {
      return repository.revokeOthers(userId, hashToken(token), clock.now(), tx);
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
