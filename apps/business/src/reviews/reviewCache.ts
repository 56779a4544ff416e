import type { ApiOutput } from '@quoteway/api-client';
import type { InfiniteData } from '@tanstack/react-query';

/** One page of a business's reviews (GET /api/businesses/:id/reviews). */
export type ReviewsPage = ApiOutput<'businessReviews'>;
/** One review on it, with the business's reply. */
export type BusinessReview = ReviewsPage['reviews'][number];

/** The more-to-load rule of the pages: `perPage` at a time until `total`. */
export function nextReviewsPage(last: ReviewsPage): number | undefined {
  return last.page * last.perPage < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages with review `id` changed by `change` (a reply posted, a report sent) and
 * everything else as it was; nothing loaded stays nothing.
 */
export function patchReview(
  data: InfiniteData<ReviewsPage> | undefined,
  id: string,
  change: (review: BusinessReview) => BusinessReview,
): InfiniteData<ReviewsPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.reviews.some((review) => review._id === id)
        ? {
            ...page,
            reviews: page.reviews.map((review) => (review._id === id ? change(review) : review)),
          }
        : page,
    ),
  };
}
