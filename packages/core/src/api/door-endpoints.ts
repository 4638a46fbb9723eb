// The door (issue 39): each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

const committee = { 403: ['event.not_allowed'], 404: ['event.not_found'] } as const;

export const doorEndpoints = endpoints<typeof import('./door.ts')>()('door', {
  list: {
    method: 'GET',
    path: '/events/:id/door',
    summary:
      'What a gate device keeps to admit guests offline: the event, its public key, its cards (names, seats, card types, admissions)',
    params: 'eventIdParams',
    query: 'doorListQuery',
    response: 'doorList',
    refusals: { ...committee, 400: ['door.list_query_invalid'] },
  },
  scan: {
    method: 'POST',
    path: '/events/:id/door/scans',
    summary:
      "A device's scans, online or synced from its queue: each card's first admission wins, a later one is told when and by which device (also on an event an admin hid: its wedding still has a door)",
    params: 'eventIdParams',
    body: 'doorScansInput',
    response: 'doorScansResult',
    refusals: committee,
  },
  arrivals: {
    method: 'GET',
    path: '/events/:id/door/arrivals',
    summary: 'How many guests and seats have come in, of those with cards (the committee and the door)',
    params: 'eventIdParams',
    response: 'doorArrivals',
    refusals: committee,
  },
});
