// GET /listings/:id/availability: whether each day of a range is free, full, blocked or past (never who holds it).
import { availabilityEndpoints as availability } from '@sherehe/core/api/availability-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const availabilityQuery = (id: string, from: string | null, to: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.availability(id, from ?? '', to ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(availability.listing, {
        params: { id },
        query: { from: from ?? undefined, to: to ?? undefined },
        signal,
      }),
    // A date taken by someone else shows within a short while; the cart and checkout check again anyway.
    staleTime: 15_000,
  });

export function useAvailability(id: string, from: string | null, to: string | null = from) {
  return useQuery({ ...availabilityQuery(id, from, to), enabled: from !== null && to !== null });
}
