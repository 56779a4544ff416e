import { FieldRejected, NotFoundError } from '../../errors';
import {
  type PaymentEvent,
  stripePaymentEvent,
  stripeSignatureProblem,
} from '../../infra/payments';
import type { CreditServiceDependencies } from './creditKit';
import { completePurchase } from './purchaseCompletion';
import { creditRepository, type PurchaseRow } from './repository';
import { recordRefund } from './taxDocumentService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stripe's webhook: events about our PaymentIntents, signed with the endpoint's secret. The
 * purchase is settled through the same locked path as the purchase request, finalise and
 * reconciliation (`completePurchase`), so whichever comes first credits it and the others
 * find it done; an event id handled before is acknowledged without acting again.
 */
export function stripeEventService(deps: CreditServiceDependencies) {
  const { db, clock } = deps;
  const repository = creditRepository(db);

  /** Our purchase of an event: by the intent's metadata, else by the charge recorded on it. */
  async function purchaseOf(purchaseId: string | null, chargeId: string) {
    if (purchaseId && UUID.test(purchaseId)) return repository.findPurchase(purchaseId);
    return repository.findPurchaseByChargeId(chargeId);
  }

  async function act(meaning: PaymentEvent, siteOrigin: string, warn: WarnFn): Promise<void> {
    switch (meaning.kind) {
      case 'charge-succeeded': {
        const purchase = await purchaseOf(meaning.purchaseId, meaning.chargeId);
        if (!purchase) {
          warn({ chargeId: meaning.chargeId }, 'stripe webhook: no purchase for this payment');
          return;
        }
        if (purchase.status === 'succeeded') return;
        if (!sameAmount(purchase, meaning.amountCents, meaning.currency)) {
          warn(
            { purchaseId: purchase.id, chargeId: meaning.chargeId },
            'stripe webhook: the payment’s amount is not the purchase’s; not credited',
          );
          return;
        }
        await completePurchase(deps, purchase.id, meaning.chargeId, undefined, siteOrigin);
        return;
      }
      case 'charge-failed': {
        const purchase = await purchaseOf(meaning.purchaseId, meaning.chargeId);
        // Only a purchase still waiting on this charge: a settled one stays as it is.
        if (!purchase || purchase.status !== 'pending') return;
        if (purchase.chargeId && purchase.chargeId !== meaning.chargeId) return;
        await repository.updatePendingPurchase(purchase.id, {
          chargeId: meaning.chargeId,
          status: 'failed',
          failureStatus: meaning.failure.status,
          failureMessage: meaning.failure.message,
        });
        return;
      }
      case 'refunded': {
        const purchase = await repository.findPurchaseByChargeId(meaning.chargeId);
        if (!purchase || purchase.status !== 'succeeded') {
          warn({ chargeId: meaning.chargeId }, 'stripe webhook: refund of no credited purchase');
          return;
        }
        if (!meaning.fully) {
          // A purchase is refunded whole (its credit note takes back its credits); a part
          // refund made in the dashboard is left to the operator.
          warn({ purchaseId: purchase.id }, 'stripe webhook: partial refund left to the operator');
          return;
        }
        await recordRefund(deps, purchase.id);
        return;
      }
      case 'ignored':
        return;
    }
  }

  return {
    /**
     * One webhook delivery: 404 when no signing secret is configured; 400 naming
     * `headers.stripe-signature` when the signature is missing, malformed, wrong or older
     * than 300 s; otherwise the event is acted on once and acknowledged.
     */
    async stripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      const webhook = deps.stripeWebhook;
      if (!webhook?.secret) throw new NotFoundError();
      const now = clock.now();
      const problem = stripeSignatureProblem(
        rawBody,
        signature,
        webhook.secret,
        Math.floor(now.getTime() / 1000),
      );
      if (problem) throw new FieldRejected('headers.stripe-signature', problem);
      let event: ReturnType<typeof stripePaymentEvent>;
      try {
        event = stripePaymentEvent(JSON.parse(rawBody.toString('utf8')));
      } catch {
        event = undefined;
      }
      if (!event) throw new FieldRejected('body', 'must be a Stripe event');
      if (await repository.stripeEventSeen(event.id)) return { received: true, duplicate: true };
      // Acted on first, recorded after: a failure (answered 500) leaves it for Stripe's retry,
      // and acting twice is harmless (each action is once-only under its purchase's lock).
      await act(event.meaning, webhook.siteOrigin, webhook.warn);
      await repository.recordStripeEvent(event.id, event.type, now);
      return { received: true, duplicate: false };
    },
  };
}

type WarnFn = NonNullable<CreditServiceDependencies['stripeWebhook']>['warn'];

function sameAmount(purchase: PurchaseRow, amountCents: number, currency: string): boolean {
  return purchase.amountCents === amountCents && purchase.currency === currency;
}
