// GET /admin/held-messages: what the outbound budget held back, newest first, a page at a time.
import { outboundEndpoints as outbound } from '@sherehe/core/api/outbound-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

const PAGE_SIZE = 25;

export const heldMessagesQuery = infiniteQueryOptions({
  queryKey: adminKeys.heldMessages,
  queryFn: ({ pageParam, signal }) =>
    apiRequest(outbound.heldMessages, {
      query: { limit: PAGE_SIZE, cursor: pageParam ?? undefined },
      signal,
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useHeldMessages() {
  return useInfiniteQuery(heldMessagesQuery);
}
