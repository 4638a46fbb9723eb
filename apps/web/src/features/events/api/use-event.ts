// GET /events/:id: the committee's view of one event (the edit form reads startsAtLocal from it).
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(events.get, { params: { id }, signal }),
  });

export function useEvent(id: string) {
  return useQuery(eventQuery(id));
}
