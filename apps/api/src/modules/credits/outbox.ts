import type { OutboxHandlers } from '../outbox';
import type { CreditService } from './service';

/** Outbox: settle purchases left pending, expire lots that reach their expiry. */
export function creditOutboxHandlers(
  credits: CreditService,
  /** The site's origin, for links in the receipt. */
  siteOrigin: string,
): Pick<OutboxHandlers, 'reconcile-purchase' | 'expire-credits'> {
  return {
    // A purchase left pending: settle it from the processor's record of the charge.
    'reconcile-purchase': ({ purchaseId }) => credits.reconcilePurchase(purchaseId, siteOrigin),
    'expire-credits': ({ userId }) => credits.expireCredits(userId),
  };
}
