import type { PurchaseActionResponse, PurchaseBody, PurchaseResponse } from '@quoteway/contracts';
import type { SiteCountry } from '@quoteway/domain';
import { HttpError } from '../../errors';
import { siteOfOrigin } from '../../origin';
import { requireBusiness, type UserRow } from '../auth';
import { enqueue } from '../../infra/outbox';
import { type CreditServiceDependencies, presentCard, pricingOf } from './creditKit';
import { type ChargeFailure, cardMessages } from '../../infra/payments';
import { fingerprint, paymentSource, priceOf } from './paymentRequest';
import { completePurchase } from './purchaseCompletion';
import { creditRepository, type PurchaseRow } from './repository';

/**
 * How long after a purchase is claimed its reconciliation runs. Longer than any charge can
 * take (see the gateways' time-outs), so that a purchase still pending by then has lost its
 * request: the process died, or the processor's answer never came.
 */
export const RECONCILE_AFTER_MS = 10 * 60_000;

const stillProcessing = /*i18n*/ 'This purchase is still being processed';

/** Buying credits through the payment gateway, idempotently, and settling what was left pending. */
export function purchaseService(deps: CreditServiceDependencies) {
  const { db, clock, gateway } = deps;
  const repository = creditRepository(db);

  /** The key the processor charges once under: the purchase's, scoped to its buyer. */
  const chargeKey = (purchase: PurchaseRow) => `${purchase.userId}:${purchase.idempotencyKey}`;

  async function markFailed(
    purchaseId: string,
    status: ChargeFailure | 'not_charged',
    message: string,
  ) {
    await repository.updatePendingPurchase(purchaseId, {
      status: 'failed',
      failureStatus: status,
      failureMessage: message,
    });
  }

  return {
    async card(userId: string) {
      return presentCard(await repository.savedCard(userId));
    },

    /**
     * Buy credits. The purchase row is claimed first under (user, Idempotency-Key), so a
     * retry (even a concurrent one) never charges or credits twice: it gets the first answer,
     * or 409 when it asks for something else or the first attempt is still running. The
     * claim queues the purchase's reconciliation in the same transaction, so a purchase left
     * pending (the process died, or the processor did not answer) is settled later. The
     * price and currency are `site`'s, fixed on the purchase row: the business's own country
     * on any host (`buyerSite`, the plans it was shown), so its invoice is that country's, in
     * its series at its GST; `origin` is where the receipt's links point.
     */
    async purchase(
      user: UserRow,
      body: PurchaseBody,
      idempotencyKey: string,
      origin: string,
      site: SiteCountry = siteOfOrigin(origin),
    ): Promise<PurchaseResponse | PurchaseActionResponse> {
      requireBusiness(user);
      const pricing = pricingOf(site);
      const price = priceOf(body, pricing);
      const source = await paymentSource(deps, user.id, body);
      const requestHash = fingerprint(body, pricing);
      const now = clock.now();
      const claimed = await db.transaction(async (tx) => {
        const row = await creditRepository(tx).claimPurchase({
          userId: user.id,
          idempotencyKey,
          requestHash,
          planId: price.planId,
          credits: price.credits,
          bonusCredits: price.bonusCredits,
          amountCents: price.priceCents,
          currency: pricing.currency,
          status: 'pending',
          createdAt: now,
        });
        if (row) {
          const due = new Date(now.getTime() + RECONCILE_AFTER_MS);
          await enqueue(tx, 'reconcile-purchase', { purchaseId: row.id }, due);
        }
        return row;
      });
      if (!claimed) {
        const first = await repository.findPurchaseByKey(user.id, idempotencyKey);
        if (!first || first.requestHash !== requestHash) {
          throw new HttpError(
            409,
            /*i18n*/ 'This Idempotency-Key was used for a different purchase',
          );
        }
        if (first.status === 'failed') throw new HttpError(402, first.failureMessage ?? 'Declined');
        if (first.status === 'pending' || !first.response) {
          throw new HttpError(409, stillProcessing);
        }
        return first.response as PurchaseResponse;
      }

      const result = await gateway.charge({
        amountCents: price.priceCents,
        currency: pricing.currency,
        source,
        saveCard: body.saveCard && source.kind !== 'saved',
        idempotencyKey: chargeKey(claimed),
        reference: claimed.id,
      });
      if (result.status === 'unknown') {
        // Left pending for reconciliation, which can then look the attempt up by its id.
        if (result.chargeId) {
          await repository.updatePendingPurchase(claimed.id, { chargeId: result.chargeId });
        }
        throw new HttpError(502, result.message);
      }
      if (result.status === 'requires_action') {
        // The bank asks for 3-D Secure: the browser completes it, then calls `finalise`.
        await repository.updatePendingPurchase(claimed.id, { chargeId: result.chargeId });
        return { nextAction: { purchaseId: claimed.id, clientSecret: result.clientSecret } };
      }
      if (result.status !== 'succeeded') {
        await markFailed(claimed.id, result.status, result.message);
        throw new HttpError(402, result.message);
      }
      return completePurchase(deps, claimed.id, result.chargeId, result.savedCard, origin);
    },

    /**
     * Finish a purchase whose card asked for 3-D Secure, once the browser has completed it:
     * credit it when the processor says the charge succeeded, refuse it (402) when the bank
     * refused. The purchase is credited exactly once (`completePurchase` locks its row), so a
     * repeated call, or one racing the reconciliation, gets the same answer.
     */
    async finalisePurchase(
      user: UserRow,
      purchaseId: string,
      origin: string,
    ): Promise<PurchaseResponse> {
      requireBusiness(user);
      const purchase = await repository.findPurchase(purchaseId);
      if (!purchase || purchase.userId !== user.id) {
        throw new HttpError(404, /*i18n*/ 'No such purchase');
      }
      if (purchase.status === 'succeeded' && purchase.response) {
        return purchase.response as PurchaseResponse;
      }
      if (purchase.status === 'failed') {
        throw new HttpError(402, purchase.failureMessage ?? cardMessages.declined);
      }
      const state = await gateway.chargeStatus({
        idempotencyKey: chargeKey(purchase),
        reference: purchase.id,
        chargeId: purchase.chargeId,
        awaitingAction: true,
      });
      switch (state.status) {
        case 'succeeded':
          return completePurchase(deps, purchase.id, state.chargeId, undefined, origin);
        case 'unknown':
          throw new HttpError(409, cardMessages.authenticationPending);
        case 'not_charged':
          await markFailed(purchase.id, 'not_charged', cardMessages.notCharged);
          throw new HttpError(402, cardMessages.notCharged);
        default:
          await markFailed(purchase.id, state.status, state.message);
          throw new HttpError(402, state.message);
      }
    },

    /**
     * Settle a purchase that is still pending, from what the processor knows of its charge:
     * credit it (exactly once, see `complete`) or mark it failed. A settled purchase is left
     * alone, so a re-delivered job does nothing. Throws while the processor cannot tell yet,
     * so that the outbox tries again later.
     */
    async reconcilePurchase(purchaseId: string, origin: string): Promise<void> {
      const purchase = await repository.findPurchase(purchaseId);
      if (!purchase || purchase.status !== 'pending') return;
      const state = await gateway.chargeStatus({
        idempotencyKey: chargeKey(purchase),
        reference: purchase.id,
        chargeId: purchase.chargeId,
      });
      switch (state.status) {
        case 'succeeded':
          await completePurchase(deps, purchase.id, state.chargeId, undefined, origin);
          return;
        case 'unknown':
          throw new Error(`purchase ${purchase.id} cannot be settled yet: ${state.message}`);
        case 'not_charged':
          await markFailed(purchase.id, 'not_charged', cardMessages.notCharged);
          return;
        default:
          await markFailed(purchase.id, state.status, state.message);
      }
    },
  };
}
