import { HttpError } from '../../errors';
import type { Queryable } from '../../db/client';
import { idempotencyRepository, type RetryRecord } from './repository';

export { idempotencyRepository, type RetryRecord, requestHashOf } from './repository';

/**
 * The first result recorded under this user's key, if any. The same key sent with a
 * different request (another route or other input) is refused with 409, as purchases are.
 */
export async function firstResult(
  db: Queryable,
  userId: string,
  key: string,
  route: string,
  requestHash: string,
): Promise<RetryRecord['result'] | undefined> {
  const first = await idempotencyRepository(db).find(userId, key);
  if (!first) return undefined;
  if (first.route !== route || first.requestHash !== requestHash) {
    throw new HttpError(409, /*i18n*/ 'This Idempotency-Key was used for a different request');
  }
  return first.result;
}
