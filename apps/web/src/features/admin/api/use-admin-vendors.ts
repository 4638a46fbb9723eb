// GET /admin/vendors: shops newest first, searched by business or owner, optionally only the suspended ones.
import { vendorOnboardingEndpoints as onboarding } from '@sherehe/core/api/vendor-onboarding-endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type VendorStatusFilter = 'all' | 'active' | 'suspended';

const PAGE_SIZE = 25;

export const adminVendorsQuery = (search: string, status: VendorStatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.vendors(search, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(onboarding.vendors, {
        query: {
          limit: PAGE_SIZE,
          q: search,
          status: status === 'all' ? undefined : status,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminVendors(search: string, status: VendorStatusFilter) {
  return useInfiniteQuery(adminVendorsQuery(search, status));
}
