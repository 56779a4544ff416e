import { hash } from 'node:crypto';
import type { PurchaseBody, PurchaseResponse } from '@quoteway/contracts';
import { type Locale, translator } from '@quoteway/i18n/server';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../db/client';
import { FieldRejected, HttpError } from '../../errors';
import { translatedValues } from '../../locale';
import {
  CREDIT_EXPIRY_DAYS,
  creditOffer,
  creditPlans,
  customPurchaseQuote,
  findCreditPlan,
  formatMoney,
  regionalSites,
  type SiteCountry,
  type SitePricing,
} from '@quoteway/domain';
import { siteOfOrigin } from '../../origin';
import { entityTag } from '../../plugins/app/entityTag';
import { requireBusiness, type UserRow } from '../auth';
import { notificationLinks, type Notify } from '../notifications';
import { enqueue } from '../../infra/outbox';
import {
  type ChargeFailure,
  cardMessages,
  cardProblems,
  type PaymentGateway,
  type PaymentSource,
  type TokenisedCard,
} from '../../infra/payments';
import { addLot, creditBalance, expireLots } from './lots';
import { creditRepository, type PurchaseRow, type SavedCardRow } from './repository';

export interface CreditServiceDependencies {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  /** Tells the buyer of a receipt, the owner of expiring credits (modules/notifications). */
  notify: Notify;
}

/**
 * How long after a purchase is claimed its reconciliation runs. Longer than any charge can
 * take (see the gateways' time-outs), so that a purchase still pending by then has lost its
 * request: the process died, or the processor's answer never came.
 */
export const RECONCILE_AFTER_MS = 10 * 60_000;

const DAY = 86_400_000;

function present(card: SavedCardRow | undefined) {
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
    : null;
}

/**
 * What a purchase request asks for, without card secrets: the idempotency fingerprint. The
 * currency is part of it: the same key on another regional site asks another price.
 */
function fingerprint(body: PurchaseBody, pricing: SitePricing): string {
  const asked = {
    currency: pricing.currency,
    planId: body.planId ?? null,
    customCredits: body.customCredits ?? null,
    cardToken: body.cardToken ?? null,
    useSavedCard: body.useSavedCard ?? false,
    card: body.card
      ? {
          last4: body.card.number.replace(/\D/g, '').slice(-4),
          expMonth: body.card.expMonth,
          expYear: body.card.expYear,
        }
      : null,
    saveCard: body.saveCard,
  };
  return hash('sha256', JSON.stringify(asked), 'hex');
}

