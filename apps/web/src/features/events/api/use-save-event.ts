// POST /events (create) and PATCH /events/:id (change): the host's form.
import type { EventDetail, EventInput, EventUpdate } from '@sherehe/core/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicEventKeys } from '../../../lib/public-event.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventInput) => apiRequest<EventDetail>('/events', { method: 'POST', body }),
    onSuccess: (event) => {
      // Kept only when it is the whole event, so the manage page opens without asking again.
      if ('startsAtLocal' in event) queryClient.setQueryData(eventKeys.detail(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
    },
  });
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventUpdate) => apiRequest<EventDetail>(eventApiPath(id), { method: 'PATCH', body }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: publicEventKeys.one(event.code) });
    },
  });
}
