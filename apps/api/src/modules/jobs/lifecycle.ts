import { jobTitleText, reviewerName } from '@quoteway/domain';
import type { Queryable } from '../../db/client';
import { AccountError, FieldRejected, HttpError } from '../../errors';
import type { UserRow } from '../auth';
import { returnCredits } from '../credits';
import { notificationLinks } from '../notifications';
import { enqueue } from '../../infra/outbox';
import { jobDetail, type JobServiceDeps, ownJob } from './jobKit';
import { jobRepository, type QuoteRow } from './repository';

/** A quote the customer has not opened after this long gets its credits back. */
export const UNOPENED_QUOTE_RETURN_MS = 48 * 3_600_000;

/**
 * The ledger's words for credits coming back, and the reason an unopened quote's come back
 * (the published moderation figures find those returns in the ledger by them).
 */
export const returnMessages = {
  ledger: /*i18n*/ 'Credits returned: {reason}',
  unopened: /*i18n*/ 'the customer did not open your quote within 48 hours',
} as const;

/** A job after posting: hiring, completing, cancelling, and credits back for unopened quotes. */
export function jobLifecycleService(deps: JobServiceDeps) {
  const { db, clock } = deps;

  /** Give a quote's credits back, once (the quote row is locked by the caller). */
  async function giveBack(
    tx: Queryable,
    quote: QuoteRow,
    reason: string,
    job: { professionName: string; titleParts: readonly string[] },
    origin: string,
  ) {
    const inTx = jobRepository(tx);
    await inTx.updateQuote(quote.id, {
      status: 'returned',
      returnedAt: clock.now(),
      returnReason: reason,
    });
    await returnCredits(
      tx,
      quote.businessId,
      quote.credits,
      { message: returnMessages.ledger, values: { reason } },
      clock.now(),
    );
    const owner = await inTx.findUser(quote.businessId);
    const title = jobTitleText(job.titleParts, job.professionName);
    if (owner) {
      await deps.notify(tx, {
        userId: owner.id,
        kind: 'credits-returned',
        values: { credits: quote.credits, reason, title },
        link: notificationLinks.credits(),
        email: {
          template: 'credits-returned',
          data: {
            name: owner.userName,
            credits: String(quote.credits),
            profession: job.professionName,
            title,
            reason,
            link: `${origin}${notificationLinks.credits()}`,
          },
        },
      });
    }
  }

  return {
    async hire(account: UserRow, id: string, quoteId: string, origin: string) {
      const { result, told } = await db.transaction(async (tx) => {
        const job = await ownJob(tx, account, id, true);
        if (job.status !== 'open') {
          throw new AccountError(409, /*i18n*/ 'Only an open job can be given to a business');
        }
        const inTx = jobRepository(tx);
        const quote = await inTx.lockQuote(quoteId, job.id);
        if (!quote) throw new FieldRejected('body.quoteId', /*i18n*/ 'is not a quote on this job');
        if (quote.status === 'declined') {
          throw new AccountError(409, /*i18n*/ 'This quote is no longer open');
        }
        const now = clock.now();
        await inTx.updateQuote(quote.id, { status: 'hired', openedAt: quote.openedAt ?? now });
        const others = await inTx.declineSentQuotes(job.id);
        const updated = await inTx.updateJob(job.id, {
          status: 'hired',
          hiredAt: now,
          hiredQuoteId: quote.id,
        });
        const name = await inTx.professionName(job.professionSlug);
        const place = await inTx.findLocality(job.localityId);
        const title = jobTitleText(job.titleParts, name);
        const mailData = (owner: { userName: string }) => ({
          name: owner.userName,
          customer: account.userName,
          profession: name,
          title,
          locality: place?.locality ?? '',
          link: `${origin}${notificationLinks.lead(job.id)}`,
        });
        const hired = await inTx.findUser(quote.businessId);
        if (hired) {
          await deps.notify(tx, {
            userId: hired.id,
            kind: 'hired',
            values: { customer: reviewerName(account.userName), title },
            link: notificationLinks.lead(job.id),
            email: { template: 'quote-hired', data: mailData(hired) },
          });
        }
        // A declined quote is not a notification: its e-mail goes out as before.
        for (const other of others) {
          const owner = await inTx.findUser(other);
          if (!owner) continue;
          await enqueue(
            tx,
            'email',
            { to: owner.email, template: 'quote-declined', data: mailData(owner) },
            now,
          );
        }
        return {
          result: await jobDetail(tx, updated ?? job, clock.now()),
          told: [quote.businessId, ...others],
        };
      });
      for (const businessId of told)
        deps.realtime.toUser(businessId, 'fetch-leads', { leadId: id });
      deps.wakeOutbox();
      return result;
    },

    /** Mark a hired job complete, and ask the customer (by e-mail) to review the business. */
    async complete(account: UserRow, id: string, origin: string) {
      const result = await db.transaction(async (tx) => {
        const job = await ownJob(tx, account, id, true);
        if (job.status !== 'hired') {
          throw new AccountError(409, /*i18n*/ 'Only a job with a hired business can be completed');
        }
        const inTx = jobRepository(tx);
        const updated = await inTx.updateJob(job.id, {
          status: 'completed',
          completedAt: clock.now(),
        });
        const hired = job.hiredQuoteId ? await inTx.lockQuote(job.hiredQuoteId) : undefined;
        const profession = await inTx.professionName(job.professionSlug);
        const owner = hired ? await inTx.findUser(hired.businessId) : undefined;
        if (owner) {
          const customer = reviewerName(account.userName);
          const link = notificationLinks.lead(job.id);
          const title = jobTitleText(job.titleParts, profession);
          await deps.notify(tx, {
            userId: owner.id,
            kind: 'job-completed',
            values: { customer, title },
            link,
            email: {
              template: 'job-completed',
              data: { name: owner.userName, customer, profession, title, link: `${origin}${link}` },
            },
          });
        }
        // "How did it go?": queued now, sent only if the job still has no review when it runs.
        await enqueue(tx, 'review-reminder', { jobId: job.id }, clock.now());
        return jobDetail(tx, updated ?? job, clock.now());
      });
      deps.wakeOutbox();
      return result;
    },

    /**
     * Cancel a job. Before anyone is hired, every business that quoted gets its credits back
     * (a 'return' ledger entry with the reason), in the same transaction. After a hire,
     * cancelling ends the hire: the hired quote becomes 'cancelled' and its business is told
     * (notification, e-mail, realtime). Its credits stay spent: the lead became a hire, which
     * is what they paid for. Refusing with 409 would leave a customer whose tradie never came
     * with a job they can only mark completed, so cancelling stays possible.
     *
     * Hire and cancel both lock the job's row first, so they run one after the other: a cancel
     * that waited for a hire sees the hire and ends it; a hire that waited for a cancel sees a
     * cancelled job and is refused (409).
     */
    async cancel(account: UserRow, id: string, origin: string) {
      const { result, refunded, hireEnded } = await db.transaction(async (tx) => {
        const job = await ownJob(tx, account, id, true);
        if (job.status === 'cancelled' || job.status === 'completed') {
          throw new AccountError(
            409,
            /*i18n*/ 'This job is already {status}',
            {},
            { status: job.status },
          );
        }
        const inTx = jobRepository(tx);
        const refunded: string[] = [];
        let hireEnded: string | null = null;
        const name = await inTx.professionName(job.professionSlug);
        if (job.status === 'open' || job.status === 'pending') {
          const sent = await inTx.lockSentQuotes(job.id);
          for (const quote of sent) {
            await giveBack(
              tx,
              quote,
              /*i18n*/ 'the customer cancelled the job before hiring',
              { professionName: name, titleParts: job.titleParts },
              origin,
            );
            refunded.push(quote.businessId);
          }
        } else if (job.status === 'hired' && job.hiredQuoteId) {
          const hired = await inTx.lockQuote(job.hiredQuoteId, job.id);
          if (hired?.status === 'hired') {
            await inTx.updateQuote(hired.id, { status: 'cancelled' });
            hireEnded = hired.businessId;
            const owner = await inTx.findUser(hired.businessId);
            const place = await inTx.findLocality(job.localityId);
            if (owner) {
              const customer = reviewerName(account.userName);
              const link = notificationLinks.lead(job.id);
              const title = jobTitleText(job.titleParts, name);
              await deps.notify(tx, {
                userId: owner.id,
                kind: 'hire-cancelled',
                values: { customer, title },
                link,
                email: {
                  template: 'hire-cancelled',
                  data: {
                    name: owner.userName,
                    customer,
                    profession: name,
                    title,
                    locality: place?.locality ?? '',
                    link: `${origin}${link}`,
                  },
                },
              });
            }
          }
        }
        const updated = await inTx.updateJob(job.id, {
          status: 'cancelled',
          cancelledAt: clock.now(),
          hiredQuoteId: null,
        });
        return {
          result: await jobDetail(tx, updated ?? job, clock.now()),
          refunded,
          hireEnded,
        };
      });
      if (refunded.length > 0) deps.metrics.count('credit_returns', refunded.length);
      for (const businessId of refunded) {
        deps.realtime.toUser(businessId, 'update-credits', { userId: businessId });
        deps.realtime.toUser(businessId, 'fetch-leads', { leadId: id });
      }
      if (hireEnded) deps.realtime.toUser(hireEnded, 'fetch-leads', { leadId: id });
      if (refunded.length > 0 || hireEnded) deps.wakeOutbox();
      return result;
    },

    /**
     * The review reminder of a completed job (outbox): its "How did it go?" e-mail, queued only
     * while the job has no review. Re-delivery after the e-mail was queued queues nothing
     * again, since the reminder row is settled once this returns.
     */
    async sendReviewReminder(jobId: string, origin: string): Promise<boolean> {
      const queued = await db.transaction(async (tx) => {
        const inTx = jobRepository(tx);
        const job = await inTx.lockJob(jobId);
        if (!job || job.status !== 'completed') return false;
        if (await inTx.hasReview(job.id)) return false;
        const customer = await inTx.findUser(job.customerId);
        const hired = job.hiredQuoteId ? await inTx.lockQuote(job.hiredQuoteId) : undefined;
        if (!customer || !hired) return false;
        const profession = await inTx.professionName(job.professionSlug);
        await enqueue(
          tx,
          'email',
          {
            to: customer.email,
            template: 'review-request',
            data: {
              name: customer.userName,
              profession,
              title: jobTitleText(job.titleParts, profession),
              business: (await inTx.businessName(hired.businessId)) ?? '',
              link: `${origin}${notificationLinks.review(job.id)}`,
            },
          },
          clock.now(),
        );
        return true;
      });
      if (queued) deps.wakeOutbox();
      return queued;
    },

    /**
     * The 48-hour check of one quote (outbox): if the customer never opened it and it is still
     * only sent, its credits go back. Row-locked and status-checked, so re-delivery is harmless.
     */
    async returnIfUnopened(quoteId: string, origin: string): Promise<boolean> {
      const returned = await db.transaction(async (tx) => {
        const inTx = jobRepository(tx);
        const quote = await inTx.lockQuote(quoteId);
        if (!quote || quote.status !== 'sent' || quote.openedAt) return null;
        if (clock.now().getTime() - quote.createdAt.getTime() < UNOPENED_QUOTE_RETURN_MS) {
          throw new HttpError(409, /*i18n*/ 'checked too early');
        }
        const job = await inTx.findJob(quote.jobId);
        const name = job ? await inTx.professionName(job.professionSlug) : '';
        await giveBack(
          tx,
          quote,
          returnMessages.unopened,
          { professionName: name, titleParts: job?.titleParts ?? [] },
          origin,
        );
        return quote.businessId;
      });
      if (returned) {
        deps.metrics.count('credit_returns');
        deps.realtime.toUser(returned, 'update-credits', { userId: returned });
        deps.wakeOutbox();
      }
      return returned !== null;
    },
  };
}
