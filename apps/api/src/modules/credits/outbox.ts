import type { OutboxHandlers } from '../../infra/outbox';
import type { CreditService } from './service';

/**
 * Outbox: settle purchases left pending, expire lots, warn of lots about to expire, top up.
 */
export function creditOutboxHandlers(
  credits: CreditService,
  /** The site's origin, for links in the receipt. */
  siteOrigin: string,
): Pick<
  OutboxHandlers,
  'reconcile-purchase' | 'expire-credits' | 'credits-expiring-check' | 'auto-top-up'
> {
  return {
    // A purchase left pending: settle it from the processor's record of the charge.
    'reconcile-purchase': ({ purchaseId }) => credits.reconcilePurchase(purchaseId, siteOrigin),
    'expire-credits': ({ userId }) => credits.expireCredits(userId),
    // A spend left the balance below the auto top-up threshold: buy the consented plan.
    'auto-top-up': ({ businessId, requestId }) =>
      credits.runAutoTopUp(businessId, requestId, siteOrigin),
    // 14 and 3 days before a lot expires: tell its owner if credits are left in it.
    'credits-expiring-check': async ({ userId, lotId, days }) => {
      const id = Number(lotId);
      if (Number.isSafeInteger(id)) await credits.warnExpiring(userId, id, siteOrigin, days);
    },
  };
}
