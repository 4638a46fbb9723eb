// GET /listings/:id: a public listing with its photos and vendor card.
import { catalogueEndpoints as catalogue } from '@sherehe/core/api/catalogue-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswer } from '../../../lib/first-answers.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.listing(id),
    queryFn: ({ signal }) => apiRequest(catalogue.listing, { params: { id }, signal }),
    staleTime: 60_000,
    ...firstAnswer(catalogue.listing, { params: { id } }),
  });

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}
