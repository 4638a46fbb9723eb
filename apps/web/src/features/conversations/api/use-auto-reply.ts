// GET and PUT /vendor/auto-reply: the vendor's quiet hours and the reply customers get in them.
import type { SaveAutoReplyBody } from '@sherehe/core/api/conversations';
import { conversationsEndpoints as conversations } from '@sherehe/core/api/conversations-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const autoReplyKey = ['conversations', 'auto-reply'] as const;

export const autoReplyQuery = queryOptions({
  queryKey: autoReplyKey,
  queryFn: ({ signal }) => apiRequest(conversations.autoReply, { signal }),
});

export function useAutoReply() {
  return useQuery(autoReplyQuery);
}

export function useSaveAutoReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAutoReplyBody) => apiRequest(conversations.saveAutoReply, { body }),
    onSuccess: (saved) => queryClient.setQueryData(autoReplyKey, saved),
  });
}
