import { type ReviewServiceDeps, reviewKit } from './reviewKit';
import { reviewReadService } from './reviewReads';
import { reviewResponseService } from './responses';
import { reviewWritingService } from './writing';

export type { ReviewServiceDeps } from './reviewKit';

/**
 * Verified reviews: only the customer who hired a business on a job reviews it, once, after
 * the job is complete and within 60 days. The business's aggregates change in the review's
 * transaction. A review may be edited for 48 hours, until the business replies; the business
 * replies once; either party may report it, and it stays up until an operator decides.
 */
export function reviewService(deps: ReviewServiceDeps) {
  const kit = reviewKit(deps);
  return {
    ...reviewReadService(deps, kit),
    ...reviewWritingService(deps, kit),
    ...reviewResponseService(deps, kit),
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
