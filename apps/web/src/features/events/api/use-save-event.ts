// POST /events (create) and PATCH /events/:id (change): the host's form.
import type { EventInput, EventUpdate } from '@sherehe/core/api/events';
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicEventKeys } from '../../../lib/public-event.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventInput) => apiRequest(events.create, { body }),
    onSuccess: (event) => {
      // Kept only when it is the whole event, so the manage page opens without asking again.
      if ('startsAtLocal' in event) queryClient.setQueryData(eventManageKeys.detail(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventManageKeys.mine() });
    },
  });
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventUpdate) => apiRequest(events.update, { params: { id }, body }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventManageKeys.detail(id), event);
      void queryClient.invalidateQueries({ queryKey: eventManageKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: publicEventKeys.one(event.code) });
    },
  });
}
