// GET /public/events/:code: an event's public page. Read by the events feature (its page) and by Contribute (the
// event a pledge is for), so its query lives here and both screens share one cache entry.
import type { PublicEvent } from '@sherehe/core/api/events';
import { normalizeEventCode } from '@sherehe/core/event-rules';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const publicEventKeys = {
  all: ['public-events'] as const,
  one: (code: string) => [...publicEventKeys.all, normalizeEventCode(code)] as const,
};

export const publicEventQuery = (code: string) =>
  queryOptions({
    queryKey: publicEventKeys.one(code),
    queryFn: ({ signal }) =>
      apiRequest<PublicEvent>(`/public/events/${encodeURIComponent(normalizeEventCode(code))}`, { signal }),
  });

export const eventPagePath = (code: string) => `/event-planners/e/${encodeURIComponent(code)}`;
export const contributePath = (code: string) =>
  `/event-planners/contribute?${new URLSearchParams({ event: code })}`;
