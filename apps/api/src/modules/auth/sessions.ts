import type { Clock } from '../../infra/clock';
import type { Queryable } from '../../db/client';
import type { SessionAccount } from './repository';
import type { CachedSession, SessionCache } from './sessionCache';
import { sessionRepository } from './sessionRepository';
import { hashToken, newToken } from './tokens';

/** A session's last use is written at most this often (one UPDATE, only when stale). */
const LAST_USE_PRECISION_MS = 5 * 60_000;
/** The longest User-Agent kept: enough to name the browser and system. */
const USER_AGENT_MAX = 300;

/**
 * Sessions: opaque random tokens stored only as hashes, with expiry and revocation. With a
 * `cache`, a lookup answers from it when it can (see `sessionCache` for what drops it).
 */
export function sessionStore(
  db: Queryable,
  clock: Clock,
  ttlDays: number,
  cache?: SessionCache | undefined,
) {
  const repository = sessionRepository(db);
  /** Refresh the session's last use when it is more than five minutes old. */
  const touchIfStale = async (session: { id: string; lastUsedAt: Date }, now: Date) => {
    const staleBefore = new Date(now.getTime() - LAST_USE_PRECISION_MS);
    if (session.lastUsedAt >= staleBefore) return;
    session.lastUsedAt = now;
    await repository.touch(session.id, now, staleBefore);
  };
  /** After a revocation has run (committed, outside a transaction): drop what was read before. */
  const revoked = <T>(result: T): T => {
    cache?.drop();
    return result;
  };
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
      const tokenHash = hashToken(token);
      const cached = cache?.get(tokenHash);
      if (cached && cached.expiresAt > now) {
        await touchIfStale(cached, now);
        return { ...cached.account };
      }
      const started = cache?.startRead() ?? 0;
      const session = await repository.liveWithUser(tokenHash, now);
      if (!session) return undefined;
      await touchIfStale(session, now);
      const account: SessionAccount = { ...session.user, business: session.business };
      if (cache) {
        const kept: CachedSession = {
          id: session.id,
          lastUsedAt: session.lastUsedAt,
          expiresAt: session.expiresAt,
          account: { ...account },
        };
        cache.keep(tokenHash, kept, started);
      }
      return account;
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
    async revokeOwn(userId: string, sessionId: string, tx: Queryable = db) {
      return revoked(await repository.revokeOwn(userId, sessionId, clock.now(), tx));
    },

    /** End every session of the user but the one `token` belongs to. */
    async revokeOthers(userId: string, token: string, tx: Queryable = db): Promise<void> {
      revoked(await repository.revokeOthers(userId, hashToken(token), clock.now(), tx));
    },

    async revoke(token: string): Promise<void> {
      revoked(await repository.revoke(hashToken(token), clock.now()));
    },

    /** End every session of a user (account deletion, password reset). */
    async revokeAll(userId: string, tx: Queryable = db): Promise<void> {
      revoked(await repository.revokeAllOf(userId, clock.now(), tx));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
