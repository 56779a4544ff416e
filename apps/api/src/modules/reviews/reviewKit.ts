import { REVIEW_EDIT_HOURS, type Review } from '@quoteway/contracts';
import { reviewerName } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Notify } from '../notifications';
import { type FileStorage, publicMediaUrl } from '../../infra/storage';
import { type ListedReview, type ReviewRow, reviewRepository } from './repository';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const refusals = {
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

/** A review as the client sees it. */
export function presentReview(row: ListedReview): Review {
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

/** What the review use cases share: a review read again as the client sees it, the edit rule. */
export function reviewKit({ clock }: ReviewServiceDeps) {
  async function presentById(tx: Queryable, id: string): Promise<Review> {
    const row = await reviewRepository(tx).byId(id);
    if (!row) throw new NotFoundError(refusals.notFound);
    return presentReview(row);
  }

  /** Why the review may no longer change, or null while it may. */
  function editRefusal(review: ReviewRow): string | null {
    if (review.reply) return refusals.replied;
    const age = clock.now().getTime() - review.createdAt.getTime();
    return age > REVIEW_EDIT_HOURS * 60 * 60 * 1000 ? refusals.editClosed : null;
  }

  return { presentById, editRefusal };
}

export type ReviewKit = ReturnType<typeof reviewKit>;
