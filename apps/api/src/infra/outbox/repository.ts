import { and, asc, eq, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { placeholder, type Queryable, statementOnce } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
/** A row as the worker claimed it: what it needs to deliver and settle it. */
export type ClaimedOutboxRow = Pick<OutboxRow, 'id' | 'kind' | 'payload' | 'attempts'>;

/** Rows to queue: a kind, its payload and, optionally, when it becomes due. */
type NewOutboxRows = ReadonlyArray<{ kind: string; payload: unknown; availableAt?: Date }>;

/**
 * SQL: queue the rows of `rows`, a JSON array as `outboxRowsJson` writes it; a row without a
 * time is due at the database's now(). The one place the outbox's columns are written, also
 * inside another module's statement (a notification and its e-mail, in one round trip).
 */
export function insertOutboxRows(rows: SQL): SQL {
  return sql`INSERT INTO ${outbox} (kind, payload, available_at)
    SELECT q.kind, q.payload, coalesce(q.available_at, now())
    FROM jsonb_to_recordset(${rows}::jsonb) AS q(kind text, payload jsonb, available_at timestamptz)`;
}

/** The JSON `insertOutboxRows` reads. */
export function outboxRowsJson(rows: NewOutboxRows): string {
  return JSON.stringify(
    rows.map((row) => ({
      kind: row.kind,
      payload: row.payload,
      available_at: row.availableAt?.toISOString() ?? null,
    })),
  );
}

const addStatement = statementOnce('outbox_add', () => insertOutboxRows(placeholder('rows')));

/** SQL for the outbox table: queueing, claiming with a lease, settling. */
export function outboxRepository(db: Queryable) {
  /** Only the row as this worker claimed it: a later claim (after the lease) owns it then. */
  const ours = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
    and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending'));

  return {
    /** Queue rows (one statement); a row without `availableAt` is due at the database's now(). */
    async add(rows: NewOutboxRows, tx: Queryable = db): Promise<void> {
      await addStatement(tx, { rows: outboxRowsJson(rows) });
    },

    /**
     * Claim up to `limit` due rows of `kinds` and lease them until `leaseUntil`: attempts + 1.
     * `FOR UPDATE SKIP LOCKED`, so concurrent workers never claim the same row. Call inside a
     * transaction.
     */
    async claimDue(
      tx: Queryable,
      {
        kinds,
        now,
        limit,
        leaseUntil,
      }: { kinds: string[]; now: Date; limit: number; leaseUntil: Date },
    ): Promise<ClaimedOutboxRow[]> {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            lte(outbox.availableAt, now),
            inArray(outbox.kind, kinds),
          ),
        )
        .orderBy(asc(outbox.availableAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, availableAt: leaseUntil })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning({
          id: outbox.id,
          kind: outbox.kind,
          payload: outbox.payload,
          attempts: outbox.attempts,
        });
    },

    /** Kinds of due pending rows other than `known` (at most 50). */
    async dueKindsOtherThan(known: string[], now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ kind: outbox.kind })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            lte(outbox.availableAt, now),
            known.length > 0 ? notInArray(outbox.kind, known) : undefined,
          ),
        )
        .limit(50);
      return rows.map((row) => row.kind);
    },

    /**
     * For metrics: how long the oldest due pending row has waited (0 when none), and how many
     * rows failed for good. Rows due later (a delayed e-mail, a 48-hour check) are no lag.
     */
    async backlog(now: Date): Promise<{ lagSeconds: number; failed: number }> {
      const [row] = await db
        .select({
          oldestDue: sql<
            string | null
          >`min(${outbox.availableAt}) FILTER (WHERE ${outbox.status} = 'pending' AND ${outbox.availableAt} <= ${now.toISOString()}::timestamptz)`,
          failed: sql<number>`count(*) FILTER (WHERE ${outbox.status} = 'failed')::int`,
        })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'failed']));
      const oldest = row?.oldestDue ? new Date(row.oldestDue).getTime() : now.getTime();
      return {
        lagSeconds: Math.max(0, (now.getTime() - oldest) / 1000),
        failed: Number(row?.failed ?? 0),
      };
    },

    async markDone(row: Pick<OutboxRow, 'id' | 'attempts'>, at: Date): Promise<void> {
      await db.update(outbox).set({ status: 'done', doneAt: at, lastError: null }).where(ours(row));
    },

    /** A failed attempt: failed for good, or pending again from `retryAt`. */
    async markFailed(
      row: Pick<OutboxRow, 'id' | 'attempts'>,
      lastError: string,
      retryAt: Date | null,
    ): Promise<void> {
      await db
        .update(outbox)
        .set(retryAt ? { lastError, availableAt: retryAt } : { status: 'failed', lastError })
        .where(ours(row));
    },
  };
}
