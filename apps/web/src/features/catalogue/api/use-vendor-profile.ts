// GET /vendors/:id: an active vendor's card and their public listings.
import { catalogueEndpoints as catalogue } from '@sherehe/core/api/catalogue-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const vendorProfileQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.vendor(id),
    queryFn: ({ signal }) => apiRequest(catalogue.vendor, { params: { id }, signal }),
    staleTime: 60_000,
  });

export function useVendorProfile(id: string) {
  return useQuery(vendorProfileQuery(id));
}
