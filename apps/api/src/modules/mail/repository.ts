import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { emailTokens, users } from '../../db/schema';

/**
 * The language of the account an address belongs to, or is becoming the address of (an
 * e-mail change's link); null: no account, e.g. a new poster.
 */
export function recipientRepository(db: Queryable) {
  return {
    async localeOf(email: string): Promise<string | null> {
      const address = email.trim().toLowerCase();
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.email, address))
        .limit(1);
      if (row) return row.locale;
      const [changing] = await db
        .select({ locale: users.locale })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(and(eq(emailTokens.purpose, 'change-email'), eq(emailTokens.newEmail, address)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return changing?.locale ?? null;
    },
  };
}

export type RecipientRepository = ReturnType<typeof recipientRepository>;
