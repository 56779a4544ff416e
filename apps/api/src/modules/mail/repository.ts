import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { devMailbox, emailTokens, users } from '../../db/schema';

export interface DevMailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** The dev mailbox table: mail "sent" in embedded mode without SMTP_URL. */
export function devMailboxRepository(db: Queryable) {
  return {
    async add(message: DevMailboxEntry): Promise<void> {
      await db.insert(devMailbox).values(message);
    },

    /** Newest first; `to` matches the recipient case-insensitively. */
    async latest({ to, limit }: { to?: string | undefined; limit: number }) {
      const rows = await db
        .select()
        .from(devMailbox)
        .where(to ? eq(sql`lower(${devMailbox.to})`, to.toLowerCase()) : undefined)
        .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

export type DevMailboxRepository = ReturnType<typeof devMailboxRepository>;

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
