import type { Database } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { enqueue, type OutboxHandlers } from '../../infra/outbox';
import { notificationLinks } from '../notifications';
import { businessNumberRepository } from './repository';
import { type BusinessNumberService, recheckBusinessNumber } from './service';

/**
 * Outbox: ask the register again about a number it could not check at registration. Still
 * unreachable fails the attempt (the worker retries with back-off); a number the register now
 * refuses is e-mailed to its business.
 */
export function businessNumberOutboxHandlers(deps: {
  db: Database;
  businessNumbers: BusinessNumberService;
  clock: Clock;
  /** The site's origin, for the link to the business's settings. */
  siteOrigin: string;
}): Pick<OutboxHandlers, 'recheck-business-number'> {
  const { db, businessNumbers, clock, siteOrigin } = deps;
  return {
    'recheck-business-number': async ({ userId }) => {
      const result = await recheckBusinessNumber(db, businessNumbers, userId, clock);
      if (result.retry) throw new Error(`register unreachable: ${result.message}`);
      if (!result.rejected) return;
      const owner = await businessNumberRepository(db).findOwner(userId);
      if (!owner) return;
      await enqueue(
        db,
        'email',
        {
          to: owner.email,
          template: 'business-number-rejected',
          data: {
            name: owner.userName,
            number: owner.businessNumber,
            reason: result.message,
            link: `${siteOrigin}${notificationLinks.businessSettings()}`,
          },
        },
        clock.now(),
      );
    },
  };
}
