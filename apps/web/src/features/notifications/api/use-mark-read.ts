// POST /me/notifications/:id/read and /me/notifications/read-all: the answer is the new unread count, which the
// nav's badge takes at once; the list is read again.
import type { UnreadCount } from '@sherehe/core/api/notifications';
import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
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
    mutationFn: (id: string) => apiRequest(notifications.markRead, { params: { id } }),
    onSuccess: afterRead,
  });
}

export function useMarkAllRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: () => apiRequest(notifications.markAllRead),
    onSuccess: afterRead,
  });
}
