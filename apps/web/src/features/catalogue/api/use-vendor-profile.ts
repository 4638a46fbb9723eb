// GET /vendors/:id: an active vendor's card and their public listings.
import type { VendorProfile } from '@sherehe/core/api/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function useVendorProfile(id: string) {
  return useQuery({
    queryKey: catalogueKeys.vendor(id),
    queryFn: ({ signal }) => apiRequest<VendorProfile>(`/vendors/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });
}
