// GET /admin/vendors: shops newest first, searched by business or owner, optionally only the suspended ones.
import type { AdminVendorsResponse } from '@sherehe/core/api/vendor-onboarding';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type VendorStatusFilter = 'all' | 'active' | 'suspended';

const PAGE_SIZE = 25;

function vendorsPath(search: string, status: VendorStatusFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search) params.set('q', search);
  if (status !== 'all') params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return `/admin/vendors?${params}`;
}

export function useAdminVendors(search: string, status: VendorStatusFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.vendors(search, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminVendorsResponse>(vendorsPath(search, status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
