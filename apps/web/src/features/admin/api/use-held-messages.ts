// GET /admin/held-messages: what the outbound budget held back, newest first, a page at a time.
import type { HeldMessagesPage } from '@sherehe/core/api/outbound';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

const PAGE_SIZE = 25;

export function useHeldMessages() {
  return useInfiniteQuery({
    queryKey: adminKeys.heldMessages,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<HeldMessagesPage>(`/admin/held-messages?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
