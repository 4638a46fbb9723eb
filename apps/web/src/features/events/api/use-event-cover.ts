// PUT /events/:id/cover (a photo as multipart, field "file") and DELETE /events/:id/cover: the event's cover photo.
import type { EventDetail } from '@sherehe/core/api/events';
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicEventKeys } from '../../../lib/public-event.ts';
import { putFile } from '../../../lib/put-file.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const putCover = (id: string, file: File) => putFile(events.setCover, { id }, file);

function useRefreshEvent(id: string) {
  const queryClient = useQueryClient();
  return (answer: unknown) => {
    // The answer is the event when the server sends it back; asking again is right whatever it sends.
    const event = answer as Partial<EventDetail> | null;
    if (event && typeof event === 'object' && event.id === id && event.code) {
      queryClient.setQueryData(eventManageKeys.detail(id), event as EventDetail);
      void queryClient.invalidateQueries({ queryKey: publicEventKeys.one(event.code) });
    }
    void queryClient.invalidateQueries({ queryKey: eventManageKeys.detail(id) });
  };
}

export function useUploadCover(id: string) {
  const refresh = useRefreshEvent(id);
  return useMutation({ mutationFn: (file: File) => putCover(id, file), onSuccess: refresh });
}

export function useRemoveCover(id: string) {
  const refresh = useRefreshEvent(id);
  return useMutation({
    mutationFn: () => apiRequest(events.removeCover, { params: { id } }),
    onSuccess: refresh,
  });
}
