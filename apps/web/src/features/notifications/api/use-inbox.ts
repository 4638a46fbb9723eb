// GET /me/notifications: the person's notifications, newest first, a page at a time, with the unread count.
import type { NotificationsPage } from '@sherehe/core/api/notifications';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { onNotificationArrived } from '../../../lib/push/notification-arrived.ts';
import { notificationKeys } from './notification-keys.ts';

export const INBOX_PAGE = 10;

export function useInbox() {
  const queryClient = useQueryClient();
  // A push that arrives while the page is open shows in the list at once.
  useEffect(
    () => onNotificationArrived(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })),
    [queryClient],
  );
  return useInfiniteQuery({
    queryKey: notificationKeys.inbox(),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(INBOX_PAGE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<NotificationsPage>(`/me/notifications?${query}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
