// GET /events/{id}: the event as its committee sees it (the viewer's role and permissions decide the page; the edit
// form reads startsAtLocal from it: one cache entry, so a save shows on both), and the host's or chair's close and
// reopen.
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const eventDetailQuery = (id: string) =>
  queryOptions({
    queryKey: eventManageKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(events.get, { params: { id }, signal }),
  });

export function useEventDetail(id: string) {
  return useQuery(eventDetailQuery(id));
}

/** Close to new pledges, or reopen; the answer is the event as it now is. */
export function useEventStatusChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'close' | 'reopen') =>
      apiRequest(change === 'close' ? events.close : events.reopen, { params: { id } }),
    onSuccess: (event) => queryClient.setQueryData(eventManageKeys.detail(id), event),
    // Refused too: a 409 (already closed) means the page was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}
