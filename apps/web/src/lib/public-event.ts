// GET /public/events/:code: an event's public page. Read by the events feature (its page) and by Contribute (the
// event a pledge is for), so its query lives here and both screens share one cache entry.
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { normalizeEventCode } from '@sherehe/core/event-rules';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, endpointCallPath } from './api-client.ts';
import { firstAnswer } from './first-answers.ts';

export const publicEventKeys = {
  all: ['public-events'] as const,
  one: (code: string) => [...publicEventKeys.all, normalizeEventCode(code)] as const,
};

/** The API path (under /api/v1) of an event's public answer. */
export const publicEventPath = (code: string) =>
  endpointCallPath(events.publicEvent, { params: { code: normalizeEventCode(code) } });

export const publicEventQuery = (code: string) => {
  const params = { code: normalizeEventCode(code) };
  return queryOptions({
    queryKey: publicEventKeys.one(code),
    queryFn: ({ signal }) => apiRequest(events.publicEvent, { params, signal }),
    // Drawn from the answer the server drew the page with; asked again once the app runs (a total may have moved).
    ...firstAnswer(events.publicEvent, { params }),
  });
};
