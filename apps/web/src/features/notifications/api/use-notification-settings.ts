// GET and PUT /me/notification-settings: on or off per topic. A switch moves at once and goes back if the server
// refuses the change.
import type { NotificationSettings, NotificationSettingsUpdate } from '@sherehe/core/api/notifications';
import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationKeys.settings(),
  queryFn: ({ signal }) => apiRequest(notifications.settings, { signal }),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: (update: NotificationSettingsUpdate) =>
      apiRequest(notifications.changeSettings, { body: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      if (before) queryClient.setQueryData(key, { ...before, ...update });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