/** Plans, purchases (through the payment gateway, idempotently) and the credit ledger. */
export function creditService({ db, clock, gateway, notify }: CreditServiceDependencies) {
  const repository = creditRepository(db);

  /** What the regional site of `origin` charges (`regionalSites` in @quoteway/domain). */
  const pricingOf = (origin: string) => regionalSites[siteOfOrigin(origin)].pricing;
  /** Each site's plans answer and its entity tag (see `cachedPlans`). */
  const offers = new Map<SiteCountry, { body: ReturnType<typeof plansOf>; etag: string }>();
  const plansOf = (origin: string) => ({
    country: siteOfOrigin(origin),
    ...creditOffer(pricingOf(origin)),
  });

  /**
   * Credits, bonus and price asked for, at the site's prices, from @quoteway/domain's plans
   * and custom pricing.
   */
  function priceOf(body: PurchaseBody, pricing: SitePricing) {
    if ((body.planId === undefined) === (body.customCredits === undefined)) {
      throw new FieldRejected(
        'body.planId',
        /*i18n*/ 'Choose a plan or a custom number of credits',
      );
    }
    if (body.planId !== undefined) {
      const plan = findCreditPlan(body.planId, pricing);
      if (!plan) throw new FieldRejected('body.planId', /*i18n*/ 'Unknown plan');
      return { planId: plan.id, ...plan };
    }
    const quote = customPurchaseQuote(body.customCredits ?? Number.NaN, pricing);
    if (!quote.ok) throw new FieldRejected('body.customCredits', quote.message, quote.values);
    return { planId: null, ...quote };
  }

  const savedCard = (userId: string) => repository.savedCard(userId);

  /**
   * What pays: card details typed into our form (only where the gateway takes card
   * numbers), the business's saved card, or a one-time token from the processor's browser SDK.
   */
  async function paymentSource(userId: string, body: PurchaseBody): Promise<PaymentSource> {
    const sources = [body.card, body.cardToken, body.useSavedCard || undefined];
    if (sources.filter((source) => source !== undefined).length !== 1) {
      throw new FieldRejected('body.card', /*i18n*/ 'Enter a card or choose your saved card');
    }
    if (body.useSavedCard) {
      const saved = await savedCard(userId);
      if (!saved) throw new FieldRejected('body.useSavedCard', /*i18n*/ 'You have no saved card');
      return { kind: 'saved', token: saved.token };
    }
    if (body.card) {
      if (!gateway.acceptsCardNumbers) {
        throw new FieldRejected('body.card', /*i18n*/ 'Enter your card in the secure card form');
      }
      const problem = cardProblems(body.card, clock.now())[0];
      if (problem) throw new FieldRejected(`body.card.${problem[0]}`, problem[1]);
      return { kind: 'card', card: body.card };
    }
    const token = body.cardToken ?? '';
    const saved = await savedCard(userId);
    if (saved && saved.token === token) return { kind: 'saved', token };
    if (gateway.isCardToken(token)) return { kind: 'token', token };
    throw new FieldRejected('body.cardToken', /*i18n*/ 'This saved card is not yours');
  }

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

  /**
   * Credit a purchase whose charge succeeded: its lots and ledger entries, the saved card,
   * the receipt and the stored response, all in one transaction. The purchase row is locked
   * first, so the purchase request and its reconciliation can race and still credit it
   * exactly once; whoever comes second gets the stored response. A row reconciliation has
   * marked failed is credited too: the processor has since said the card was charged.
   */
  async function complete(
    purchaseId: string,
    chargeId: string,
    card: TokenisedCard | undefined,
    origin: string,
  ): Promise<PurchaseResponse> {
    return db.transaction(async (tx) => {
      const inTx = creditRepository(tx);
      const purchase = await inTx.lockPurchase(purchaseId);
      if (!purchase) throw new Error(`purchase ${purchaseId} is gone`);
      if (purchase.status === 'succeeded' && purchase.response) {
        return purchase.response as PurchaseResponse;
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
        card: present(saved),
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
        link: notificationLinks.credits(),
        email: {
          template: 'purchase-receipt',
          data: {
            name: owner.userName,
            amount: formatMoney(purchase.amountCents, purchase.currency),
            currency: purchase.currency,
            credits: String(purchase.credits),
            bonusCredits: String(purchase.bonusCredits),
            balance: String(balance),
            receipt: purchase.id,
            link: `${origin}/leads/credits`,
          },
        },
      });
      return response;
    });
  }

  return {
    /** The plans and custom pricing of the regional site of `origin`, in its currency. */
    plans: plansOf,

    /** `plans` with its entity tag, worked out once per site (prices change with a deploy). */
    cachedPlans(origin: string) {
      const country = siteOfOrigin(origin);
      let kept = offers.get(country);
      if (!kept) {
        const body = plansOf(origin);
        kept = { body, etag: entityTag(body) };
        offers.set(country, kept);
      }
      return kept;
    },

    /** Credits left in the user's unexpired lots at `now`. */
    balance(userId: string, now: Date): Promise<number> {
      return creditBalance(db, userId, now);
    },

    async card(userId: string) {
      return present(await savedCard(userId));
    },

    /**
     * Buy credits. The purchase row is claimed first under (user, Idempotency-Key), so a
     * retry (even a concurrent one) never charges or credits twice: it gets the first answer,
     * or 409 when it asks for something else or the first attempt is still running. The
     * claim queues the purchase's reconciliation in the same transaction, so a purchase left
     * pending (the process died, or the processor did not answer) is settled later. The
     * price and currency are the regional site's (`origin`'s), fixed on the purchase row.
     */
    async purchase(
      user: UserRow,
      body: PurchaseBody,
      idempotencyKey: string,
      origin: string,
    ): Promise<PurchaseResponse> {
      requireBusiness(user);
      const pricing = pricingOf(origin);
      const price = priceOf(body, pricing);
      const source = await paymentSource(user.id, body);
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
          throw new HttpError(409, /*i18n*/ 'This purchase is still being processed');
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
      if (result.status !== 'succeeded') {
        await markFailed(claimed.id, result.status, result.message);
        throw new HttpError(402, result.message);
      }
      return complete(claimed.id, result.chargeId, result.savedCard, origin);
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
          await complete(purchase.id, state.chargeId, undefined, origin);
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

    /**
     * Outbox, 14 days before a lot expires: tell its owner, if credits are still left in it
     * and it has not expired (a lot spent or expired since tells nothing).
     */
    async warnExpiring(userId: string, lotId: number, origin: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inTx = creditRepository(tx);
        const lot = await inTx.lockLot(lotId);
        const now = clock.now();
        if (!lot || lot.userId !== userId) return false;
        if (lot.credits <= 0 || lot.expiresAt.getTime() <= now.getTime()) return false;
        const owner = await inTx.findUser(userId);
        if (!owner) return false;
        const date = lot.expiresAt.toISOString();
        await notify(tx, {
          userId,
          kind: 'credits-expiring',
          values: { credits: lot.credits, date },
          link: notificationLinks.credits(),
          email: {
            template: 'credits-expiring',
            data: {
              name: owner.userName,
              credits: String(lot.credits),
              date: date.slice(0, 10),
              link: `${origin}${notificationLinks.credits()}`,
            },
          },
        });
        return true;
      });
    },

    /** Expire the user's lots that are past their expiry (idempotent; see `expireLots`). */
    async expireCredits(userId: string): Promise<void> {
      await expireLots(db, clock, { userId });
    },

    /** The user's ledger, newest first, one page at a time, with the balance. */
    async ledger(user: UserRow, page: number, perPage: number, locale: Locale = 'en') {
      const tr = translator(locale);
      requireBusiness(user);
      const now = clock.now();
      const [entries, total, balance] = await Promise.all([
        repository.entries(user.id, perPage, (page - 1) * perPage),
        repository.countEntries(user.id),
        creditBalance(db, user.id, now),
      ]);
      return {
        balance,
        page,
        perPage,
        total,
        entries: entries.map((e) => ({
          id: Number(e.id),
          amount: e.amount,
          kind: e.kind,
          reason: tr.t(e.reason, translatedValues(tr, e.reasonValues)),
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type CreditService = ReturnType<typeof creditService>;
