import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { devMailbox, users } from '../../db/schema';

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

/** The language of the account an address belongs to (null: no account, e.g. a new poster). */
export function recipientRepository(db: Queryable) {
  return {
    async localeOf(email: string): Promise<string | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
        .limit(1);
      return row?.locale ?? null;
    },
  };
}

export type RecipientRepository = ReturnType<typeof recipientRepository>;
