import type { ModuleContext } from '../../context';
import { HttpError, NotFoundError, Forbidden } from '../../errors';
import { notificationLinks } from '../notifications';
import { reviewRepository } from '../reviews';
import type { OperatorRepository } from './repository';
import { reviewReportRepository } from './reviewReportRepository';
import { type ActingOperator, operatorMessages } from './service';

const reviewDecisionMessages = {
  noSuchReview: /*i18n*/ 'No reported review has this id',
  nothingOpen: /*i18n*/ 'There is no open report of this to decide',
  reviewRemoved: /*i18n*/ 'the review was removed',
  reviewKept: /*i18n*/ 'the review stays up',
  replyRemoved: /*i18n*/ 'the reply was removed',
  replyKept: /*i18n*/ 'the reply stays up',
} as const;

type Subject = 'review' | 'reply';
type Decision = 'kept' | 'removed' | 'reply-removed';

interface Deps extends Pick<ModuleContext, 'db' | 'clock' | 'notify' | 'wakeOutbox'> {
  operators: OperatorRepository;
}

/** The decision's words for both parties (catalog messages, read in each one's language). */
function outcomeOf(subject: Subject, decision: Decision): string {
  if (subject === 'review') {
    return decision === 'removed'
      ? reviewDecisionMessages.reviewRemoved
      : reviewDecisionMessages.reviewKept;
  }
  return decision === 'reply-removed'
    ? reviewDecisionMessages.replyRemoved
    : reviewDecisionMessages.replyKept;
}

/**
 * The queue of reported reviews and replies. A review is reported by the business it is
 * about; its reply by the customer who wrote the review. Removing a review takes it off every
 * page and out of the business's rating figures in the same transaction; removing a reply
 * takes the reply off. The review's row is locked first, so two operators removing it at
 * once take it out of the figures once. Both parties are told the outcome and the reason.
 */
export function reviewReportDecisions({ db, clock, notify, wakeOutbox, operators }: Deps) {
  return {
    async queue(filter: { state: 'open' | 'decided'; reason?: string; limit: number }) {
      const rows = await reviewReportRepository(db).queue(filter);
      return {
        reports: rows.map(({ report, review }) => ({
          reviewId: report.reviewId,
          reporterId: report.reporterId,
          subject: (report.reporterId === review.businessId ? 'review' : 'reply') as Subject,
          reason: report.reason as 'fake',
          detail: report.detail,
          createdAt: report.createdAt.toISOString(),
          decision: report.decision,
          decidedAt: report.decidedAt?.toISOString() ?? null,
          review: {
            businessId: review.businessId,
            customerId: review.customerId,
            rating: review.rating,
            body: review.body,
            reply: review.reply,
          },
        })),
      };
    },

    async decide(
      actor: ActingOperator,
      reviewId: string,
      input: { subject: Subject; decision: 'keep' | 'remove'; reason: string },
      origin: string,
    ) {
      const now = clock.now();
      const decision: Decision =
        input.decision === 'keep'
          ? 'kept'
          : input.subject === 'review'
            ? 'removed'
            : 'reply-removed';
      const answer = await db.transaction(async (tx) => {
        const repo = reviewReportRepository(tx);
        const review = await repo.lockReview(reviewId);
        if (!review) throw new NotFoundError(reviewDecisionMessages.noSuchReview);
        if (actor.accountId === review.businessId || actor.accountId === review.customerId) {
          throw new Forbidden(operatorMessages.ownAccount);
        }
        const reporter = input.subject === 'review' ? review.businessId : review.customerId;
        const open = await repo.openReports(review.id);
        if (!open.some((report) => report.reporterId === reporter)) {
          throw new HttpError(409, reviewDecisionMessages.nothingOpen);
        }
        // A removed review takes its reply with it: every open report of it is settled.
        const settled =
          decision === 'removed' ? open : open.filter((report) => report.reporterId === reporter);
        for (const report of settled) {
          await repo.decide(review.id, report.reporterId, {
            decision,
            decidedAt: now,
            decidedBy: actor.accountId,
            decisionReason: input.reason,
          });
        }
        if (decision === 'removed') {
          await reviewRepository(tx).applyRating(review.businessId, review, null);
        } else if (decision === 'reply-removed') {
          await repo.removeReply(review.id);
        }
        await operators.record(
          {
            actorId: actor.accountId,
            action: 'review-report.decide',
            subjectType: 'review',
            subjectId: review.id,
            reason: input.reason,
            before: {
              subject: input.subject,
              decision: null,
              rating: review.rating,
              reply: review.reply,
            },
            after: {
              subject: input.subject,
              decision,
              reply: decision === 'reply-removed' ? null : review.reply,
              reporters: settled.map((report) => report.reporterId),
            },
            createdAt: now,
          },
          tx,
        );
        const outcome = outcomeOf(input.subject, decision);
        const parties = [
          { userId: review.customerId, link: notificationLinks.review(review.jobId) },
          { userId: review.businessId, link: notificationLinks.businessReviews() },
        ];
        for (const party of parties) {
          await notify(tx, {
            userId: party.userId,
            kind: 'review-report-decided',
            values: { outcome, note: input.reason },
            link: party.link,
            email: {
              template: 'review-report-decided',
              data: {
                name: await repo.userName(party.userId),
                outcome,
                note: input.reason,
                link: `${origin}${party.link}`,
              },
            },
          });
        }
        return { reviewId: review.id, subject: input.subject, decision };
      });
      wakeOutbox();
      return answer;
    },
  };
}

export type ReviewReportDecisions = ReturnType<typeof reviewReportDecisions>;
