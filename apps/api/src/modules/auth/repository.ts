import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client';
import { businesses, businessProfessions, emailTokens, localities, users } from '../../db/schema';
import { creditBalance as lotBalance } from '../credits/lots';

export type UserRow = typeof users.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
type NewUser = typeof users.$inferInsert;
type NewBusiness = typeof businesses.$inferInsert;
type EmailPurpose = 'verify' | 'reset' | 'reactivate';

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

    /** Credits left in the user's unexpired lots (see modules/credits/lots.ts). */
    creditBalance(userId: string, now: Date): Promise<number> {
      return lotBalance(db, userId, now);
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
      values: { userId: string; purpose: EmailPurpose; tokenHash: string; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.insert(emailTokens).values(values);
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

    /** When the last link of this purpose was sent to the user (to throttle re-sends). */
    async lastEmailTokenAt(userId: string, purpose: EmailPurpose): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`SELECT max(${emailTokens.createdAt}) AS at FROM ${emailTokens}
            WHERE ${emailTokens.userId} = ${userId} AND ${emailTokens.purpose} = ${purpose}`,
      );
      return row?.at ? new Date(row.at) : null;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;

/**
 * A new business with its starting service area: its registration trade, centred on its
 * locality with the default radius (the business can change both in its settings).
 */
export async function insertBusinessWithArea(tx: Queryable, values: NewBusiness): Promise<void> {
  const [centre] = values.localityId
    ? await tx
        .select({ lat: localities.lat, lng: localities.lng })
        .from(localities)
        .where(eq(localities.id, values.localityId))
    : [];
  await tx
    .insert(businesses)
    .values({ ...values, serviceLat: centre?.lat ?? null, serviceLng: centre?.lng ?? null });
  await tx
    .insert(businessProfessions)
    .values({ userId: values.userId, professionSlug: values.professionSlug })
    .onConflictDoNothing();
}
