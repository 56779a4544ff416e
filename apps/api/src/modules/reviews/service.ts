import {
  type JobReviewResponse,
  REVIEW_EDIT_HOURS,
  REVIEW_MAX_PHOTOS,
  REVIEW_WINDOW_DAYS,
  type RecentReviewsResponse,
  type Review,
  type ReviewBody,
  type ReviewsResponse,
} from '@quoteway/contracts';
import { reviewerName } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import { type Database, isUniqueViolation, type Queryable } from '../../db/client';
import { AccountError, Forbidden, NotFoundError } from '../../errors';
import type { UserRow } from '../auth';
import { encodePhoto } from '../businesses';
import { notificationLinks, type Notify } from '../notifications';
import { type FileStorage, publicMediaUrl } from '../../infra/storage';
import { type ListedReview, type ReviewRow, reviewRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const refusals = {
  notFound: /*i18n*/ 'Review not found',
  notYours: /*i18n*/ 'Only the customer who hired a business on this job can review it',
  notCompleted: /*i18n*/ 'You can review the business once the job is marked complete',
  windowClosed: /*i18n*/ "Reviews can be written within {days} days of the job's completion",
  reviewed: /*i18n*/ 'You have already reviewed this job',
  replied: /*i18n*/ 'This review can no longer be changed: the business has replied',
  editClosed: /*i18n*/ 'A review can be changed for {hours} hours after it is written',
  photosFull: /*i18n*/ 'A review can carry at most {photos} photos',
  repliedOnce: /*i18n*/ 'You have already replied to this review',
  reportedOnce: /*i18n*/ 'You have already reported this review',
} as const;

export interface ReviewServiceDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  wakeOutbox(): void;
  /** Tells the business of a review, the customer of a reply (modules/notifications). */
  notify: Notify;
}

/**
 * Verified reviews: only the customer who hired a business on a job reviews it, once, after
 * the job is complete and within 60 days. The business's aggregates change in the review's
 * transaction. A review may be edited for 48 hours, until the business replies; the business
 * replies once; either party may report it, and it stays up until an operator decides.
 */
export function reviewService(deps: ReviewServiceDeps) {
  const { db, clock, storage } = deps;
  const repository = reviewRepository(db);

  function present(row: ListedReview): Review {
    const { review } = row;
    return {
      _id: review.id,
      businessId: review.businessId,
      reviewerName: reviewerName(row.customerName),
      rating: review.rating,
      quality: review.quality,
      communication: review.communication,
      value: review.value,
      punctuality: review.punctuality,
      text: review.body,
      photos: review.photos.map((p) => ({
        url: publicMediaUrl(p.key),
        thumbnailUrl: publicMediaUrl(p.thumbnailKey),
      })),
      professionSlug: row.professionSlug,
      professionName: row.professionName,
      jobMonth: (row.completedAt ?? review.createdAt).toISOString().slice(0, 7),
      createdAt: review.createdAt.toISOString(),
      editedAt: review.editedAt?.toISOString() ?? null,
      reply:
        review.reply && review.repliedAt
          ? { text: review.reply, createdAt: review.repliedAt.toISOString() }
          : null,
      reported: row.reported,
    };
  }

  async function presentById(tx: Queryable, id: string): Promise<Review> {
    const row = await reviewRepository(tx).byId(id);
    if (!row) throw new NotFoundError(refusals.notFound);
    return present(row);
  }

  /** Why the review may no longer change, or null while it may. */
  function editRefusal(review: ReviewRow): string | null {
    if (review.reply) return refusals.replied;
    const age = clock.now().getTime() - review.createdAt.getTime();
    return age > REVIEW_EDIT_HOURS * 60 * 60 * 1000 ? refusals.editClosed : null;
  }

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
    async forJob(account: UserRow, jobId: string): Promise<JobReviewResponse> {
      const job = await repository.findJob(jobId);
      if (!job || job.customerId !== account.id) throw new NotFoundError(/*i18n*/ 'Job not found');
      const [row, hired] = await Promise.all([
        repository.byJob(jobId),
        job.hiredQuoteId ? repository.hiredBusiness(job.hiredQuoteId) : undefined,
      ]);
      const until = job.completedAt
        ? new Date(job.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)
        : null;
      const reason = !hired
        ? 'not-hired'
        : job.status !== 'completed'
          ? 'not-completed'
          : row
            ? 'reviewed'
            : until && until.getTime() < clock.now().getTime()
              ? 'window-closed'
              : null;
      return {
        review: row ? present(row) : null,
        canWrite: reason === null,
        canEdit: row ? editRefusal(row.review) === null : false,
        reason,
        writeUntil: until?.toISOString() ?? null,
        business: hired
          ? {
              _id: hired.userId,
              businessName: hired.businessName ?? hired.userName,
              logoUrl: hired.logoKey ? publicMediaUrl(hired.logoKey) : null,
            }
          : null,
      };
    },

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

    async ofBusiness(
      businessId: string,
      query: { page: number; perPage: number },
    ): Promise<ReviewsResponse> {
      if (!(await repository.publicBusiness(businessId))) {
        throw new NotFoundError(/*i18n*/ 'Business not found');
      }
      const { rows, total } = await repository.ofBusiness(businessId, {
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return { reviews: rows.map(present), total, page: query.page, perPage: query.perPage };
    },

    async recent(): Promise<RecentReviewsResponse> {
      const rows = await repository.recent(6);
      return {
        reviews: rows.map((row) => ({
          ...present(row),
          business: {
            _id: row.review.businessId,
            businessName: row.businessName,
            slug: row.slug ?? row.review.businessId,
          },
        })),
      };
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
