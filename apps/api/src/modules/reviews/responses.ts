import type { Review } from '@quoteway/contracts';
import { AccountError, NotFoundError } from '../../errors';
import type { UserRow } from '../auth';
import { notificationLinks } from '../notifications';
import { reviewRepository } from './repository';
import { type ReviewKit, type ReviewServiceDeps, refusals } from './reviewKit';

/** What a review's parties answer to it: the business's one reply, and a report by either. */
export function reviewResponseService(deps: ReviewServiceDeps, kit: ReviewKit) {
  const { db, clock } = deps;
  const { presentById } = kit;
  const repository = reviewRepository(db);

  return {
    async reply(account: UserRow, id: string, text: string, origin: string): Promise<Review> {
      await db.transaction(async (tx) => {
        const inTx = reviewRepository(tx);
        const review = await inTx.lock(id);
        if (!review || review.businessId !== account.id) {
          throw new NotFoundError(refusals.notFound);
        }
        if (review.reply) throw new AccountError(409, refusals.repliedOnce);
        await inTx.change(id, { reply: text, repliedAt: clock.now() });
        const customer = await inTx.userById(review.customerId);
        if (customer) {
          const business = (await inTx.businessName(account.id)) ?? account.userName;
          // The customer's own review page shows the reply, and a way to report it.
          const link = notificationLinks.review(review.jobId);
          await deps.notify(tx, {
            userId: customer.id,
            kind: 'review-replied',
            values: { business },
            link,
            email: {
              template: 'review-replied',
              data: { name: customer.userName, business, link: `${origin}${link}` },
            },
          });
        }
      });
      deps.wakeOutbox();
      return presentById(db, id);
    },

    /** A party of the review reports it; it stays visible until an operator decides. */
    async report(account: UserRow, id: string, reason: string, detail: string) {
      const review = await repository.byId(id);
      const party =
        review &&
        (review.review.businessId === account.id || review.review.customerId === account.id);
      if (!party) throw new NotFoundError(refusals.notFound);
      const recorded = await repository.report({
        reviewId: id,
        reporterId: account.id,
        reason,
        detail,
        createdAt: clock.now(),
      });
      if (!recorded) throw new AccountError(409, refusals.reportedOnce);
      return { message: 'Thank you: the review is reported and an operator will look at it.' };
    },
  };
}
