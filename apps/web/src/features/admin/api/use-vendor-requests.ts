// GET /admin/vendor-requests: Become Vendor requests newest first, of one status or all, a page at a time.
import type { AdminVendorRequestsResponse } from '@sherehe/core/api/vendor-onboarding';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export const requestStatuses = ['pending', 'approved', 'rejected'] as const;
export type RequestStatusFilter = (typeof requestStatuses)[number] | 'all';

const PAGE_SIZE = 25;

function requestsPath(status: RequestStatusFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (status !== 'all') params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return `/admin/vendor-requests?${params}`;
}

export function useVendorRequests(status: RequestStatusFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.vendorRequests(status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminVendorRequestsResponse>(requestsPath(status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
