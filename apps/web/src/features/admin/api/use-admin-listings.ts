// GET /admin/listings: every listing newest first, searched by title or shop, optionally of one status.
import { adminListingsEndpoints as adminListings } from '@sherehe/core/api/admin-listings-endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type ListingStatusFilter = 'all' | 'published' | 'draft' | 'archived';

const PAGE_SIZE = 25;

export const adminListingsQuery = (search: string, status: ListingStatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.listings(search, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(adminListings.listings, {
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

export function useAdminListings(search: string, status: ListingStatusFilter) {
  return useInfiniteQuery(adminListingsQuery(search, status));
}
