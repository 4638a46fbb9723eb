// GET /listings for a few of Sherehe's own listings beside the planner's answers; quiet when it fails.
import { catalogueEndpoints as catalogue } from '@sherehe/core/api/catalogue-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { listingsQueryOf } from '../../../lib/listings-query.ts';
import { plannerKeys } from './planner-keys.ts';

export const matchingListingsQuery = (query: string) =>
  queryOptions({
    queryKey: plannerKeys.listings(query),
    queryFn: ({ signal }) => apiRequest(catalogue.listings, { query: listingsQueryOf(query), signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useMatchingListings(query: string) {
  return useQuery(matchingListingsQuery(query));
}
