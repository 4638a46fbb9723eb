// PATCH /admin/listings/:id: archive with a reason, or restore to draft.
import type { ModerateListingBody } from '@sherehe/core/api/admin-listings';
import { adminListingsEndpoints as adminListings } from '@sherehe/core/api/admin-listings-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export function useModerateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ModerateListingBody }) =>
      apiRequest(adminListings.moderate, { params: { id }, body: change }),
    // Refreshed after a refusal too: a 409 means the list was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
