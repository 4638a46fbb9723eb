// GET /venues/search: places on OpenStreetMap for a city and category, through our server and its cache.
import type { VenueCategory, VenueCity } from '@sherehe/core/api/venues';
import { venuesEndpoints as venues } from '@sherehe/core/api/venues-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

export const venueSearchQuery = (city: VenueCity, category: VenueCategory) =>
  queryOptions({
    queryKey: plannerKeys.venues(city, category),
    queryFn: ({ signal }) => apiRequest(venues.search, { query: { city, category }, signal }),
    staleTime: 5 * 60_000,
    // The server already waits up to 25 s on the map service; the person gets a Try again button instead.
    retry: false,
  });

export function useVenueSearch(city: VenueCity, category: VenueCategory) {
  return useQuery(venueSearchQuery(city, category));
}
