// GET /listings: one search a page at a time; "Load more" follows the server's cursor.
import type { ListingsResponse } from '@sherehe/core/api/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerPage } from '../../../lib/first-answers.ts';
import { type ListingFilters, listingsApiQuery } from '../search-params.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function useListingSearch(filters: ListingFilters, category?: string) {
  return useInfiniteQuery({
    queryKey: catalogueKeys.listings(listingsApiQuery(filters, category, null)),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ListingsResponse>(`/listings?${listingsApiQuery(filters, category, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
    ...firstAnswerPage<ListingsResponse>(`/listings?${listingsApiQuery(filters, category, null)}`),
  });
}
