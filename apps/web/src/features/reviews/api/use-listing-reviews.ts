// A listing's reviews a page at a time (newest first), and the viewer's own review and the vendor's replies.
import type { WriteReplyBody, WriteReviewBody } from '@sherehe/core/api/reviews';
import { reviewsEndpoints as reviews } from '@sherehe/core/api/reviews-endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const reviewKeys = {
  listing: (listingId: string) => ['reviews', 'listing', listingId] as const,
  recent: ['reviews', 'recent'] as const,
};

export function useListingReviews(listingId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.listing(listingId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(reviews.listing, { params: { listingId }, query: { limit: 10, cursor: pageParam }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRecentReviews() {
  return useQuery({
    queryKey: reviewKeys.recent,
    queryFn: ({ signal }) => apiRequest(reviews.recent, { query: { limit: 6 }, signal }),
  });
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
