import type { PurchaseState } from '@quoteway/contracts';
import { formatSiteMoney } from '@quoteway/domain';
import type { ModuleContext } from '../../context';
import { Forbidden, HttpError, NotFoundError } from '../../errors';
import { siteOfCurrency, type TaxSellers, writeRefund } from '../credits';
import { notificationLinks } from '../notifications';
import { type PurchaseFilter, paymentRepository } from './paymentRepository';
import type { OperatorRepository } from './repository';
import { type ActingOperator, operatorMessages } from './service';

const paymentMessages = {
  noSuchPurchase: /*i18n*/ 'No purchase has this id',
  notCredited: /*i18n*/ 'This purchase was not credited, so there is nothing to refund',
  refundedAlready: /*i18n*/ 'This purchase is refunded already',
  creditsUsed:
    /*i18n*/ 'Some credits of this purchase were spent or have expired ({left} of {total} left): a purchase is refunded whole, with all its credits unspent',
} as const;

const DAY = 86_400_000;

interface Deps
  extends Pick<ModuleContext, 'db' | 'clock' | 'notify' | 'realtime' | 'wakeOutbox' | 'metrics'> {
  payments: ModuleContext['payments'];
  sellers: TaxSellers;
  operators: OperatorRepository;
}

/** A UTC calendar day ('2026-12-07') as the instant it starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The payments queue: purchases with their tax documents and the business's saved card
 * (brand and last 4 only), and an operator's refund of a purchase.
 *
 * A refund is all or nothing. Its transaction locks the purchase and its credit lots, asks the
 * card processor to refund, and only when the processor says it did writes the credit note, the
 * `refund` ledger entry that takes the credits back, the audit entry and the business's
 * notification, then commits. The processor refusing or not answering throws: nothing is
 * written, and a retry is safe. The processor's refund is keyed by the purchase
 * (`<purchase id>:refund`), so if the commit fails after the processor refunded, the retry
 * gets the same refund back (or Stripe's `charge_already_refunded`, answered as refunded) and
 * writes it, and the `charge.refunded` webhook (`recordRefund`, the same `writeRefund`)
 * completes it meanwhile: never a second refund, never a second credit note. Two operators
 * refunding at once run one after the other on the purchase's lock: the second finds the
 * credit note and is refused (409).
 *
 * The purchase's lots are locked during the processor's call, so a quote paid from them waits
 * for the refund instead of racing it. The lock is held across one HTTP call of an operator's
 * rare action; a purchase and its lots are all it holds.
 *
 * Spent credits: a purchase is refunded whole, and only while every credit of it (bonus
 * included) is unspent and unexpired. A real operator does not give the money back for credits
 * the business has used to quote (the customers it reached cannot be taken back), and a part
 * refund is not what the issue asks for; such a case is refused with a 409 that says how many
 * credits are left, and goes to support (a credit adjustment) instead. (A full refund made in
 * Stripe's dashboard still arrives by the webhook, which takes back what the lots still hold.)
 */
