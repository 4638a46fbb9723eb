// PATCH /admin/listings/:id: archive with a reason, or restore to draft.
import type { AdminListing, ModerateListingBody } from '@sherehe/core/api/admin-listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export function useModerateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ModerateListingBody }) =>
      apiRequest<AdminListing>(`/admin/listings/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    // Refreshed after a refusal too: a 409 means the list was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
