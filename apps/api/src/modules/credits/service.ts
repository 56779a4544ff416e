import { createHash } from 'node:crypto';
import type { PurchaseBody, PurchaseResponse } from '@quoteway/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { creditEntries, purchases, savedCards } from '../../db/schema';
import { HttpError } from '../../errors';
// @quoteway/domain is not yet a dependency of the API package: imported by path until it is.
import {
  CREDIT_EXPIRY_DAYS,
  CUSTOM_BONUS_DIVISOR,
  CUSTOM_MAX_CREDITS,
  CUSTOM_MIN_CREDITS,
  CUSTOM_STEP_CREDITS,
  creditPlans,
  customPriceBands,
  customPurchaseQuote,
  findCreditPlan,
  formatDollars,
} from '@quoteway/domain';
import type { UserRow } from '../auth/repository';
import { FieldRejected } from '../auth/service';
import { enqueue } from '../outbox/enqueue';
import { type CardDetails, cardProblems, type PaymentGateway } from './gateway';
import { addLot, creditBalance } from './lots';

export interface CreditServiceDependencies {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
}

type SavedCardRow = typeof savedCards.$inferSelect;

const DAY = 86_400_000;

function present(card: SavedCardRow | undefined) {
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
    : null;
}

/** What a purchase request asks for, without card secrets: the idempotency fingerprint. */
function fingerprint(body: PurchaseBody): string {
  const asked = {
    planId: body.planId ?? null,
    customCredits: body.customCredits ?? null,
    cardToken: body.cardToken ?? null,
    card: body.card
      ? {
          last4: body.card.number.replace(/\D/g, '').slice(-4),
          expMonth: body.card.expMonth,
          expYear: body.card.expYear,
        }
      : null,
    saveCard: body.saveCard,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/** Plans, purchases (through the payment gateway, idempotently) and the credit ledger. */
export function creditService({ db, clock, gateway }: CreditServiceDependencies) {
  function requireBusiness(user: UserRow): void {
    if (user.userType !== 'Business User') {
      throw new HttpError(403, 'Only business accounts can buy and use credits');
    }
  }

  /** Credits, bonus and price asked for, from @quoteway/domain's plans and custom pricing. */
  function priceOf(body: PurchaseBody) {
    if ((body.planId === undefined) === (body.customCredits === undefined)) {
      throw new FieldRejected('body.planId', 'Choose a plan or a custom number of credits');
    }
    if (body.planId !== undefined) {
      const plan = findCreditPlan(body.planId);
      if (!plan) throw new FieldRejected('body.planId', 'Unknown plan');
      return { planId: plan.id, ...plan };
    }
    const quote = customPurchaseQuote(body.customCredits ?? Number.NaN);
    if (!quote.ok) throw new FieldRejected('body.customCredits', quote.message);
    return { planId: null, ...quote };
  }

  function checkCard(body: PurchaseBody): void {
    if ((body.card === undefined) === (body.cardToken === undefined)) {
      throw new FieldRejected('body.card', 'Enter a card or choose your saved card');
    }
    const problem = body.card ? cardProblems(body.card, clock.now())[0] : undefined;
    if (problem) throw new FieldRejected(`body.card.${problem[0]}`, problem[1]);
  }

  async function savedCard(userId: string): Promise<SavedCardRow | undefined> {
    const [row] = await db.select().from(savedCards).where(eq(savedCards.userId, userId));
    return row;
  }

  return {
    plans() {
      return {
        plans: creditPlans.map((plan) => ({ ...plan })),
        custom: {
          minCredits: CUSTOM_MIN_CREDITS,
          maxCredits: CUSTOM_MAX_CREDITS,
          stepCredits: CUSTOM_STEP_CREDITS,
          bonusDivisor: CUSTOM_BONUS_DIVISOR,
          expiryDays: CREDIT_EXPIRY_DAYS,
          priceBands: customPriceBands.map((band) => ({ ...band })),
        },
      };
    },

    async card(userId: string) {
      return present(await savedCard(userId));
    },

    /**
     * Buy credits. The purchase row is claimed first under (user, Idempotency-Key), so a
     * retry (even a concurrent one) never charges or credits twice: it gets the first answer,
     * or 409 when it asks for something else or the first attempt is still running.
     */
    async purchase(
      user: UserRow,
      body: PurchaseBody,
      idempotencyKey: string,
      origin: string,
    ): Promise<PurchaseResponse> {
      requireBusiness(user);
      const price = priceOf(body);
      checkCard(body);
      const requestHash = fingerprint(body);
      let card: CardDetails | undefined = body.card;
      if (body.cardToken !== undefined) {
        const saved = await savedCard(user.id);
        if (!saved || saved.token !== body.cardToken) {
          throw new FieldRejected('body.cardToken', 'This saved card is not yours');
        }
        card = undefined;
      }
      const [claimed] = await db
        .insert(purchases)
        .values({
          userId: user.id,
          idempotencyKey,
          requestHash,
          planId: price.planId,
          credits: price.credits,
          bonusCredits: price.bonusCredits,
          amountCents: price.priceCents,
          status: 'pending',
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!claimed) {
        const [first] = await db
          .select()
          .from(purchases)
          .where(and(eq(purchases.userId, user.id), eq(purchases.idempotencyKey, idempotencyKey)));
        if (!first || first.requestHash !== requestHash) {
          throw new HttpError(409, 'This Idempotency-Key was used for a different purchase');
        }
        if (first.status === 'failed') throw new HttpError(402, first.failureMessage ?? 'Declined');
        if (first.status === 'pending' || !first.response) {
          throw new HttpError(409, 'This purchase is still being processed');
        }
        return first.response as PurchaseResponse;
      }

      const result = await gateway.charge({
        amountCents: price.priceCents,
        currency: 'NZD',
        ...(card ? { card } : { cardToken: body.cardToken ?? '' }),
        idempotencyKey: `${user.id}:${idempotencyKey}`,
      });
      if (result.status !== 'succeeded') {
        await db
          .update(purchases)
          .set({ status: 'failed', failureStatus: result.status, failureMessage: result.message })
          .where(eq(purchases.id, claimed.id));
        throw new HttpError(402, result.message);
      }

      const tokenised = card && body.saveCard ? await gateway.tokenise(card) : undefined;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const reason = price.planId ? `Plan ${price.planId}` : `${price.credits} credits`;
        const lot = { userId: user.id, now, expiryDays: price.expiryDays, purchaseId: claimed.id };
        await addLot(tx, { ...lot, credits: price.credits, source: 'purchase', reason });
        if (price.bonusCredits > 0) {
          await addLot(tx, {
            ...lot,
            credits: price.bonusCredits,
            source: 'bonus',
            reason: `Bonus: ${reason}`,
          });
        }
        if (tokenised) {
          const values = { userId: user.id, ...tokenised, createdAt: now };
          await tx
            .insert(savedCards)
            .values(values)
            .onConflictDoUpdate({ target: savedCards.userId, set: values });
        }
        const [saved] = await tx.select().from(savedCards).where(eq(savedCards.userId, user.id));
        const balance = await creditBalance(tx, user.id, now);
        const response: PurchaseResponse = {
          purchase: {
            id: claimed.id,
            planId: price.planId,
            credits: price.credits,
            bonusCredits: price.bonusCredits,
            amountCents: price.priceCents,
            chargeId: result.chargeId,
            expiresAt: new Date(now.getTime() + price.expiryDays * DAY).toISOString(),
          },
          balance,
          card: present(saved),
        };
        await tx
          .update(purchases)
          .set({ status: 'succeeded', chargeId: result.chargeId, response })
          .where(eq(purchases.id, claimed.id));
        await enqueue(
          tx,
          'email',
          {
            to: user.email,
            template: 'purchase-receipt',
            data: {
              name: user.userName,
              amount: formatDollars(price.priceCents),
              credits: String(price.credits),
              bonusCredits: String(price.bonusCredits),
              balance: String(balance),
              receipt: claimed.id,
              link: `${origin}/leads/credits`,
            },
          },
          now,
        );
        return response;
      });
    },

    /** The user's ledger, newest first, one page at a time, with the balance. */
    async ledger(user: UserRow, page: number, perPage: number) {
      requireBusiness(user);
      const now = clock.now();
      const [entries, [total], balance] = await Promise.all([
        db
          .select()
          .from(creditEntries)
          .where(eq(creditEntries.userId, user.id))
          .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(creditEntries).where(eq(creditEntries.userId, user.id)),
        creditBalance(db, user.id, now),
      ]);
      return {
        balance,
        page,
        perPage,
        total: Number(total?.n ?? 0),
        entries: entries.map((e) => ({
          id: Number(e.id),
          amount: e.amount,
          kind: e.kind,
          reason: e.reason,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type CreditService = ReturnType<typeof creditService>;
