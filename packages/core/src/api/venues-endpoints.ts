// The Smart Planner's venue search: real places from OpenStreetMap (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const venuesEndpoints = endpoints<typeof import('./venues.ts')>()('venues', {
  search: {
    method: 'GET',
    path: '/venues/search',
    summary: 'Hotels, halls or wedding venues of a city, from OpenStreetMap (cached for a day)',
    query: 'venueSearchQuery',
    response: 'venueSearchResponse',
    refusals: { 429: ['request.too_many'], 503: ['venues.map_unavailable'] },
  },
});
