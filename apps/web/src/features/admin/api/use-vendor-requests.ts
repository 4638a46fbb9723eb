// GET /admin/vendor-requests: Become Vendor requests newest first, of one status or all, a page at a time.
import { vendorOnboardingEndpoints as onboarding } from '@sherehe/core/api/vendor-onboarding-endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export const requestStatuses = ['pending', 'approved', 'rejected'] as const;
export type RequestStatusFilter = (typeof requestStatuses)[number] | 'all';

const PAGE_SIZE = 25;

export const vendorRequestsQuery = (status: RequestStatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.vendorRequests(status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(onboarding.requests, {
        query: {
          limit: PAGE_SIZE,
          status: status === 'all' ? undefined : status,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useVendorRequests(status: RequestStatusFilter) {
  return useInfiniteQuery(vendorRequestsQuery(status));
}
