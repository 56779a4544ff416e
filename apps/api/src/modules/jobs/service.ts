import {
  type CustomerQuote,
  type JobDetailResponse,
  type MyJobsQuery,
  type MyJobsResponse,
  type PostJobBody,
  type PostJobResponse,
  phoneMessages,
} from '@quoteway/contracts';
import { checkAnswers, leadCreditCost, reviewerName } from '@quoteway/domain';
import type { z } from 'zod';
import type { Clock } from '../../infra/clock';
import type { Database, Queryable } from '../../db/client';
import { AccountError, FieldRejected, HttpError, NotFoundError } from '../../errors';
import type { Realtime } from '../../plugins/app/realtime';
import { businessBadge, type UserRow } from '../auth';
import { returnCredits } from '../credits';
import { notificationLinks, type Notify, notifyQuotesOpened } from '../notifications';
import { enqueue } from '../../infra/outbox';
import { normaliseMobile, type PhoneVerificationService } from './phone';
import { presentJob } from './present';
import { type JobRow, jobRepository, type QuoteRow } from './repository';

type PostJob = z.output<typeof PostJobBody>;
type MyJobs = z.output<typeof MyJobsQuery>;

/** A quote the customer has not opened after this long gets its credits back. */
export const UNOPENED_QUOTE_RETURN_MS = 48 * 3_600_000;

export interface JobServiceDeps {
  db: Database;
  clock: Clock;
  phone: PhoneVerificationService;
  /** Creates a visitor's pending account and mails its verification link. */
  registerVisitor(
    tx: Queryable,
    poster: { email: string; userName: string },
    origin: string,
    locale: string,
  ): Promise<UserRow>;
  realtime: Realtime;
  /** Nudges the outbox worker so lead alerts go out at once rather than at the next poll. */
  wakeOutbox(): void;
  /** Tells a person something happened (modules/notifications), in the caller's transaction. */
  notify: Notify;
}

