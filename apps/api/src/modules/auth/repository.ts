import { businessSlug } from '@quoteway/domain';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  authFailures,
  businesses,
  businessProfessions,
  emailTokens,
  localities,
  phoneVerifications,
  professions,
  users,
} from '../../db/schema';

import type { BusinessRow, SessionAccount, UserRow } from '../../session';

export type { BusinessRow, SessionAccount, UserRow };

type NewUser = typeof users.$inferInsert;
type NewBusiness = typeof businesses.$inferInsert;
type EmailPurpose = 'verify' | 'reset' | 'reactivate' | 'change-email' | 'first-password';

/** An e-mail link neither used nor expired at `now`. */
function usable(now: Date) {
  return and(isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now));
}

/** Whether a query finds any row. */
async function found(query: PromiseLike<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

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

    professionExists(slug: string): Promise<boolean> {
      return found(
        db.select({ slug: professions.slug }).from(professions).where(eq(professions.slug, slug)),
      );
    },

    /** The locality's country, if the locality exists. */
    async localityCountry(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ country: localities.country })
        .from(localities)
        .where(eq(localities.id, id));
      return row?.country;
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
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change-email'), usable(now)),
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
            usable(now),
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
          and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), usable(now)),
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
