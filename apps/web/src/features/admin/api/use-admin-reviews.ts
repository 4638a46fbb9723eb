// GET /admin/reviews: every review newest first, searched by its words, author or listing, hidden ones too, or
// only the visible or only the hidden.
import type { AdminReviewsResponse } from '@sherehe/core/api/reviews';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type ReviewFilter = 'all' | 'visible' | 'hidden';

const PAGE_SIZE = 25;

function reviewsPath(search: string, shown: ReviewFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search) params.set('q', search);
  if (shown !== 'all') params.set('hidden', shown === 'hidden' ? 'true' : 'false');
  if (cursor) params.set('cursor', cursor);
  return `/admin/reviews?${params}`;
}

export function useAdminReviews(search: string, shown: ReviewFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.reviews(search, shown),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminReviewsResponse>(reviewsPath(search, shown, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
