// GET /admin/events: every event newest first, searched by name or code, optionally only hidden or only shown; and
// hiding an abusive event (its page and pledges stop, with a reason) or showing it again.
import type { adminEventPage } from '@sherehe/core/api/events';
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type AdminEventPage = z.infer<typeof adminEventPage>;
export type HiddenFilter = 'all' | 'true' | 'false';

export const adminEventsQuery = (search: string, hidden: HiddenFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.events(search, hidden),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(events.adminList, {
        query: { q: search, hidden: hidden === 'all' ? undefined : hidden, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminEvents(search: string, hidden: HiddenFilter) {
  return useInfiniteQuery(adminEventsQuery(search, hidden));
}

export type EventVisibilityChange =
  | { id: string; action: 'hide'; reason: string }
  | { id: string; action: 'unhide' };

export function useEventVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EventVisibilityChange) =>
      change.action === 'hide'
        ? apiRequest(events.hide, { params: { id: change.id }, body: { reason: change.reason } })
        : apiRequest(events.unhide, { params: { id: change.id } }),
    // Refreshed after a refusal too: a 409 means the list was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
