import { type ApiInput, apiQueryKey, REFERENCE_STALE_MS } from '@quoteway/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../api';

// The public pages' paged reads: a business's reviews and the directory's results, each a
// page at a time ("Load more" / "Show more"). Public data, fresh for two minutes like every
// public GET, so going back to a list shows what was loaded without asking again.

/** Reviews a page. */
const REVIEWS_PER_PAGE = 10;

/** The more-to-load rule of both lists: pages of `perPage` until `total`. */
function nextPage(last: { page: number; perPage: number; total: number }): number | undefined {
  return last.page * last.perPage < last.total ? last.page + 1 : undefined;
}

/** A business's verified reviews, newest first. */
export function businessReviewsQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: apiQueryKey('businessReviews', {
      params: { id },
      query: { perPage: REVIEWS_PER_PAGE },
    }),
    queryFn: ({ pageParam, signal }) =>
      api.businessReviews(
        { params: { id }, query: { perPage: REVIEWS_PER_PAGE, page: pageParam } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** What the directory is asked (the page aside). */
export type DirectorySearch = Omit<NonNullable<ApiInput<'directory'>['query']>, 'page'>;

/** The directory's results for a search, best first. */
export function directoryQuery(search: DirectorySearch) {
  return infiniteQueryOptions({
    queryKey: apiQueryKey('directory', { query: search }),
    queryFn: ({ pageParam, signal }) =>
      api.directory({ query: { ...search, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: REFERENCE_STALE_MS,
  });
}
