import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** A retried write's first result, as `idempotency_keys` keeps it. */
export interface RetryRecord {
  route: string;
  requestHash: string;
  result: Record<string, unknown>;
}

/** SQL for `idempotency_keys`: the first result of a (user, key), and recording one. */
export function idempotencyRepository(db: Queryable) {
  return {
    async find(userId: string, key: string): Promise<RetryRecord | undefined> {
      const [row] = await db
        .select({
          route: idempotencyKeys.route,
          requestHash: idempotencyKeys.requestHash,
          result: idempotencyKeys.result,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /**
     * Record a result; call inside the transaction that wrote it. A concurrent duplicate
     * waits on the primary key until the first commits, then fails as a unique violation
     * (its whole transaction rolls back) and is answered from the first's row.
     */
    async record(userId: string, key: string, record: RetryRecord): Promise<void> {
      await db.insert(idempotencyKeys).values({ userId, key, ...record });
    },
  };
}

/** What a retried request must repeat to get the first answer: its route and its input. */
export function requestHashOf(route: string, input: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\0')
    .update(JSON.stringify(input))
    .digest('hex');
}
