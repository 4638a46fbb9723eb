// A vendor's quotes in a conversation: sending one (it arrives as a message), and the customer accepting one (it
// becomes an order, its payment asked for) or declining it.
import type { ConversationDetail } from '@sherehe/core/api/conversations';
import { conversationsEndpoints as conversations } from '@sherehe/core/api/conversations-endpoints';
import type { AcceptQuoteBody, SendQuoteBody } from '@sherehe/core/api/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationKeys } from './use-conversations.ts';

export function useSendQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendQuoteBody) => apiRequest(conversations.sendQuote, { params: { id }, body }),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(id), (current) =>
        current ? { ...current, messages: [...current.messages, message] } : current,
      );
      // The quote it replaced reads as replaced once the conversation is fetched again.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}

export function useAcceptQuote(id: string, quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptQuoteBody) =>
      apiRequest(conversations.acceptQuote, { params: { id, quoteId }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) }),
  });
}

export function useDeclineQuote(id: string, quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(conversations.declineQuote, { params: { id, quoteId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) }),
  });
}
