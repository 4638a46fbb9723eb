// POST /me/notifications/:id/read and /me/notifications/read-all: the answer is the new unread count, which the
// nav's badge takes at once; the list is read again.
import type { UnreadCount } from '@sherehe/core/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

function useAfterRead() {
  const queryClient = useQueryClient();
  return (count: UnreadCount) => {
    queryClient.setQueryData(notificationKeys.unread(), count);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() });
  };
}

export function useMarkRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<UnreadCount>(`/me/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: afterRead,
  });
}

export function useMarkAllRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: () => apiRequest<UnreadCount>('/me/notifications/read-all', { method: 'POST' }),
    onSuccess: afterRead,
  });
}
