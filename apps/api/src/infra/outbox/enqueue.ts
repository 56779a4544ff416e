import type { OutboxKind, OutboxPayloads } from '@quoteway/contracts';
import type { Queryable } from '../../db/client';
import { outboxRepository } from './repository';

/** What can be queued, with its payload (schemas in @quoteway/contracts, outbox.ts). */
export type OutboxMessages = OutboxPayloads;

/**
 * Queue a side effect in the caller's transaction, so it happens if and only if the change
 * that causes it commits. `availableAt` is when it becomes due: pass the caller's clock time
 * (the worker compares with the same clock); without it the database's now() is used.
 */
export async function enqueue<K extends OutboxKind>(
  db: Queryable,
  kind: K,
  payload: OutboxPayloads[K],
  availableAt?: Date,
): Promise<void> {
  await outboxRepository(db).add([{ kind, payload, ...(availableAt ? { availableAt } : {}) }]);
}

/**
 * One side effect to queue: its kind, its payload and, optionally, when it becomes due (for a
 * module that writes its own rows with the outbox's in one statement, as `notify` does).
 */
export type OutboxItem = {
  [K in OutboxKind]: { kind: K; payload: OutboxPayloads[K]; availableAt?: Date };
}[OutboxKind];
