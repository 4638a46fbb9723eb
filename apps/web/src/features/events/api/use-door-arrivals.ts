// GET /events/:id/door/arrivals: how many have come in at the door, asked again every few seconds while the guests tab
// is open, so the committee watches arrivals as the gate admits them.
import { doorEndpoints as door } from '@sherehe/core/api/door-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const ARRIVALS_REFRESH_MS = 15_000;

export const doorArrivalsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventManageKeys.arrivals(eventId),
    queryFn: ({ signal }) => apiRequest(door.arrivals, { params: { id: eventId }, signal }),
    refetchInterval: ARRIVALS_REFRESH_MS,
  });

export function useDoorArrivals(eventId: string) {
  return useQuery(doorArrivalsQuery(eventId));
}
