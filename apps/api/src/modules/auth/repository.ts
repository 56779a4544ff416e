import { businessSlug } from '@quoteway/domain';
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  authFailures,
  businesses,
  businessProfessions,
  emailTokens,
  localities,
  phoneVerifications,
  professions,
  sessions,
  users,
} from '../../db/schema';
import type { BusinessRow, SessionAccount, UserRow } from '../../session';

export type { BusinessRow, SessionAccount, UserRow };

type NewUser = typeof users.$inferInsert;
type NewBusiness = typeof businesses.$inferInsert;
type EmailPurpose = 'verify' | 'reset' | 'reactivate' | 'change-email';
export type SessionRow = typeof sessions.$inferSelect;

/** SQL for accounts: users, their business, credit balance and one-time e-mail links. */
export function accountRepository(db: Queryable) {
  return {
    async findByEmail(email: string, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findById(id: string, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findBusiness(userId: string): Promise<BusinessRow | undefined> {
      const [row] = await db.select().from(businesses).where(eq(businesses.userId, userId));
      return row;
    },

    async professionExists(slug: string): Promise<boolean> {
      const rows = await db
        .select({ slug: professions.slug })
        .from(professions)
        .where(eq(professions.slug, slug));
      return rows.length > 0;
    },

    async localityExists(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: localities.id })
        .from(localities)
        .where(eq(localities.id, id));
      return rows.length > 0;
    },

    async insertUser(values: NewUser, tx: Queryable = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no user');
      return row;
    },

    async insertBusiness(values: NewBusiness, tx: Queryable = db): Promise<void> {
      await insertBusinessWithArea(tx, values);
    },

    async updateUser(id: string, values: Partial<NewUser>, tx: Queryable = db): Promise<UserRow> {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      if (!row) throw new Error(`no user ${id}`);
      return row;
    },

    async insertEmailToken(
      values: {
        userId: string;
        purpose: EmailPurpose;
        tokenHash: string;
        expiresAt: Date;
        newEmail?: string;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.insert(emailTokens).values(values);
    },

    /** The new address of the latest e-mail change still waiting for its link, if any. */
    async pendingEmail(userId: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailTokens.newEmail })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'change-email'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },

    /**
     * Use an e-mail change link: like `consumeEmailToken`, and answers the new address too.
     */
    async consumeEmailChange(
      tokenHash: string,
      now: Date,
      tx: Queryable = db,
    ): Promise<{ userId: string; newEmail: string } | null> {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, 'change-email'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
            isNotNull(emailTokens.newEmail),
          ),
        )
        .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
      return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
    },

    async findPhoneVerification(id: string, tx: Queryable = db) {
      const [row] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.id, id));
      return row;
    },

    /**
     * Use a confirmed phone verification of `mobile` (confirmed after `since`) once: the row
     * is deleted as it is used, in one statement, so two requests cannot both use it.
     */
    async takePhoneVerification(
      id: string,
      mobile: string,
      since: Date,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx
        .delete(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.id, id),
            eq(phoneVerifications.mobile, mobile),
            gt(phoneVerifications.verifiedAt, since),
          ),
        )
        .returning({ id: phoneVerifications.id });
      return rows.length > 0;
    },

    /**
     * Use a one-time link: marks it used and returns its user id, or null when unknown,
     * expired, already used or for another purpose. The UPDATE ... WHERE used_at IS NULL
     * makes a link usable exactly once even when clicked twice at the same moment.
     */
    async consumeEmailToken(
      tokenHash: string,
      purpose: EmailPurpose,
      now: Date,
      tx: Queryable = db,
    ): Promise<string | null> {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId ?? null;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;

/**
 * A new business with its starting service area: its registration trade, centred on its
 * locality with the default radius (the business can change both in its settings), and the
 * slug of its public page.
 */
export async function insertBusinessWithArea(tx: Queryable, values: NewBusiness): Promise<void> {
  const [centre] = values.localityId
    ? await tx
        .select({ lat: localities.lat, lng: localities.lng })
        .from(localities)
        .where(eq(localities.id, values.localityId))
    : [];
  await tx.insert(businesses).values({
    ...values,
    slug: values.slug ?? businessSlug(values.businessName, values.userId),
    serviceLat: centre?.lat ?? null,
    serviceLng: centre?.lng ?? null,
  });
  await tx
    .insert(businessProfessions)
    .values({ userId: values.userId, professionSlug: values.professionSlug })
    .onConflictDoNothing();
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
      user: users,
      business: businesses,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
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
      { id: string; lastUsedAt: Date; user: UserRow; business: BusinessRow | null } | undefined
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
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
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
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
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

export type AuthFailureRow = typeof authFailures.$inferSelect;

/** SQL for the failure counters of the rate limits (one row per key). */
export function authFailureRepository(db: Queryable) {
  return {
    async find(key: string): Promise<AuthFailureRow | undefined> {
      const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
      return row;
    },

    /**
     * Count one attempt and answer the count, in one statement: concurrent attempts each get
     * their own number (the row is locked by the upsert), so a limit holds at any concurrency.
     */
    async take(key: string, now: Date, windowStart: Date): Promise<AuthFailureRow> {
      const [row] = await db
        .insert(authFailures)
        .values({ key, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: authFailures.key,
          set: {
            count: sql`CASE WHEN ${authFailures.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${authFailures.count} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${authFailures.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${authFailures.windowStartedAt} END`,
          },
        })
        .returning();
      if (!row) throw new Error(`no attempt row for ${key}`);
      return row;
    },

    /** Give back one attempt (it turned out not to be a failure). */
    async release(key: string): Promise<void> {
      await db
        .update(authFailures)
        .set({ count: sql`GREATEST(${authFailures.count} - 1, 0)` })
        .where(eq(authFailures.key, key));
    },

    async clear(key: string): Promise<void> {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },
  };
}
