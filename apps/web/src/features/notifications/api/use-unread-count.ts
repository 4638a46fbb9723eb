// GET /me/notifications/unread-count: the nav's badge, for a signed-in person. Asked again every minute while the
// tab is in view, when the tab comes back, and at once when a push arrives.
import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { onNotificationArrived } from '../../../lib/push/notification-arrived.ts';
import { notificationKeys } from './notification-keys.ts';

export const UNREAD_REFRESH_MS = 60_000;

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: ({ signal }) => apiRequest(notifications.unreadCount, { signal }),
  refetchInterval: UNREAD_REFRESH_MS,
  staleTime: 30_000,
  // A count that cannot be read shows no badge; nothing to retry loudly for.
  retry: 1,
});

export function useUnreadCount(): number {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onNotificationArrived(
        () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
      ),
    [queryClient],
  );
  const { data } = useQuery(unreadCountQuery);
  return data?.unreadCount ?? 0;
}
