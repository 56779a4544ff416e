import {
  REVIEW_EDIT_HOURS,
  REVIEW_MAX_PHOTOS,
  REVIEW_WINDOW_DAYS,
  type Review,
  type ReviewBody,
} from '@quoteway/contracts';
import { jobTitleText, reviewerName } from '@quoteway/domain';
import { isUniqueViolation, type Queryable } from '../../db/client';
import { AccountError, Forbidden, NotFoundError } from '../../errors';
import type { UserRow } from '../auth';
import { encodePhoto } from '../businesses';
import { notificationLinks } from '../notifications';
import { reviewRepository } from './repository';
import { DAY_MS, type ReviewKit, type ReviewServiceDeps, refusals } from './reviewKit';

/** Writing a review, and changing it (stars, text, photos) while it may still change. */
export function reviewWritingService(deps: ReviewServiceDeps, kit: ReviewKit) {
  const { db, clock, storage } = deps;
  const { presentById, editRefusal } = kit;

  /** The customer's own review, locked, while it may still change. */
  async function editableReview(tx: Queryable, account: UserRow, id: string) {
    const review = await reviewRepository(tx).lock(id);
    if (!review || review.customerId !== account.id) throw new NotFoundError(refusals.notFound);
    const refusal = editRefusal(review);
    if (refusal) throw new AccountError(409, refusal, {}, { hours: REVIEW_EDIT_HOURS });
    return review;
  }

  const stars = (body: ReviewBody) => ({
    rating: body.rating,
    quality: body.quality,
    communication: body.communication,
    value: body.value,
    punctuality: body.punctuality,
  });

  return {
    async write(
      account: UserRow,
      jobId: string,
      body: ReviewBody,
      origin: string,
    ): Promise<Review> {
      try {
        const id = await db.transaction(async (tx) => {
          const inTx = reviewRepository(tx);
          const job = await inTx.lockJob(jobId);
          // Anyone but the customer of the job is refused the same way: the job is not theirs.
          if (!job || job.customerId !== account.id) throw new Forbidden(refusals.notYours);
          const hired = job.hiredQuoteId ? await inTx.hiredBusiness(job.hiredQuoteId) : undefined;
          if (!hired) throw new Forbidden(refusals.notYours);
          if (job.status !== 'completed' || !job.completedAt) {
            throw new AccountError(409, refusals.notCompleted);
          }
          if (clock.now().getTime() > job.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) {
            throw new AccountError(409, refusals.windowClosed, {}, { days: REVIEW_WINDOW_DAYS });
          }
          if (await inTx.byJob(job.id)) throw new AccountError(409, refusals.reviewed);
          const review = await inTx.create({
            jobId: job.id,
            businessId: hired.userId,
            customerId: account.id,
            ...stars(body),
            body: body.text,
            createdAt: clock.now(),
          });
          await inTx.applyRating(hired.userId, null, review);
          await inTx.dropReviewReminder(job.id);
          const listed = await inTx.byId(review.id);
          const customer = reviewerName(account.userName);
          // The console's reviews page, where the business can reply or report it.
          const link = notificationLinks.businessReviews();
          await deps.notify(tx, {
            userId: hired.userId,
            kind: 'review-received',
            values: { customer, stars: body.rating },
            link,
            email: {
              template: 'review-received',
              data: {
                name: hired.userName,
                customer,
                rating: String(body.rating),
                profession: listed?.professionName ?? job.professionSlug,
                title: jobTitleText(job.titleParts, listed?.professionName ?? job.professionSlug),
                link: `${origin}${link}`,
              },
            },
          });
          return review.id;
        });
        deps.wakeOutbox();
        return presentById(db, id);
      } catch (error) {
        // Two reviews of one job at the same moment: the unique index lets one through.
        if (isUniqueViolation(error)) throw new AccountError(409, refusals.reviewed);
        throw error;
      }
    },

    async edit(account: UserRow, id: string, body: ReviewBody): Promise<Review> {
      await db.transaction(async (tx) => {
        const review = await editableReview(tx, account, id);
        const inTx = reviewRepository(tx);
        await inTx.change(id, { ...stars(body), body: body.text, editedAt: clock.now() });
        await inTx.applyRating(review.businessId, review, stars(body));
      });
      return presentById(db, id);
    },

    async addPhoto(account: UserRow, id: string, bytes: Buffer): Promise<Review> {
      const photo = await encodePhoto(bytes);
      const keys = {
        key: await storage.put('public', 'jpg', photo.bytes),
        thumbnailKey: await storage.put('public', 'jpg', photo.thumbnail.bytes),
      };
      try {
        await db.transaction(async (tx) => {
          const review = await editableReview(tx, account, id);
          if (review.photos.length >= REVIEW_MAX_PHOTOS) {
            throw new AccountError(409, refusals.photosFull, {}, { photos: REVIEW_MAX_PHOTOS });
          }
          await reviewRepository(tx).change(id, { photos: [...review.photos, keys] });
        });
      } catch (error) {
        // Refused: the stored files belong to nothing.
        await Promise.all([storage.remove(keys.key), storage.remove(keys.thumbnailKey)]);
        throw error;
      }
      return presentById(db, id);
    },
  };
}
