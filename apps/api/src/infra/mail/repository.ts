import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { devMailbox } from '../../db/schema';

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
