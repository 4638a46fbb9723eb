// GET /events/{id}/history: who did what on the event, newest first, a page at a time.
import type { eventHistoryPage } from '@sherehe/core/api/events';
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export type EventHistoryPage = z.infer<typeof eventHistoryPage>;

export const eventHistoryQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: eventManageKeys.history(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(events.history, { params: { id }, query: { cursor: pageParam }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useEventHistory(id: string) {
  return useInfiniteQuery(eventHistoryQuery(id));
}
