// GET /admin/reviews: every review newest first, searched by its words, author or listing, hidden ones too, or
// only the visible or only the hidden.
import { reviewsEndpoints as reviews } from '@sherehe/core/api/reviews-endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type ReviewFilter = 'all' | 'visible' | 'hidden';

const PAGE_SIZE = 25;

export const adminReviewsQuery = (search: string, shown: ReviewFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.reviews(search, shown),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(reviews.adminReviews, {
        query: {
          limit: PAGE_SIZE,
          q: search,
          hidden: shown === 'all' ? undefined : shown === 'hidden' ? 'true' : 'false',
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(search: string, shown: ReviewFilter) {
  return useInfiniteQuery(adminReviewsQuery(search, shown));
}
