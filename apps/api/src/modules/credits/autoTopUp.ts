import { hash } from 'node:crypto';
import type { AutoTopUp, AutoTopUpBody } from '@quoteway/contracts';
import { findCreditPlan, formatSiteMoney, type SiteCountry } from '@quoteway/domain';
import { type Locale, translator } from '@quoteway/i18n/server';
import type { Queryable } from '../../db/client';
import { FieldRejected } from '../../errors';
import { enqueue } from '../../infra/outbox';
import { cardMessages } from '../../infra/payments';
import { requireBusiness, type UserRow } from '../auth';
import { notificationLinks } from '../notifications';
import { type CreditServiceDependencies, pricingOf } from './creditKit';
import { creditBalance } from './lots';
import { RECONCILE_AFTER_MS } from './purchases';
import { completePurchase, siteOfCurrency } from './purchaseCompletion';
import { creditRepository } from './repository';
import { type AutoTopUpConsentRow, spendingRepository } from './spendingRepository';

/** Where the calendar month (UTC) of `now` starts: the monthly maximum counts from there. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** A saved card's token as a consent keeps it: a hash, enough to tell the card changed. */
const tokenHash = (token: string) => hash('sha256', token, 'hex');

/** The idempotency key of a top-up's purchase (a business's own keys never start so). */
const topUpKey = (requestId: string) => `auto-top-up:${requestId}`;

const cardChanged = /*i18n*/ 'The saved card you agreed to is no longer on your account';

/**
 * Auto top-up: off by default; on only with an explicit, stored consent (who, when, the plan
 * at its price, the saved card, the threshold, the monthly maximum). A spend that leaves the
 * balance below the threshold queues one `auto-top-up` job (`spendCredits`), which charges
 * the saved card off-session and credits the purchase through `completePurchase`, like any
 * purchase (ledger, tax invoice, receipt). A refused card switches it off and says so.
 */
