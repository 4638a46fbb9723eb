// GET /admin/vendor-requests/:id/events: what happened to one request, oldest first; fetched when it is opened.
import { vendorOnboardingEndpoints as onboarding } from '@sherehe/core/api/vendor-onboarding-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export const vendorRequestHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.vendorRequestHistory(id),
    queryFn: ({ signal }) => apiRequest(onboarding.requestHistory, { params: { id }, signal }),
  });

export function useVendorRequestHistory(id: string, enabled: boolean) {
  return useQuery({ ...vendorRequestHistoryQuery(id), enabled });
}
