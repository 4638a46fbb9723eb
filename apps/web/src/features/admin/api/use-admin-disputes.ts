// GET /admin/disputes: the open ones oldest first (first reported, first decided), or the decided ones newest first.
// Each is decided on its order's page.
import type { AdminDisputesResponse } from '@sherehe/core/api/disputes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type DisputeState = 'open' | 'decided';

export function useAdminDisputes(state: DisputeState) {
  return useQuery({
    queryKey: adminKeys.disputes(state),
    queryFn: ({ signal }) => apiRequest<AdminDisputesResponse>(`/admin/disputes?state=${state}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