export function autoTopUpService(deps: CreditServiceDependencies) {
  const { db, clock, gateway, notify } = deps;
  const repository = spendingRepository(db);

  async function present(businessId: string, locale: Locale): Promise<AutoTopUp> {
    const since = monthStart(clock.now());
    const [latest, spent, topUps, controls] = await Promise.all([
      repository.latestConsent(businessId),
      repository.topUpCentsSince(businessId, since),
      repository.topUpsSince(businessId, since),
      repository.controls(businessId),
    ]);
    const invoices = await creditRepository(db).taxDocumentsOf(topUps.map((p) => p.id));
    const tr = translator(locale);
    const consent = latest?.consent;
    return {
      enabled: Boolean(consent && controls?.consentId === consent.id && !consent.endedAt),
      consent: consent
        ? {
            planId: consent.planId,
            credits: consent.credits,
            bonusCredits: consent.bonusCredits,
            priceCents: consent.priceCents,
            currency: consent.currency,
            card: { brand: consent.cardBrand, last4: consent.cardLast4 },
            thresholdCredits: consent.thresholdCredits,
            monthlyMaxCents: consent.monthlyMaxCents,
            consentedAt: consent.consentedAt.toISOString(),
            consentedBy: latest.consentedByName,
            endedAt: consent.endedAt?.toISOString() ?? null,
            endedBecause: consent.endedBecause,
            endedMessage: consent.endedMessage ? tr.t(consent.endedMessage) : null,
          }
        : null,
      spentThisMonthCents: spent,
      history: topUps.map((p) => {
        const invoice = invoices.find((d) => d.purchaseId === p.id && d.kind === 'invoice');
        return {
          id: p.id,
          createdAt: p.createdAt.toISOString(),
          credits: p.credits,
          bonusCredits: p.bonusCredits,
          amountCents: p.amountCents,
          currency: p.currency,
          status: p.status,
          taxInvoice: invoice ? { id: invoice.id, number: invoice.number } : null,
        };
      }),
    };
  }

  /**
   * Switch auto top-up off because charging failed (or the card went), and tell the business
   * (a notification and an e-mail in its language). Call under the controls' lock.
   */
  async function switchOff(
    tx: Queryable,
    consent: AutoTopUpConsentRow,
    because: 'declined' | 'card-changed',
    message: string,
    origin: string,
  ) {
    const now = clock.now();
    const inTx = spendingRepository(tx);
    await inTx.endConsent(consent.id, because, message, now);
    await inTx.setConsent(consent.businessId, null, now);
    const owner = await creditRepository(tx).findUser(consent.businessId);
    if (!owner) return;
    const amount = formatSiteMoney(
      consent.priceCents,
      consent.currency,
      owner.locale,
      siteOfCurrency(consent.currency),
    );
    await notify(tx, {
      userId: owner.id,
      kind: 'auto-top-up-off',
      values: { reason: message },
      link: notificationLinks.credits(),
      email: {
        template: 'auto-top-up-off',
        data: {
          name: owner.userName,
          reason: message,
          credits: String(consent.credits),
          amount,
          card: `${consent.cardBrand} •••• ${consent.cardLast4}`,
          link: `${origin}${notificationLinks.credits()}`,
        },
      },
    });
  }

  return {
    async autoTopUp(user: UserRow, locale: Locale): Promise<AutoTopUp> {
      requireBusiness(user);
      return present(user.id, locale);
    },

    /**
     * Turn auto top-up on, or change it: every term must be what the business was shown (the
     * plan's price in its country's currency, its saved card's last 4 digits), or the field
     * is refused. The consent is stored as given; the one before it ends (`replaced`).
     */
    async enableAutoTopUp(
      user: UserRow,
      body: AutoTopUpBody,
      site: SiteCountry,
      locale: Locale,
    ): Promise<AutoTopUp> {
      requireBusiness(user);
      const pricing = pricingOf(site);
      const plan = findCreditPlan(body.planId, pricing);
      if (!plan) throw new FieldRejected('body.planId', /*i18n*/ 'Unknown plan');
      if (body.currency !== pricing.currency || body.priceCents !== plan.priceCents) {
        throw new FieldRejected(
          body.currency !== pricing.currency ? 'body.currency' : 'body.priceCents',
          /*i18n*/ 'This is not the plan’s price: check it and confirm again',
        );
      }
      if (body.monthlyMaxCents < plan.priceCents) {
        throw new FieldRejected(
          'body.monthlyMaxCents',
          /*i18n*/ 'The monthly maximum must cover at least one top-up',
        );
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const card = await creditRepository(tx).savedCard(user.id);
        if (!card) {
          throw new FieldRejected('body.cardLast4', /*i18n*/ 'You have no saved card');
        }
        if (card.last4 !== body.cardLast4) {
          throw new FieldRejected('body.cardLast4', /*i18n*/ 'This is not your saved card');
        }
        const inTx = spendingRepository(tx);
        // The controls' row (made when missing) written first, so locked: spends wait while
        // the terms change.
        await inTx.setConsent(user.id, null, now);
        const previous = await inTx.latestConsent(user.id);
        if (previous && !previous.consent.endedAt) {
          await inTx.endConsent(previous.consent.id, 'replaced', null, now);
        }
        const consent = await inTx.insertConsent({
          businessId: user.id,
          consentedBy: user.id,
          consentedAt: now,
          planId: plan.id,
          credits: plan.credits,
          bonusCredits: plan.bonusCredits,
          priceCents: plan.priceCents,
          currency: pricing.currency,
          cardTokenHash: tokenHash(card.token),
          cardBrand: card.brand,
          cardLast4: card.last4,
          thresholdCredits: body.thresholdCredits,
          monthlyMaxCents: body.monthlyMaxCents,
        });
        await inTx.setConsent(user.id, consent.id, now);
      });
      return present(user.id, locale);
    },

    /** Switch auto top-up off: one call, no confirmation; the consent is kept, ended. */
    async disableAutoTopUp(user: UserRow, locale: Locale): Promise<AutoTopUp> {
      requireBusiness(user);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const inTx = spendingRepository(tx);
        const controls = await inTx.lockControls(user.id);
        if (!controls?.consentId) return;
        await inTx.endConsent(controls.consentId, 'switched-off', null, now);
        await inTx.setConsent(user.id, null, now);
      });
      return present(user.id, locale);
    },

    /**
     * The outbox's `auto-top-up` job. Under the controls' lock it checks the consent is still
     * in force and its card still saved, the balance still below the threshold, no other
     * top-up still being charged and the month's top-ups plus this one within the maximum,
     * then claims the purchase (with its reconciliation). The card is charged off-session
     * under the purchase's key, so a retried job charges once; a success is credited by
     * `completePurchase`, a refusal switches auto top-up off and tells the business.
     */
    async runAutoTopUp(businessId: string, requestId: string, origin: string): Promise<void> {
      const key = topUpKey(requestId);
      const claimed = await db.transaction(async (tx) => {
        const inTx = spendingRepository(tx);
        const credits = creditRepository(tx);
        const controls = await inTx.lockControls(businessId);
        const earlier = await credits.findPurchaseByKey(businessId, key);
        if (earlier) {
          // A retried job: charge the purchase it claimed, unless that is settled already.
          if (earlier.status === 'pending') return earlier;
          await inTx.setTopUpPending(businessId, false);
          return undefined;
        }
        if (!controls?.pending) return undefined;
        const done = async () => {
          await inTx.setTopUpPending(businessId, false);
          return undefined;
        };
        const consent = controls.consentId ? await inTx.consent(controls.consentId) : undefined;
        if (!consent || consent.endedAt) return done();
        const now = clock.now();
        const card = await credits.savedCard(businessId);
        if (!card || tokenHash(card.token) !== consent.cardTokenHash) {
          await switchOff(tx, consent, 'card-changed', cardChanged, origin);
          return undefined;
        }
        if ((await creditBalance(tx, businessId, now)) >= consent.thresholdCredits) return done();
        if (await inTx.otherTopUpPending(businessId, key)) return done();
        const spent = await inTx.topUpCentsSince(businessId, monthStart(now));
        if (spent + consent.priceCents > consent.monthlyMaxCents) return done();
        const row = await credits.claimPurchase({
          userId: businessId,
          idempotencyKey: key,
          requestHash: hash('sha256', `auto-top-up:${consent.id}`, 'hex'),
          planId: consent.planId,
          credits: consent.credits,
          bonusCredits: consent.bonusCredits,
          amountCents: consent.priceCents,
          currency: consent.currency,
          status: 'pending',
          createdAt: now,
          autoTopUpConsentId: consent.id,
        });
        if (!row) return done();
        const due = new Date(now.getTime() + RECONCILE_AFTER_MS);
        await enqueue(tx, 'reconcile-purchase', { purchaseId: row.id }, due);
        return { ...row, token: card.token, consent };
      });
      if (!claimed) return;
      const token =
        'token' in claimed
          ? claimed.token
          : (await creditRepository(db).savedCard(businessId))?.token;
      const result = token
        ? await gateway.charge({
            amountCents: claimed.amountCents,
            currency: claimed.currency,
            source: { kind: 'saved', token },
            saveCard: false,
            offSession: true,
            idempotencyKey: `${businessId}:${key}`,
            reference: claimed.id,
          })
        : ({ status: 'invalid_card', message: cardMessages.savedCardInvalid } as const);
      const clearPending = () =>
        db.transaction(async (tx) => {
          const inTx = spendingRepository(tx);
          await inTx.lockControls(businessId);
          await inTx.setTopUpPending(businessId, false);
        });
      if (result.status === 'succeeded') {
        await completePurchase(deps, claimed.id, result.chargeId, undefined, origin);
        await clearPending();
        return;
      }
      if (result.status === 'unknown') {
        // Left pending: its reconciliation settles it; no other top-up is charged meanwhile.
        await clearPending();
        return;
      }
      // Refused, or the bank wants the business present (3-D Secure): no money moved.
      const message =
        result.status === 'requires_action' ? cardMessages.authenticationPending : result.message;
      await db.transaction(async (tx) => {
        const inTx = spendingRepository(tx);
        const controls = await inTx.lockControls(businessId);
        await creditRepository(tx).updatePendingPurchase(claimed.id, {
          status: 'failed',
          failureStatus: result.status === 'requires_action' ? 'declined' : result.status,
          failureMessage: message,
        });
        await inTx.setTopUpPending(businessId, false);
        const consentId = claimed.autoTopUpConsentId;
        const consent = consentId ? await inTx.consent(consentId) : undefined;
        // Off, unless the business already switched it off or agreed to new terms meanwhile.
        if (consent && !consent.endedAt && controls?.consentId === consent.id) {
          await switchOff(tx, consent, 'declined', message, origin);
        }
      });
    },
  };
}
