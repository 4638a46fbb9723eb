// PATCH /admin/reviews/:id: hide an abusive review, or show it again.
import { reviewsEndpoints as reviews } from '@sherehe/core/api/reviews-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      apiRequest(reviews.setHidden, { params: { id }, body: { hidden } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
