// GET /events/mine: the events this person hosts and those whose committee they are on, for the Account page.
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export function useMyEvents() {
  return useQuery({
    queryKey: eventManageKeys.mine(),
    queryFn: ({ signal }) => apiRequest(events.mine, { signal }),
  });
}
