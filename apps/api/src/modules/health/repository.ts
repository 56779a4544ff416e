import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** SQL for readiness: whether the database answers a trivial query. */
export function healthRepository(db: Database) {
  return {
    async databaseAnswers(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type HealthRepository = ReturnType<typeof healthRepository>;
