import type { SendQuoteBody, SendQuoteResponse } from '@quoteway/contracts';
import {
  formatSiteMoney,
  jobTitleText,
  MAX_QUOTES_PER_JOB,
  maxAmountCents,
  regionalSites,
  type SiteCountry,
} from '@quoteway/domain';
import type { z } from 'zod';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { firstResult, idempotencyRepository, requestHashOf } from '../../infra/idempotency';
import {
  AccountError,
  FieldRejected,
  HttpError,
  InsufficientCredits,
  NotFoundError,
} from '../../errors';
import { requireBusiness } from '../auth';
import { spendCredits } from '../credits';
import { UNOPENED_QUOTE_RETURN_MS } from '../jobs';
import { notificationLinks } from '../notifications';
import { type Account, type LeadKit, type LeadServiceDeps, leadMessages } from './leadKit';
import { type QuotedJob, quoteRepository } from './quoteRepository';

type QuoteInput = z.output<typeof SendQuoteBody>;
/** A keyed request: its Idempotency-Key and what it asked for (see infra/idempotency). */
type Retry = { key: string; requestHash: string };
/**
 * An automatic quote's own checks and record, run in the quote's transaction after the job's
 * row is locked and the quote recorded, before the credits are taken: it throws to refuse
 * (everything rolls back).
 */
export type AutomaticQuote = (
  tx: Queryable,
  quote: { quoteId: string; jobId: string; credits: number },
  now: Date,
) => Promise<void>;

/** A business's stored country as a regional site (NZ for anything else). */
function siteCountryOf(country: string): SiteCountry {
  return country === 'AU' || country === 'IN' ? country : 'NZ';
}

