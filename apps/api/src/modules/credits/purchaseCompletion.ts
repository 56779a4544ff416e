import type { PurchaseResponse } from '@quoteway/contracts';
import {
  CREDIT_EXPIRY_DAYS,
  creditPlans,
  formatSiteMoney,
  regionalSites,
  type SiteCountry,
} from '@quoteway/domain';
import { notificationLinks } from '../notifications';
import { type CreditServiceDependencies, presentCard } from './creditKit';
import type { TokenisedCard } from '../../infra/payments';
import { addLot, creditBalance } from './lots';
import { creditRepository } from './repository';
import { issueTaxDocument } from './taxDocuments';

const DAY = 86_400_000;

/** The regional site that charges in `currency` (each site has its own). */
export function siteOfCurrency(currency: string): SiteCountry {
  const sites = Object.keys(regionalSites) as SiteCountry[];
  return sites.find((site) => regionalSites[site].pricing.currency === currency) ?? 'NZ';
}

/**
 * Credit a purchase whose charge succeeded: its lots and ledger entries, its tax invoice,
 * the saved card, the receipt and the stored response, all in one transaction. The purchase row is locked
 * first, so the purchase request and its reconciliation can race and still credit it
 * exactly once; whoever comes second gets the stored response. A row reconciliation has
 * marked failed is credited too: the processor has since said the card was charged.
 */
export async function completePurchase(
  { db, clock, notify, metrics, realtime, sellers }: CreditServiceDependencies,
  purchaseId: string,
  chargeId: string,
  card: TokenisedCard | undefined,
  origin: string,
): Promise<PurchaseResponse> {
  // Counted once it is committed, and only by whoever settled it.
  let settledNow = false;
  const { response, userId } = await db.transaction(async (tx) => {
    const inTx = creditRepository(tx);
    const purchase = await inTx.lockPurchase(purchaseId);
    if (!purchase) throw new Error(`purchase ${purchaseId} is gone`);
    if (purchase.status === 'succeeded' && purchase.response) {
      const first = purchase.response as PurchaseResponse;
      if (!card) return { response: first, userId: purchase.userId };
      // Stripe's webhook settled it while the charge's answer was on its way: only that
      // answer has the card the buyer asked to keep, so it is saved now.
      await inTx.saveCard({ userId: purchase.userId, ...card, createdAt: clock.now() });
      const response = { ...first, card: presentCard(await inTx.savedCard(purchase.userId)) };
      await inTx.updatePurchase(purchase.id, { response });
      return { response, userId: purchase.userId };
    }
    const owner = await inTx.findUser(purchase.userId);
    if (!owner) throw new Error(`the buyer of purchase ${purchaseId} is gone`);
    const now = clock.now();
    const expiryDays =
      creditPlans.find((plan) => plan.id === purchase.planId)?.expiryDays ?? CREDIT_EXPIRY_DAYS;
    // The plans page names a plan by its credits ("50-credit plan"); the ledger says the same.
    const values = { credits: purchase.credits };
    const reason = purchase.planId
      ? { message: /*i18n*/ '{credits}-credit plan', values }
      : { message: /*i18n*/ 'Custom purchase of {credits} credits', values };
    // The invoice's number is taken in this transaction: see `issueTaxDocument`.
    const invoice = await issueTaxDocument(tx, sellers, purchase, 'invoice', now);
    const lot = { userId: owner.id, now, expiryDays, purchaseId };
    await addLot(tx, { ...lot, credits: purchase.credits, source: 'purchase', reason });
    if (purchase.bonusCredits > 0) {
      await addLot(tx, {
        ...lot,
        credits: purchase.bonusCredits,
        source: 'bonus',
        reason: purchase.planId
          ? { message: /*i18n*/ 'Bonus credits with the {credits}-credit plan', values }
          : { message: /*i18n*/ 'Bonus credits with a purchase of {credits} credits', values },
      });
    }
    if (card) await inTx.saveCard({ userId: owner.id, ...card, createdAt: now });
    const saved = await inTx.savedCard(owner.id);
    const balance = await creditBalance(tx, owner.id, now);
    const response: PurchaseResponse = {
      purchase: {
        id: purchase.id,
        planId: purchase.planId,
        credits: purchase.credits,
        bonusCredits: purchase.bonusCredits,
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        chargeId,
        expiresAt: new Date(now.getTime() + expiryDays * DAY).toISOString(),
      },
      balance,
      card: presentCard(saved),
      taxInvoice: { id: invoice.id, number: invoice.number },
    };
    await inTx.updatePurchase(purchase.id, {
      status: 'succeeded',
      chargeId,
      response,
      failureStatus: null,
      failureMessage: null,
    });
    await notify(tx, {
      userId: owner.id,
      kind: 'purchase-receipt',
      values: { credits: purchase.credits },
      link: notificationLinks.receipt(invoice.id),
      email: {
        template: 'purchase-receipt',
        data: {
          name: owner.userName,
          // As the buyer reads money on the site they bought on ('₹2,500' in India): the site
          // whose currency the purchase is in, whatever host the process is configured with.
          amount: formatSiteMoney(
            purchase.amountCents,
            purchase.currency,
            owner.locale,
            siteOfCurrency(purchase.currency),
          ),
          currency: purchase.currency,
          credits: String(purchase.credits),
          bonusCredits: String(purchase.bonusCredits),
          balance: String(balance),
          receipt: invoice.number,
          link: `${origin}${notificationLinks.receipt(invoice.id)}`,
        },
      },
    });
    settledNow = true;
    return { response, userId: owner.id };
  });
  if (settledNow) metrics.count('purchases');
  // The buyer's other tabs show the new balance (and a retry's tab too: it costs nothing).
  realtime.toUser(userId, 'update-credits', { userId });
  return response;
}
