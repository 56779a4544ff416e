import { apiQueryKey } from '@quoteway/api-client';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useConsole } from '../console';
import { type BusinessReview, nextReviewsPage, patchReview, type ReviewsPage } from './reviewCache';

/** Reviews a page (as the public business page loads them, so the two share the cache). */
const REVIEWS_PER_PAGE = 10;

function reviewsKey(businessId: string) {
  return apiQueryKey('businessReviews', {
    params: { id: businessId },
    query: { perPage: REVIEWS_PER_PAGE },
  });
}

/**
 * A business's verified reviews, newest first, a page at a time; and how to change one of
 * them in place once the server has (a reply posted, a report sent).
 */
export function useBusinessReviews(businessId: string) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const queryKey = reviewsKey(businessId);
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.businessReviews(
        { params: { id: businessId }, query: { perPage: REVIEWS_PER_PAGE, page: pageParam } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextReviewsPage,
  });
  const update = (id: string, change: (review: BusinessReview) => BusinessReview) =>
    queryClient.setQueryData<InfiniteData<ReviewsPage>>(queryKey, (data) =>
      patchReview(data, id, change),
    );
  return { list, update };
}
