// PATCH /admin/reviews/:id: hide an abusive review, or show it again.
import type { AdminReview } from '@sherehe/core/api/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      apiRequest<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { hidden },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
