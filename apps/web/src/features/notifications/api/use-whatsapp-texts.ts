// GET and PUT /me/whatsapp-texts: whether Sherehe's texts come by WhatsApp instead of SMS. The switch moves at once
// and goes back if the server refuses.
import type { WhatsAppTexts } from '@sherehe/core/api/notifications';
import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const whatsAppTextsQuery = queryOptions({
  queryKey: notificationKeys.whatsAppTexts(),
  queryFn: ({ signal }) => apiRequest(notifications.whatsAppTexts, { signal }),
});

export function useWhatsAppTexts() {
  return useQuery(whatsAppTextsQuery);
}

export function useChooseWhatsAppTexts() {
  const queryClient = useQueryClient();
  const key = notificationKeys.whatsAppTexts();
  return useMutation({
    mutationFn: (on: boolean) => apiRequest(notifications.changeWhatsAppTexts, { body: { on } }),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WhatsAppTexts>(key);
      if (before) queryClient.setQueryData(key, { ...before, on });
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (texts) => queryClient.setQueryData(key, texts),
  });
}
