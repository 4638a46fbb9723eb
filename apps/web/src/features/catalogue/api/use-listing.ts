// GET /listings/:id: a public listing with its photos and vendor card.
import type { ListingDetail } from '@sherehe/core/api/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswer } from '../../../lib/first-answers.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function useListing(id: string) {
  const path = `/listings/${encodeURIComponent(id)}`;
  return useQuery({
    queryKey: catalogueKeys.listing(id),
    queryFn: ({ signal }) => apiRequest<ListingDetail>(path, { signal }),
    staleTime: 60_000,
    ...firstAnswer<ListingDetail>(path),
  });
}