/** The customer's side of the marketplace: posting jobs, their quotes, hiring. */
export function jobService(deps: JobServiceDeps) {
  const { db, clock } = deps;
  const repository = jobRepository(db);

  /** A job of this customer, or 404 (another customer's job is never revealed). */
  async function ownJob(tx: Queryable, account: UserRow, id: string, lock: boolean) {
    const job = lock ? await jobRepository(tx).lockJob(id) : await jobRepository(tx).findJob(id);
    if (!job || job.customerId !== account.id) throw new NotFoundError(/*i18n*/ 'Job not found');
    return job;
  }

  async function summary(tx: Queryable, job: JobRow) {
    const row = await jobRepository(tx).jobPlace(job);
    if (!row) throw new Error(`job ${job.id} lost its locality or profession`);
    return presentJob(job, row.locality, row.professionName);
  }

  async function customerQuotes(tx: Queryable, jobId: string): Promise<CustomerQuote[]> {
    const rows = await jobRepository(tx).quotesOn(jobId);
    return rows.map(({ quote, business, owner }) => {
      const { _id, ...badge } = businessBadge(owner, business);
      return {
        _id: quote.id,
        jobId: quote.jobId,
        business: { userId: _id, userName: owner.userName, imageUrl: owner.imageUrl, ...badge },
        estCost: { type: quote.estType as CustomerQuote['estCost']['type'], value: quote.estCents },
        comment: quote.comment,
        checkboxes: quote.checkboxes,
        status: quote.status,
        createdAt: quote.createdAt.toISOString(),
        conversationId: quote.conversationId,
      };
    });
  }

  async function detail(tx: Queryable, job: JobRow): Promise<JobDetailResponse> {
    return { job: await summary(tx, job), quotes: await customerQuotes(tx, job.id) };
  }

  /** Make a job live: publish time, then the lead alerts through the outbox. */
  async function publish(tx: Queryable, jobId: string) {
    await jobRepository(tx).publishJob(jobId, clock.now());
    await enqueue(tx, 'lead-alerts', { jobId }, clock.now());
  }

  /** Give a quote's credits back, once (the quote row is locked by the caller). */
  async function giveBack(
    tx: Queryable,
    quote: QuoteRow,
    reason: string,
    professionName: string,
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
      { message: /*i18n*/ 'Credits returned: {reason}', values: { reason } },
      clock.now(),
    );
    const owner = await inTx.findUser(quote.businessId);
    if (owner) {
      await deps.notify(tx, {
        userId: owner.id,
        kind: 'credits-returned',
        values: { credits: quote.credits, reason },
        link: notificationLinks.credits(),
        email: {
          template: 'credits-returned',
          data: {
            name: owner.userName,
            credits: String(quote.credits),
            profession: professionName,
            reason,
            link: `${origin}${notificationLinks.credits()}`,
          },
        },
      });
    }
  }

  return {
    async post(
      account: UserRow | null,
      body: PostJob,
      origin: string,
      locale = 'en',
    ): Promise<PostJobResponse> {
      const profession = await repository.findProfession(body.professionSlug);
      if (!profession)
        throw new FieldRejected('body.professionSlug', /*i18n*/ 'Choose a trade from the list.');
      const locality = await repository.findLocality(body.localityId);
      if (!locality)
        throw new FieldRejected(
          'body.localityId',
          /*i18n*/ 'Choose your suburb or town from the list.',
        );
      const today = clock.now().toISOString().slice(0, 10);
      const checked = checkAnswers(profession.questions, body.answers, today);
      if (!checked.ok) {
        throw new FieldRejected(`body.${checked.field}`, checked.message, checked.values);
      }
      const { answers } = checked;
      if (body.onlyThisBusiness && !body.businessId) {
        throw new FieldRejected(
          'body.onlyThisBusiness',
          /*i18n*/ 'Name the business to send the job to.',
        );
      }
      if (body.businessId) {
        if (body.businessId === account?.id) {
          throw new FieldRejected(
            'body.businessId',
            /*i18n*/ 'You cannot ask your own business for a quote.',
          );
        }
        if (!(await repository.isActiveBusiness(body.businessId))) {
          throw new FieldRejected(
            'body.businessId',
            /*i18n*/ 'This business is no longer on Quoteway.',
          );
        }
      }
      if (!account && !body.poster) {
        throw new FieldRejected(
          'body.poster',
          /*i18n*/ 'Give your name and e-mail address, or sign in.',
        );
      }
      if (account && account.status !== 'ACTIVE') {
        throw new AccountError(403, /*i18n*/ 'Please verify your e-mail address first');
      }
      const mobile = normaliseMobile(body.mobile);
      const knownMobile =
        account?.mobileVerifiedAt && account.mobile && normaliseMobile(account.mobile) === mobile;
      if (!knownMobile) {
        if (!body.phoneVerificationId) {
          throw new FieldRejected('body.phoneVerificationId', phoneMessages.verifyFirst);
        }
        if (!(await deps.phone.isVerified(db, body.phoneVerificationId, mobile))) {
          throw new FieldRejected('body.phoneVerificationId', phoneMessages.otherNumber);
        }
      }
      const credits = leadCreditCost(profession.baseCredits, body.budgetCents);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const inTx = jobRepository(tx);
        let customer = account;
        if (!customer && body.poster) {
          if (await inTx.emailTaken(body.poster.email)) {
            throw new AccountError(
              409,
              /*i18n*/ 'An account already uses this e-mail address. Sign in to post your job.',
            );
          }
          customer = await deps.registerVisitor(tx, body.poster, origin, locale);
        }
        if (!customer) throw new Error('unreachable: no customer');
        const live = customer.status === 'ACTIVE';
        const job = await inTx.insertJob({
          customerId: customer.id,
          professionSlug: profession.slug,
          answers,
          description: body.description,
          budgetCents: body.budgetCents,
          timing: body.timing,
          localityId: locality.id,
          lat: locality.lat,
          lng: locality.lng,
          mobile,
          credits,
          status: 'pending',
          createdAt: now,
          directBusinessId: body.businessId ?? null,
          onlyDirect: Boolean(body.businessId && body.onlyThisBusiness),
        });
        await inTx.setUserMobile(
          customer.id,
          mobile,
          knownMobile ? customer.mobileVerifiedAt : now,
        );
        if (live) await publish(tx, job.id);
        const saved = await inTx.findJob(job.id);
        return { job: saved ?? job, live };
      });
      if (result.live) deps.wakeOutbox();
      return {
        job: presentJob(result.job, locality, profession.name),
        verifyEmail: !result.live,
        message: result.live
          ? 'Your job is live. Matching businesses are being told now.'
          : 'Check your e-mail: your job goes live once you confirm your address.',
      };
    },

    /** Jobs posted before the account was verified go live (runs in the verification's tx). */
    async publishPending(tx: Queryable, userId: string) {
      const pending = await jobRepository(tx).pendingJobIds(userId);
      for (const jobId of pending) await publish(tx, jobId);
      if (pending.length > 0) setTimeout(() => deps.wakeOutbox(), 0).unref();
    },

    async myJobs(account: UserRow, query: MyJobs): Promise<MyJobsResponse> {
      const { rows, total } = await repository.customerJobs(
        account.id,
        { status: query.status, search: query.search },
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      );
      return {
        jobs: rows.map((r) => presentJob(r.job, r.locality, r.professionName)),
        page: query.page,
        perPage: query.perPage,
        total,
      };
    },

    /**
     * One of the customer's jobs with its quotes; the quotes count as opened from now on, and
     * the businesses whose quotes were opened now are told.
     */
    async myJob(account: UserRow, id: string, origin: string): Promise<JobDetailResponse> {
      const job = await ownJob(db, account, id, false);
      const opened = await db.transaction(async (tx) => {
        const quoteIds = await jobRepository(tx).markQuotesOpened(job.id, clock.now());
        await notifyQuotesOpened(tx, deps.notify, {
          quoteIds,
          customerName: account.userName,
          origin,
        });
        return quoteIds.length;
      });
      if (opened > 0) deps.wakeOutbox();
      return detail(db, job);
    },

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
        const mailData = (owner: { userName: string }) => ({
          name: owner.userName,
          customer: account.userName,
          profession: name,
          locality: place?.locality ?? '',
          link: `${origin}/leads/tab/1`,
        });
        const hired = await inTx.findUser(quote.businessId);
        if (hired) {
          await deps.notify(tx, {
            userId: hired.id,
            kind: 'hired',
            values: { customer: reviewerName(account.userName), trade: name },
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
          result: await detail(tx, updated ?? job),
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
        const business = hired ? await inTx.businessName(hired.businessId) : null;
        const profession = await inTx.professionName(job.professionSlug);
        const owner = hired ? await inTx.findUser(hired.businessId) : undefined;
        if (owner) {
          const customer = reviewerName(account.userName);
          const link = notificationLinks.lead(job.id);
          await deps.notify(tx, {
            userId: owner.id,
            kind: 'job-completed',
            values: { customer, trade: profession },
            link,
            email: {
              template: 'job-completed',
              data: { name: owner.userName, customer, profession, link: `${origin}${link}` },
            },
          });
        }
        await enqueue(
          tx,
          'email',
          {
            to: account.email,
            template: 'review-request',
            data: {
              name: account.userName,
              profession,
              business: business ?? '',
              link: `${origin}/review/${job.id}`,
            },
          },
          clock.now(),
        );
        return detail(tx, updated ?? job);
      });
      deps.wakeOutbox();
      return result;
    },

    /**
     * Cancel a job. Before anyone is hired, every business that quoted gets its credits back
     * (a 'return' ledger entry with the reason), in the same transaction.
     */
    async cancel(account: UserRow, id: string, origin: string) {
      const { result, refunded } = await db.transaction(async (tx) => {
        const job = await ownJob(tx, account, id, true);
        if (job.status === 'cancelled' || job.status === 'completed') {
          throw new AccountError(
            409,
            /*i18n*/ 'This job is already {status}',
            {},
            { status: job.status },
          );
        }
        const refunded: string[] = [];
        if (job.status === 'open' || job.status === 'pending') {
          const sent = await jobRepository(tx).lockSentQuotes(job.id);
          const name = await jobRepository(tx).professionName(job.professionSlug);
          for (const quote of sent) {
            await giveBack(
              tx,
              quote,
              /*i18n*/ 'the customer cancelled the job before hiring',
              name,
              origin,
            );
            refunded.push(quote.businessId);
          }
        }
        const updated = await jobRepository(tx).updateJob(job.id, {
          status: 'cancelled',
          cancelledAt: clock.now(),
        });
        return { result: await detail(tx, updated ?? job), refunded };
      });
      for (const businessId of refunded) {
        deps.realtime.toUser(businessId, 'update-credits', { userId: businessId });
        deps.realtime.toUser(businessId, 'fetch-leads', { leadId: id });
      }
      if (refunded.length > 0) deps.wakeOutbox();
      return result;
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
          /*i18n*/ 'the customer did not open your quote within 48 hours',
          name,
          origin,
        );
        return quote.businessId;
      });
      if (returned) {
        deps.realtime.toUser(returned, 'update-credits', { userId: returned });
        deps.wakeOutbox();
      }
      return returned !== null;
    },
  };
}
export type JobService = ReturnType<typeof jobService>;
