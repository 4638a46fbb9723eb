// GET /events/:id/door (what a gate device keeps to admit guests with no network) and POST …/door/scans (a device's
// scans, sent from its queue; the server's answers settle them between devices).
import type { DoorScansInput } from '@sherehe/core/api/door';
import { doorEndpoints as door } from '@sherehe/core/api/door-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often an open door page sends its queue while online (each scan is also sent at once). */
export const DOOR_REFRESH_MS = 20_000;
/**
 * How often it asks for the whole list again (other gates' admissions, new and revoked cards): a minute, since a
 * list of thousands of names is paid for in mobile data, and a scan's own answer already brings its card's word.
 */
export const DOOR_LIST_REFRESH_MS = 60_000;

export const doorKeys = { list: (eventId: string) => ['door', eventId, 'list'] as const };

export const doorListQuery = (eventId: string) =>
  queryOptions({
    queryKey: doorKeys.list(eventId),
    queryFn: ({ signal }) => apiRequest(door.list, { params: { id: eventId }, signal }),
    // The page keeps its own copy on the device; the cache only carries the latest answer to it.
    staleTime: DOOR_LIST_REFRESH_MS / 2,
    gcTime: 0,
  });

export function sendDoorScans(eventId: string, body: DoorScansInput) {
  return apiRequest(door.scan, { params: { id: eventId }, body });
}
