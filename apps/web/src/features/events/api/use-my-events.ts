// GET /events/mine: the events this person hosts and those whose committee they are on, for the Account page.
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const myEventsQuery = queryOptions({
  queryKey: eventManageKeys.mine(),
  queryFn: ({ signal }) => apiRequest(events.mine, { signal }),
});

export function useMyEvents() {
  return useQuery(myEventsQuery);
}
