// GET /me/notifications: the person's notifications, newest first, a page at a time, with the unread count.
import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { onNotificationArrived } from '../../../lib/push/notification-arrived.ts';
import { notificationKeys } from './notification-keys.ts';

export const INBOX_PAGE = 10;

export const inboxQuery = infiniteQueryOptions({
  queryKey: notificationKeys.inbox(),
  queryFn: ({ pageParam, signal }) =>
    apiRequest(notifications.inbox, { query: { limit: INBOX_PAGE, cursor: pageParam }, signal }),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export function useInbox() {
  const queryClient = useQueryClient();
  // A push that arrives while the page is open shows in the list at once.
  useEffect(
    () => onNotificationArrived(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })),
    [queryClient],
  );
  return useInfiniteQuery(inboxQuery);
}
