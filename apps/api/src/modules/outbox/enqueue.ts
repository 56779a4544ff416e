import type { Queryable } from '../../db/client';
import type { EmailTemplate } from '../mail/templates';
import { outboxRepository } from './repository';

/** What can be queued, with its payload. The worker has one handler per kind. */
export interface OutboxMessages {
  email: {
    to: string;
    template: EmailTemplate;
    /** Values the template needs (name, link). */
    data: Record<string, string>;
  };
  'recheck-business-number': { userId: string };
  /** A text message (phone verification codes). */
  sms: { to: string; body: string };
  /** A job went live: tell the matching businesses (e-mail and the realtime `fetch-leads`). */
  'lead-alerts': { jobId: string };
  /** 48 h after a quote: return its credits if the customer never opened it. */
  'quote-return-check': { quoteId: string };
  /** 15 minutes after a chat message: e-mail its recipient once if it is still unread. */
  'message-unread-check': { messageId: string };
}
export type OutboxKind = keyof OutboxMessages;

/**
 * Queue a side effect in the caller's transaction, so it happens if and only if the change
 * that causes it commits. `availableAt` is when it becomes due: pass the caller's clock time
 * (the worker compares with the same clock); without it the database's now() is used.
 */
export async function enqueue<K extends OutboxKind>(
  db: Queryable,
  kind: K,
  payload: OutboxMessages[K],
  availableAt?: Date,
): Promise<void> {
  await outboxRepository(db).add({
    kind,
    payload: payload as unknown as Record<string, unknown>,
    ...(availableAt ? { availableAt } : {}),
  });
}
