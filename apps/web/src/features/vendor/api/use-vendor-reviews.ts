// The reviews of the vendor's own listings a page at a time (newest first), and the vendor's reply to one.
import type { VendorReview, VendorReviewsResponse, WriteReplyBody } from '@sherehe/core/api/reviews';
import { reviewsEndpoints as reviews } from '@sherehe/core/api/reviews-endpoints';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorKeys } from './vendor-query-keys.ts';

const PAGE_SIZE = 10;

export const vendorReviewsQuery = infiniteQueryOptions({
  queryKey: vendorKeys.reviews(),
  queryFn: ({ pageParam, signal }) =>
    apiRequest(reviews.vendorReviews, { query: { limit: PAGE_SIZE, cursor: pageParam }, signal }),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export function useVendorReviews() {
  return useInfiniteQuery(vendorReviewsQuery);
}

/** Writes or edits the reply; the answer replaces the review's copy at once, so the list keeps its place. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string } & WriteReplyBody) =>
      apiRequest(reviews.reply, { params: { id: reviewId }, body: { body } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<InfiniteData<VendorReviewsResponse>>(vendorKeys.reviews(), (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((page) => ({
                ...page,
                reviews: page.reviews.map(
                  (item): VendorReview => (item.id === answer.id ? { ...item, reply: answer.reply } : item),
                ),
              })),
            }
          : current,
      );
      // The product page's copy of this review shows the reply too.
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
