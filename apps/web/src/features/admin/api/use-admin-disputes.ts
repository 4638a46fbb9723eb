// GET /admin/disputes: the open ones oldest first (first reported, first decided), or the decided ones newest first.
// Each is decided on its order's page.
import { disputesEndpoints } from '@sherehe/core/api/disputes-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type DisputeState = 'open' | 'decided';

export const adminDisputesQuery = (state: DisputeState) =>
  queryOptions({
    queryKey: adminKeys.disputes(state),
    queryFn: ({ signal }) => apiRequest(disputesEndpoints.adminList, { query: { state }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminDisputes(state: DisputeState) {
  return useQuery(adminDisputesQuery(state));
}
