// GET /admin/listings: every listing newest first, searched by title or shop, optionally of one status.
import type { AdminListingsResponse } from '@sherehe/core/api/admin-listings';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type ListingStatusFilter = 'all' | 'published' | 'draft' | 'archived';

const PAGE_SIZE = 25;

function listingsPath(search: string, status: ListingStatusFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search) params.set('q', search);
  if (status !== 'all') params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return `/admin/listings?${params}`;
}

export function useAdminListings(search: string, status: ListingStatusFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.listings(search, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminListingsResponse>(listingsPath(search, status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
