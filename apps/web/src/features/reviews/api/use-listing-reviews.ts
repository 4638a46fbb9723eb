// A listing's reviews a page at a time (newest first), and the viewer's own review and the vendor's replies.
import type { WriteReplyBody, WriteReviewBody } from '@sherehe/core/api/reviews';
import { reviewsEndpoints as reviews } from '@sherehe/core/api/reviews-endpoints';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const reviewKeys = {
  listing: (listingId: string) => ['reviews', 'listing', listingId] as const,
  recent: ['reviews', 'recent'] as const,
};

export const listingReviewsQuery = (listingId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.listing(listingId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(reviews.listing, { params: { listingId }, query: { limit: 10, cursor: pageParam }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * What the viewer may do with a listing's reviews (write one, edit their own): the first page's viewer part alone,
 * under the listing's key so that every review refreshes it. An order page asks it for each listing bought.
 */
export const listingViewerQuery = (listingId: string) =>
  queryOptions({
    queryKey: [...reviewKeys.listing(listingId), 'viewer'] as const,
    queryFn: ({ signal }) =>
      apiRequest(reviews.listing, { params: { listingId }, query: { limit: 1 }, signal }),
  });

export function useListingReviews(listingId: string) {
  return useInfiniteQuery(listingReviewsQuery(listingId));
}

export const recentReviewsQuery = queryOptions({
  queryKey: reviewKeys.recent,
  queryFn: ({ signal }) => apiRequest(reviews.recent, { query: { limit: 6 }, signal }),
});

export function useRecentReviews() {
  return useQuery(recentReviewsQuery);
}

/** Every change shows the list afresh: the average, the order and what the viewer may do all follow from it. */
function useReviewChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

export function useWriteReview(listingId: string) {
  return useReviewChange((body: WriteReviewBody) =>
    apiRequest(reviews.writeMine, { params: { listingId }, body }),
  );
}

export function useDeleteReview(listingId: string) {
  return useReviewChange(() => apiRequest(reviews.deleteMine, { params: { listingId } }));
}

export function useReplyToReview() {
  return useReviewChange(({ reviewId, body }: { reviewId: string } & WriteReplyBody) =>
    apiRequest(reviews.reply, { params: { id: reviewId }, body: { body } }),
  );
}
