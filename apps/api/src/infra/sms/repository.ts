import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { devSms } from '../../db/schema';

export type DevSmsRow = typeof devSms.$inferSelect;

/** SQL for the dev SMS table (embedded mode's texts). */
export function devSmsRepository(db: Queryable) {
  return {
    async add(message: { to: string; body: string }): Promise<void> {
      await db.insert(devSms).values(message);
    },

    /** Newest first; only those to `to` when given. */
    async latest({ to, limit }: { to?: string | undefined; limit: number }): Promise<DevSmsRow[]> {
      return db
        .select()
        .from(devSms)
        .where(to ? eq(devSms.to, to) : undefined)
        .orderBy(desc(devSms.id))
        .limit(limit);
    },
  };
}