export function paymentQueue({
  db,
  clock,
  notify,
  realtime,
  wakeOutbox,
  metrics,
  payments,
  sellers,
  operators,
}: Deps) {
  function stateOf(status: 'pending' | 'succeeded' | 'failed', refunded: boolean): PurchaseState {
    return refunded ? 'refunded' : status;
  }

  return {
    async list(filter: {
      state?: PurchaseState | undefined;
      business?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      offset: number;
      limit: number;
    }) {
      const now = clock.now();
      const query: PurchaseFilter = {
        state: filter.state,
        business: filter.business,
        from: filter.from ? dayStart(filter.from) : undefined,
        until: filter.to ? new Date(dayStart(filter.to).getTime() + DAY) : undefined,
        offset: filter.offset,
        limit: filter.limit,
      };
      const rows = await paymentRepository(db).queue(query, now);
      const page = rows.slice(0, filter.limit);
      return {
        purchases: page.map((row) => {
          const state = stateOf(row.status, row.creditNoteNumber !== null);
          return {
            id: row.id,
            businessId: row.businessId,
            businessName: row.businessName,
            email: row.email,
            state,
            planId: row.planId,
            credits: row.credits,
            bonusCredits: row.bonusCredits,
            creditsLeft: row.creditsLeft,
            amountCents: row.amountCents,
            currency: row.currency,
            createdAt: row.createdAt.toISOString(),
            failureMessage: row.failureMessage,
            invoiceNumber: row.invoiceNumber,
            creditNoteNumber: row.creditNoteNumber,
            refundable: state === 'succeeded' && row.untouched,
            card:
              row.cardBrand && row.cardLast4
                ? { brand: row.cardBrand, last4: row.cardLast4 }
                : null,
          };
        }),
        nextOffset: rows.length > filter.limit ? filter.offset + filter.limit : null,
      };
    },

    async refund(
      actor: ActingOperator,
      purchaseId: string,
      input: { reason: string },
      origin: string,
    ) {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const repo = paymentRepository(tx);
        const purchase = await repo.lockPurchase(purchaseId);
        if (!purchase) throw new NotFoundError(paymentMessages.noSuchPurchase);
        if (purchase.userId === actor.accountId) throw new Forbidden(operatorMessages.ownAccount);
        if (purchase.status !== 'succeeded' || !purchase.chargeId) {
          throw new HttpError(409, paymentMessages.notCredited);
        }
        if (await repo.hasCreditNote(purchase.id)) {
          throw new HttpError(409, paymentMessages.refundedAlready);
        }
        const lots = await repo.lockLots(purchase.id);
        const total = purchase.credits + purchase.bonusCredits;
        const left = lots
          .filter((lot) => lot.expiresAt > now)
          .reduce((sum, lot) => sum + lot.credits, 0);
        if (lots.some((lot) => lot.credits < lot.originalCredits || lot.expiresAt <= now)) {
          throw new HttpError(409, paymentMessages.creditsUsed, { left, total });
        }

        const answer = await payments.refund({
          chargeId: purchase.chargeId,
          amountCents: purchase.amountCents,
          currency: purchase.currency,
          idempotencyKey: `${purchase.id}:refund`,
          reference: purchase.id,
        });
        if (answer.status !== 'refunded') throw new HttpError(502, answer.message);

        const { note, taken } = await writeRefund(tx, sellers, purchase, now);
        await operators.record(
          {
            actorId: actor.accountId,
            action: 'purchase.refund',
            subjectType: 'purchase',
            subjectId: purchase.id,
            reason: input.reason,
            before: {
              state: 'succeeded',
              businessId: purchase.userId,
              amountCents: purchase.amountCents,
              currency: purchase.currency,
              creditsLeft: left,
            },
            after: {
              state: 'refunded',
              refundId: answer.refundId,
              creditNote: note.number,
              creditsTaken: taken,
              creditsLeft: 0,
            },
            createdAt: now,
          },
          tx,
        );
        const owner = await repo.owner(purchase.userId);
        const link = notificationLinks.receipt(note.id);
        await notify(tx, {
          userId: purchase.userId,
          kind: 'purchase-refunded',
          values: { credits: purchase.credits, note: input.reason },
          link,
          email: {
            template: 'purchase-refunded',
            data: {
              name: owner?.userName ?? '',
              amount: formatSiteMoney(
                purchase.amountCents,
                purchase.currency,
                owner?.locale ?? 'en',
                siteOfCurrency(purchase.currency),
              ),
              currency: purchase.currency,
              credits: String(purchase.credits),
              taken: String(taken),
              creditNote: note.number,
              note: input.reason,
              link: `${origin}${link}`,
            },
          },
        });
        return {
          purchaseId: purchase.id,
          userId: purchase.userId,
          state: 'refunded' as const,
          creditNoteNumber: note.number,
          creditsTaken: taken,
        };
      });
      metrics.count('refunds');
      realtime.toUser(done.userId, 'update-credits', { userId: done.userId });
      wakeOutbox();
      const { userId: _userId, ...response } = done;
      return response;
    },
  };
}

export type PaymentQueue = ReturnType<typeof paymentQueue>;
