// PUT /events/:id/cover (a photo as multipart, field "file") and DELETE /events/:id/cover: the event's cover photo.
import type { EventDetail } from '@sherehe/core/api/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, apiRequest, isErrorBody, refusalError } from '../../../lib/api-client.ts';
import { publicEventKeys } from '../../../lib/public-event.ts';
import { readString } from '../../../lib/storage.ts';
import { AUTH_TOKEN_KEY } from '../../../lib/storage-keys.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

const coverPath = (id: string) => `${eventApiPath(id)}/cover`;

/** The JSON client cannot send a file; this sends one the same way and fails with the same errors. */
export async function putCover(id: string, file: File): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readString(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`${API_BASE}${coverPath(id)}`, {
    method: 'PUT',
    headers,
    body: form,
    credentials: 'same-origin',
  });
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(payload)) throw await refusalError(res.status, payload);
    throw new ApiError(res.status, 'http', `HTTP error! status: ${res.status}`);
  }
  return payload;
}

function useRefreshEvent(id: string) {
  const queryClient = useQueryClient();
  return (answer: unknown) => {
    // The answer is the event when the server sends it back; asking again is right whatever it sends.
    const event = answer as Partial<EventDetail> | null;
    if (event && typeof event === 'object' && event.id === id && event.code) {
      queryClient.setQueryData(eventKeys.detail(id), event as EventDetail);
      void queryClient.invalidateQueries({ queryKey: publicEventKeys.one(event.code) });
    }
    void queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) });
  };
}

export function useUploadCover(id: string) {
  const refresh = useRefreshEvent(id);
  return useMutation({ mutationFn: (file: File) => putCover(id, file), onSuccess: refresh });
}

export function useRemoveCover(id: string) {
  const refresh = useRefreshEvent(id);
  return useMutation({
    mutationFn: () => apiRequest<unknown>(coverPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
