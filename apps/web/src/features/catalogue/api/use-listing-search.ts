// GET /listings: one search a page at a time; "Load more" follows the server's cursor.
import { catalogueEndpoints as catalogue } from '@sherehe/core/api/catalogue-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerPage } from '../../../lib/first-answers.ts';
import { listingsQueryOf } from '../../../lib/listings-query.ts';
import { type ListingFilters, listingsApiQuery } from '../search-params.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const listingSearchQuery = (filters: ListingFilters, category?: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.listings(listingsApiQuery(filters, category, null)),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(catalogue.listings, {
        query: listingsQueryOf(listingsApiQuery(filters, category, pageParam)),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
    ...firstAnswerPage(catalogue.listings, {
      query: listingsQueryOf(listingsApiQuery(filters, category, null)),
    }),
  });

export function useListingSearch(filters: ListingFilters, category?: string) {
  return useInfiniteQuery(listingSearchQuery(filters, category));
}
