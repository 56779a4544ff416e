import { type PostJobBody, type PostJobResponse, phoneMessages } from '@quoteway/contracts';
import {
  checkAnswers,
  formatSiteMoney,
  jobTitleParts,
  jobTitleText,
  leadCreditCost,
  maxAmountCents,
  type SiteCountry,
} from '@quoteway/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { AccountError, FieldRejected } from '../../errors';
import type { UserRow } from '../auth';
import { enqueue } from '../../infra/outbox';
import type { JobServiceDeps } from './jobKit';
import { normaliseMobile } from './phone';
import { currencyOfLocality, presentJob } from './present';
import { jobRepository } from './repository';

type PostJob = z.output<typeof PostJobBody>;

/** Posting a job: checks, a visitor's account, and making it live (its lead alerts). */
export function jobPostingService(deps: JobServiceDeps) {
  const { db, clock } = deps;
  const repository = jobRepository(db);

  /** Make a job live: publish time, then the lead alerts through the outbox. */
  async function publish(tx: Queryable, jobId: string) {
    await jobRepository(tx).publishJob(jobId, clock.now());
    await enqueue(tx, 'lead-alerts', { jobId }, clock.now());
  }

  return {
    async post(
      account: UserRow | null,
      body: PostJob,
      origin: string,
      locale = 'en',
      userAgent?: string,
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
      // The job's amounts are in the currency of the country it is in; each has its ceiling.
      const currency = currencyOfLocality(locality);
      const ceiling = maxAmountCents[currency];
      const tooLarge = (cents: number | null | undefined) => cents != null && cents > ceiling;
      const largeAnswer = body.answers.findIndex((answer) => tooLarge(answer.amountCents));
      const overCeiling = tooLarge(body.budgetCents)
        ? 'body.budgetCents'
        : largeAnswer >= 0
          ? `body.answers.${largeAnswer}.amountCents`
          : null;
      if (overCeiling) {
        throw new FieldRejected(overCeiling, /*i18n*/ 'must be at most {max}', {
          max: formatSiteMoney(ceiling, currency, locale, locality.country as SiteCountry),
        });
      }
      const today = clock.now().toISOString().slice(0, 10);
      const checked = checkAnswers(profession.questions, body.answers, today, currency);
      if (!checked.ok) {
        throw new FieldRejected(`body.${checked.field}`, checked.message, checked.values);
      }
      const { answers } = checked;
      if (body.openToOthers && !body.businessId) {
        throw new FieldRejected(
          'body.openToOthers',
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
      // A signed-in PENDING account is one a posted job made (a password sign-in needs the
      // e-mail proved): its phone proved the person, so it posts like any customer.
      if (account && account.status !== 'ACTIVE' && account.status !== 'PENDING') {
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
      const credits = leadCreditCost(profession.baseCredits, body.budgetCents, currency);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const inTx = jobRepository(tx);
        let customer = account;
        let visitor: UserRow | null = null;
        if (!customer && body.poster) {
          if (await inTx.emailTaken(body.poster.email)) {
            throw new AccountError(
              409,
              /*i18n*/ 'An account already uses this e-mail address. Sign in to post your job.',
            );
          }
          customer = visitor = await deps.registerVisitor(tx, body.poster, locale);
        }
        if (!customer) throw new Error('unreachable: no customer');
        const job = await inTx.insertJob({
          customerId: customer.id,
          professionSlug: profession.slug,
          answers,
          titleParts: jobTitleParts(profession.questions, answers),
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
          // A direct request is that business's lead alone unless the customer opened it.
          onlyDirect: Boolean(body.businessId && !body.openToOthers),
        });
        await inTx.setUserMobile(
          customer.id,
          mobile,
          knownMobile ? customer.mobileVerifiedAt : now,
        );
        // Every job goes live once its phone is proved (checked above, or the account's
        // proved number): the texted code is the proof of a person, and the e-mail link
        // continues beside it to give the account a password.
        await publish(tx, job.id);
        const token = visitor
          ? await deps.welcomeVisitor(
              tx,
              visitor,
              {
                id: job.id,
                professionName: profession.name,
                title: jobTitleText(job.titleParts, profession.name),
                locality: locality.locality,
              },
              { origin, userAgent },
            )
          : null;
        const saved = await inTx.findJob(job.id);
        return { job: saved ?? job, visitor, token };
      });
      deps.wakeOutbox();
      const { visitor, token } = result;
      return {
        job: presentJob(result.job, locality, profession.name),
        verifyEmail: visitor !== null,
        message: visitor
          ? /*i18n*/ 'Your job is live. Check your e-mail to set a password.'
          : /*i18n*/ 'Your job is live. Matching businesses are being told now.',
        ...(visitor && token
          ? {
              session: {
                token,
                // The row as written above: the number it just proved is the account's.
                user: await deps.presentAccount({ ...visitor, mobile, mobileVerifiedAt: now }),
              },
            }
          : {}),
      };
    },

    /** Jobs posted before the account was verified go live (runs in the verification's tx). */
    async publishPending(tx: Queryable, userId: string) {
      const pending = await jobRepository(tx).pendingJobIds(userId);
      for (const jobId of pending) await publish(tx, jobId);
      if (pending.length > 0) setTimeout(() => deps.wakeOutbox(), 0).unref();
    },
  };
}
