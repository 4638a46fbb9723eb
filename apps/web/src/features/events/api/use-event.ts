// GET /events/:id: the committee's view of one event (the edit form reads startsAtLocal from it).
import type { EventDetail } from '@sherehe/core/api/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<EventDetail>(eventApiPath(id), { signal }),
  });

export function useEvent(id: string) {
  return useQuery(eventQuery(id));
}
