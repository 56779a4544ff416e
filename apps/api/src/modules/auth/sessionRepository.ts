import { and, desc, eq, gt, isNull, lt, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { businesses, sessions, users } from '../../db/schema';
import type { BusinessRow, UserRow } from './repository';

export type SessionRow = typeof sessions.$inferSelect;

/** A session neither revoked nor expired at `now` (a date, or a statement's placeholder). */
function live(now: Date | Placeholder) {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

/**
 * The live session of a token hash (placeholders `tokenHash`, `now`) with its user's row and
 * the user's business row, if any.
 */
function liveSessionWithUser(db: Queryable) {
  return db
    .select({
      id: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      user: users,
      business: businesses,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), live(sql.placeholder('now'))))
    .prepare('auth_live_session_with_user');
}

/** SQL for sessions: stored as token hashes, with expiry and revocation. */
export function sessionRepository(db: Queryable) {
  // Every signed-in request and socket handshake runs this: built once, and prepared (parsed
  // and planned once per connection on PostgreSQL), it costs a third of building it each time.
  let liveWithUserQuery: ReturnType<typeof liveSessionWithUser> | undefined;
  return {
    async add(
      values: {
        userId: string;
        tokenHash: string;
        expiresAt: Date;
        userAgent: string | null;
        createdAt: Date;
        lastUsedAt: Date;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.insert(sessions).values(values);
    },

    /**
     * The live session with this hash, its user and the user's business, in one statement
     * (every signed-in call).
     */
    async liveWithUser(
      tokenHash: string,
      now: Date,
    ): Promise<
      | {
          id: string;
          lastUsedAt: Date;
          expiresAt: Date;
          user: UserRow;
          business: BusinessRow | null;
        }
      | undefined
    > {
      liveWithUserQuery ??= liveSessionWithUser(db);
      const [row] = await liveWithUserQuery.execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    /** Record a use of the session, only if the last recorded one is older than `staleBefore`. */
    async touch(id: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, staleBefore)));
    },

    /** The user's live sessions, the most recently used first. */
    async listLive(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },

    /** Every session of the user, live or not (the data export). */
    async listAll(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt));
    },

    /** Revoke one live session of this user; answers it, or undefined if it is not theirs. */
    async revokeOwn(
      userId: string,
      id: string,
      now: Date,
      tx: Queryable = db,
    ): Promise<SessionRow | undefined> {
      const [row] = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), live(now)))
        .returning();
      return row;
    },

    /** Revoke every session of the user but the one with `keepHash`. */
    async revokeOthers(
      userId: string,
      keepHash: string,
      now: Date,
      tx: Queryable = db,
    ): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            ne(sessions.tokenHash, keepHash),
          ),
        );
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    async revokeAllOf(userId: string, now: Date, tx: Queryable = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
