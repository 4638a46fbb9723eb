// GET /events/:id/door (what a gate device keeps to admit guests with no network, then only what changed) and POST
// …/door/scans (a device's scans, sent from its queue; the server's answers settle them between devices).
import type { DoorList, DoorScansInput } from '@sherehe/core/api/door';
import { doorEndpoints as door } from '@sherehe/core/api/door-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often an open door page sends its queue while online (each scan is also sent at once). */
export const DOOR_REFRESH_MS = 20_000;
/**
 * How often it asks for the list again (other gates' admissions, new and revoked cards): a minute, since even the
 * changes are paid for in mobile data, and a scan's own answer already brings its card's word.
 */
export const DOOR_LIST_REFRESH_MS = 60_000;

export const doorKeys = { list: (eventId: string) => ['door', eventId, 'list'] as const };

/** The device's list with the server's changes: the cards admitted since in place of its own, and the rest as kept. */
export function withChanges(kept: DoorList, changes: DoorList): DoorList {
  const changed = new Map(changes.cards.map((card) => [card.code, card]));
  return { ...changes, cards: kept.cards.map((card) => changed.get(card.code) ?? card), changesOnly: false };
}

/**
 * The server's list, brought up from the copy the device keeps (`kept`): when its cards are still current, the server
 * sends only those admitted since, not thousands of names again every minute over mobile data.
 */
export async function fetchDoorList(eventId: string, kept: DoorList | null, signal?: AbortSignal) {
  // A list kept before lists had fingerprints is simply asked for whole.
  const query = kept?.fingerprint ? { since: kept.at, list: kept.fingerprint } : {};
  const answer = await apiRequest(door.list, { params: { id: eventId }, query, signal });
  if (!kept || !answer.changesOnly) return answer;
  const brought = withChanges(kept, answer);
  // The cards admitted must add up to the server's count of arrivals; if they do not, a change was missed (an
  // admission that took longer than the overlap to be written): the whole list, once, puts it right.
  const admitted = brought.cards.filter((card) => card.admission !== null).length;
  if (admitted === brought.arrivals.guests) return brought;
  return apiRequest(door.list, { params: { id: eventId }, signal });
}

/** `kept` reads the copy the device keeps at the moment of each refresh. */
export const doorListQuery = (eventId: string, kept: () => DoorList | null) =>
  queryOptions({
    queryKey: doorKeys.list(eventId),
    queryFn: ({ signal }) => fetchDoorList(eventId, kept(), signal),
    // The page keeps its own copy on the device; the cache only carries the latest answer to it.
    staleTime: DOOR_LIST_REFRESH_MS / 2,
    gcTime: 0,
  });

export function sendDoorScans(eventId: string, body: DoorScansInput) {
  return apiRequest(door.scan, { params: { id: eventId }, body });
}
