// GET /public/events/:code: an event's public page. Read by the events feature (its page) and by Contribute (the
// event a pledge is for), so its query lives here and both screens share one cache entry.
import type { PublicEvent } from '@sherehe/core/api/events';
import { normalizeEventCode } from '@sherehe/core/event-rules';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { firstAnswer } from './first-answers.ts';

export const publicEventKeys = {
  all: ['public-events'] as const,
  one: (code: string) => [...publicEventKeys.all, normalizeEventCode(code)] as const,
};

/** The API path (under /api/v1) of an event's public answer. */
export const publicEventPath = (code: string) =>
  `/public/events/${encodeURIComponent(normalizeEventCode(code))}`;

export const publicEventQuery = (code: string) => {
  const path = publicEventPath(code);
  return queryOptions({
    queryKey: publicEventKeys.one(code),
    queryFn: ({ signal }) => apiRequest<PublicEvent>(path, { signal }),
    // Drawn from the answer the server drew the page with; asked again once the app runs (a total may have moved).
    ...firstAnswer<PublicEvent>(path),
  });
};