/** Quoting on a lead: the quote, its conversation and the credits, in one transaction. */
export function quotingService(deps: LeadServiceDeps, kit: LeadKit) {
  const { db, clock } = deps;
  const { visibleLead } = kit;

  /** A keyed quote's first answer, if it has one (409 when the key was used for another). */
  const firstAnswer = async (account: Account, retry: Retry) =>
    (await firstResult(db, account.id, retry.key, 'sendQuote', retry.requestHash)) as
      | SendQuoteResponse
      | undefined;

  return {
    /**
     * Quote on a lead, once per Idempotency-Key when one is given: a retry (after a timeout,
     * a process that stopped, or racing the first) gets the first answer and pays nothing
     * more. The answer is recorded in the quote's transaction.
     */
    async sendQuote(
      account: Account,
      body: QuoteInput,
      origin: string,
      idempotencyKey?: string,
      automatic?: AutomaticQuote,
    ): Promise<SendQuoteResponse> {
      const retry = idempotencyKey
        ? { key: idempotencyKey, requestHash: requestHashOf('sendQuote', body) }
        : null;
      if (retry) {
        const first = await firstAnswer(account, retry);
        if (first) return first;
      }
      try {
        return await quoteOnce(account, body, origin, retry, automatic);
      } catch (error) {
        // A duplicate that raced the first: it waited on the job's lock, found the quote.
        if (retry && error instanceof HttpError && error.statusCode === 409) {
          const first = await firstAnswer(account, retry);
          if (first) return first;
        }
        throw error;
      }
    },
  };

  /**
   * Quote on a lead. One transaction of three statements: lock the job (quotes on one job
   * queue here, so the fifth is the last) and, if it is open, not full, not already quoted
   * by this business and still at the price the business saw, record the quote, its
   * conversation and first message; take the credits (lots row-locked, never below zero);
   * write the customer's notification and queue its e-mail and the 48-hour unopened check.
   * Any refusal, a short balance included, rolls back everything.
   */
  async function quoteOnce(
    account: Account,
    body: QuoteInput,
    origin: string,
    retry: Retry | null,
    automatic?: AutomaticQuote,
  ): Promise<SendQuoteResponse> {
    requireBusiness(account);
    const now = clock.now();
    // Everything that needs no lock first: whether the business may see the lead (its
    // trades and area never change under a posted job), and the names the e-mail needs.
    const found = await visibleLead(account, body.lead._id);
    if (!found) throw new NotFoundError(leadMessages.notFound);
    if (found.lead.quote) throw new AccountError(409, leadMessages.alreadyQuoted);
    // A quote is in the currency of the job, and held to that currency's ceiling.
    const ceiling = maxAmountCents[found.lead.currency];
    if (body.estCost.value > ceiling) {
      throw new FieldRejected('body.estCost.value', /*i18n*/ 'must be at most {max}', {
        max: formatSiteMoney(ceiling, found.lead.currency, 'en', found.lead.location.country),
      });
    }
    // The customer's name rides on the lead row, and the business's on its area row.
    const customer = { id: found.row.job.customerId, userName: found.row.customerName };
    const businessName = found.business.businessName;
    // Left out, the price follows the site's usual practice (NZ and AU quote incl. GST).
    const gstIncluded =
      body.gstIncluded ?? regionalSites[siteCountryOf(found.business.country)].gst.quotedInclusive;
    const outcome = await db.transaction(async (tx) => {
      // The job's lock first (quotes on one job queue there), then the lots'.
      let job: QuotedJob | undefined;
      try {
        job = await quoteRepository(tx).quoteJob({
          jobId: found.row.job.id,
          businessId: account.id,
          offeredCredits: body.lead.credits,
          estType: body.estCost.type,
          estCents: body.estCost.value,
          comment: body.comment,
          checkboxes: body.checkboxes,
          gstIncluded,
          at: now,
        });
      } catch (error) {
        // The same business quoting twice at once: the second waited on the job's lock.
        if (isUniqueViolation(error)) throw new AccountError(409, leadMessages.alreadyQuoted);
        throw error;
      }
      if (!job) throw new NotFoundError(leadMessages.notFound);
      const recorded = job.quote;
      if (!recorded) {
        if (job.status !== 'open') throw new AccountError(409, leadMessages.closed);
        if (job.quotesCount >= MAX_QUOTES_PER_JOB)
          throw new AccountError(409, leadMessages.full, {}, { quotes: MAX_QUOTES_PER_JOB });
        throw new AccountError(
          409,
          /*i18n*/ 'The price of this lead is {price} credits, not {offered}',
          {},
          { price: job.credits, offered: body.lead.credits },
        );
      }
      // An automatic quote's limits, under the job's lock (then its rule's).
      if (automatic) {
        await automatic(
          tx,
          { quoteId: recorded.quoteId, jobId: found.row.job.id, credits: job.credits },
          now,
        );
      }
      let balance: number;
      try {
        balance = await spendCredits(
          tx,
          account.id,
          job.credits,
          {
            message: /*i18n*/ 'Quote: {trade} in {place}',
            values: {
              trade: found.lead.professionName,
              place: found.lead.location.locality,
            },
          },
          now,
        );
      } catch (error) {
        if (error instanceof InsufficientCredits) {
          throw new AccountError(
            402,
            /*i18n*/ 'This lead costs {price} credits and you have {balance}. Buy credits on the Plans page.',
            { plansUrl: `/plans/${found.row.job.id}` },
            { price: job.credits, balance: error.balance },
          );
        }
        throw error;
      }
      const business = businessName ?? account.userName;
      const title = jobTitleText(found.lead.titleParts, found.lead.professionName);
      // The customer's notification, and the check that returns the credits if the quote
      // is still unopened in 48 hours, in one statement.
      await deps.notify(tx, {
        userId: customer.id,
        kind: 'quote-received',
        values: { business, title },
        link: notificationLinks.myJob(found.row.job.id),
        email: {
          template: 'new-quote',
          data: {
            name: customer.userName,
            business,
            profession: found.lead.professionName,
            title,
            link: `${origin}${notificationLinks.myJob(found.row.job.id)}`,
          },
        },
        alsoQueue: [
          {
            kind: 'quote-return-check',
            payload: { quoteId: recorded.quoteId },
            availableAt: new Date(now.getTime() + UNOPENED_QUOTE_RETURN_MS),
          },
        ],
      });
      const answer: SendQuoteResponse = {
        message: leadMessages.quoteSent,
        quote: {
          _id: recorded.quoteId,
          estCost: { type: body.estCost.type, value: body.estCost.value },
          gstIncluded,
          comment: body.comment,
          status: 'sent',
          credits: job.credits,
          createdAt: now.toISOString(),
          conversationId: recorded.conversationId,
        },
        conversationId: recorded.conversationId,
        credits: balance,
      };
      if (retry) {
        await idempotencyRepository(tx).record(account.id, retry.key, {
          route: 'sendQuote',
          requestHash: retry.requestHash,
          result: answer,
        });
      }
      return { answer, customerId: job.customerId };
    });
    deps.metrics.count('quotes');
    deps.realtime.toUser(account.id, 'update-credits', { userId: account.id });
    deps.realtime.toUser(outcome.customerId, 'new-conversation', {
      userIds: [outcome.customerId, account.id],
      conversationId: outcome.answer.conversationId,
    });
    deps.wakeOutbox();
    return outcome.answer;
  }
}
