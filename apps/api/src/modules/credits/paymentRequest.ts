import { hash } from 'node:crypto';
import type { PurchaseBody } from '@quoteway/contracts';
import { customPurchaseQuote, findCreditPlan, type SitePricing } from '@quoteway/domain';
import { FieldRejected } from '../../errors';
import type { CreditServiceDependencies } from './creditKit';
import { cardProblems, type PaymentSource } from '../../infra/payments';
import { creditRepository } from './repository';

/**
 * What a purchase request asks for, without card secrets: the idempotency fingerprint. The
 * currency is part of it: the same key on another regional site asks another price.
 */
export function fingerprint(body: PurchaseBody, pricing: SitePricing): string {
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

/**
 * Credits, bonus and price asked for, at the site's prices, from @quoteway/domain's plans
 * and custom pricing.
 */
export function priceOf(body: PurchaseBody, pricing: SitePricing) {
  if ((body.planId === undefined) === (body.customCredits === undefined)) {
    throw new FieldRejected('body.planId', /*i18n*/ 'Choose a plan or a custom number of credits');
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

/**
 * What pays: card details typed into our form (only where the gateway takes card
 * numbers), the business's saved card, or a one-time token from the processor's browser SDK.
 */
export async function paymentSource(
  { db, clock, gateway }: CreditServiceDependencies,
  userId: string,
  body: PurchaseBody,
): Promise<PaymentSource> {
  const repository = creditRepository(db);
  const sources = [body.card, body.cardToken, body.useSavedCard || undefined];
  if (sources.filter((source) => source !== undefined).length !== 1) {
    throw new FieldRejected('body.card', /*i18n*/ 'Enter a card or choose your saved card');
  }
  if (body.useSavedCard) {
    const saved = await repository.savedCard(userId);
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
  const saved = await repository.savedCard(userId);
  if (saved && saved.token === token) return { kind: 'saved', token };
  if (gateway.isCardToken(token)) return { kind: 'token', token };
  throw new FieldRejected('body.cardToken', /*i18n*/ 'This saved card is not yours');
}
