import { z } from 'zod';

// Fields that several groups of contracts share (not exported by the package).

/**
 * An optional `Idempotency-Key` header for a write that a client may retry (a send in flight
 * on a process that stopped): one key per user action, reused on its retries. The same user
 * and key answer with the first result and never write twice.
 */
export const RetryHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,200}$/, /*i18n*/ 'must be 8 to 200 letters, digits or -_.:')
    .optional(),
});

/** A record's id, as every table keys its rows. */
export const uuid = z.uuid();

/** A profession's slug, as in its URL (`/plumbers`). */
export const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/)
  .max(80);
