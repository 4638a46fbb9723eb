// A person's conversations with vendors (and a vendor's with customers): each side's list a page at a time, the
// count of those with something new, one conversation with its newest messages, and what people do in one.
import type {
  ConversationDetail,
  ConversationSide,
  Message,
  ReportMessageBody,
  StartConversationBody,
} from '@sherehe/core/api/conversations';
import { conversationsEndpoints as conversations } from '@sherehe/core/api/conversations-endpoints';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { onNotificationArrived } from '../../../lib/push/notification-arrived.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

const PAGE_SIZE = 20;
/** How often an open conversation asks for the other side's new messages. */
const CONVERSATION_REFRESH_MS = 15_000;
/** How often the lists' "new" counts are asked for while shown. */
const LIST_REFRESH_MS = 60_000;

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (side: ConversationSide) => [...conversationKeys.all, 'list', side] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
};

export const conversationListQuery = (side: ConversationSide) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(side),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(side === 'customer' ? conversations.mine : conversations.vendorInbox, {
        query: { limit: PAGE_SIZE, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: LIST_REFRESH_MS,
  });

export function useConversationList(side: ConversationSide) {
  return useInfiniteQuery(conversationListQuery(side));
}

export const unreadConversationsQuery = queryOptions({
  queryKey: conversationKeys.unread(),
  queryFn: ({ signal }) => apiRequest(conversations.unread, { signal }),
  refetchInterval: LIST_REFRESH_MS,
});

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(conversations.get, { params: { id }, query: {}, signal }),
    refetchInterval: CONVERSATION_REFRESH_MS,
  });

export function useConversation(id: string) {
  const queryClient = useQueryClient();
  // A message pushed while the conversation is open shows at once, not at the next refresh.
  useEffect(
    () =>
      onNotificationArrived(
        () => void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) }),
      ),
    [queryClient, id],
  );
  return useQuery(conversationQuery(id));
}

/** Older messages of a conversation, read on request above the ones shown. */
export function olderMessages(id: string, cursor: string) {
  return apiRequest(conversations.get, { params: { id }, query: { cursor } });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationBody) => apiRequest(conversations.start, { body }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.detail(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list('customer') });
    },
  });
}

/** The message written joins the thread at once; the lists and counts follow. */
function useMessageSent(id: string) {
  const queryClient = useQueryClient();
  return (message: Message) => {
    queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(id), (current) =>
      current && !current.messages.some((each) => each.id === message.id)
        ? { ...current, messages: [...current.messages, message] }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  };
}

export function useSendMessage(id: string) {
  const onSuccess = useMessageSent(id);
  return useMutation({
    mutationFn: (body: string) => apiRequest(conversations.send, { params: { id }, body: { body } }),
    onSuccess,
  });
}

/** Sends one photo into a conversation (a message of its own), with its progress. */
export const sendPhoto = (id: string, file: File, onProgress?: (fraction: number) => void) =>
  uploadFile(conversations.sendPhoto, { id }, file, onProgress);

export function useSendPhoto(id: string, onProgress: (fraction: number) => void) {
  const onSuccess = useMessageSent(id);
  return useMutation({ mutationFn: (file: File) => sendPhoto(id, file, onProgress), onSuccess });
}

/** A message's photo: its two sides read it with their session (an admin too, once reported). */
export const messagePhotoUrl = (id: string, messageId: string) =>
  endpointUrl(conversations.photo, { params: { id, messageId } });

/** Everything in the conversation is read: the lists' and the badge's counts follow. */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(conversations.read, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...conversationKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
      // The server marked what the person was told of these messages read: the inbox and the nav badge's count
      // (the notifications feature's queries, under its root key) follow.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export function useReportMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, why }: { messageId: string } & ReportMessageBody) =>
      apiRequest(conversations.report, { params: { id, messageId }, body: { why } }),
    onSuccess: (_, { messageId }) =>
      queryClient.setQueryData<ConversationDetail>(conversationKeys.detail(id), (current) =>
        current
          ? {
              ...current,
              messages: current.messages.map((each) =>
                each.id === messageId ? { ...each, reportedByMe: true } : each,
              ),
            }
          : current,
      ),
  });
}
