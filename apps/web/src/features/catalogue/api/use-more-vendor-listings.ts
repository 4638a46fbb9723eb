// A vendor's listings beyond the newest ones on their profile: GET /listings?vendorId=&sort=newest from the
// profile's nextCursor, asked for only when the person wants more.
import { catalogueEndpoints as catalogue } from '@sherehe/core/api/catalogue-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const moreVendorListingsQuery = (vendorId: string, startCursor: string | null) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.listings(`vendor=${vendorId}&after=${startCursor}`),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(catalogue.listings, { query: { vendorId, sort: 'newest', cursor: pageParam }, signal }),
    initialPageParam: startCursor ?? '',
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });

export function useMoreVendorListings(vendorId: string, startCursor: string | null, wanted: boolean) {
  return useInfiniteQuery({
    ...moreVendorListingsQuery(vendorId, startCursor),
    enabled: wanted && startCursor !== null,
  });
}
