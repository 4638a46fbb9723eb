// Reported messages (issue 40): the queue by status, the reported conversation read in full (the server audits each
// reading), and the outcome: dismissed, or the message hidden from both sides.
import { conversationsEndpoints as conversations } from '@sherehe/core/api/conversations-endpoints';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type ReportStatus = 'open' | 'dismissed' | 'hidden';

/** A reported conversation's photo, read with the admin's session (each reading is audited). */
export const reportedPhotoUrl = (id: string, messageId: string) =>
  endpointUrl(conversations.photo, { params: { id, messageId } });

const PAGE_SIZE = 20;

export const messageReportsQuery = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.messageReports(status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(conversations.adminReports, {
        query: { status, limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useMessageReports(status: ReportStatus) {
  return useInfiniteQuery(messageReportsQuery(status));
}

export const reportedConversationQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.reportedConversation(id),
    queryFn: ({ signal }) => apiRequest(conversations.adminConversation, { params: { id }, signal }),
  });

export function useReportedConversation(id: string) {
  return useQuery(reportedConversationQuery(id));
}

export function useSettleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'dismiss' | 'hide' }) =>
      apiRequest(conversations.resolveReport, { params: { id }, body: { action } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
