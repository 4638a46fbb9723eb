// Guests: the committee's invitation list of an event (issue 39): each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

/** What a committee endpoint may answer about the caller's role on the event. */
const committee = { 403: ['event.not_allowed'], 404: ['event.not_found'] } as const;
const onGuest = { ...committee, 404: ['event.not_found', 'guest.not_found'] } as const;

export const guestsEndpoints = endpoints<typeof import('./guests.ts')>()('guests', {
  list: {
    method: 'GET',
    path: '/events/:id/guests',
    summary:
      "The event's guests with their pledge: search, filter by side, group and pledge, sort, page; the counts",
    params: 'eventIdParams',
    query: 'guestsQuery',
    response: 'guestsPage',
    refusals: committee,
  },
  add: {
    method: 'POST',
    path: '/events/:id/guests',
    summary: 'Add a guest (one guest per phone per event)',
    params: 'eventIdParams',
    body: 'guestInput',
    response: 'guestRow',
    status: 201,
    refusals: { ...committee, 409: ['guest.phone_taken'], 422: ['event.hidden', 'guest.list_full'] },
  },
  update: {
    method: 'PATCH',
    path: '/events/:id/guests/:guestId',
    summary: "Change a guest's name, contacts, group, side, seats or notes",
    params: 'guestParams',
    body: 'guestUpdate',
    response: 'guestRow',
    refusals: { ...onGuest, 409: ['guest.phone_taken'], 422: ['event.hidden'] },
  },
  remove: {
    method: 'DELETE',
    path: '/events/:id/guests/:guestId',
    summary: 'Take a guest off the list',
    params: 'guestParams',
    response: null,
    status: 204,
    refusals: { ...onGuest, 422: ['event.hidden'] },
  },
  addFromPledges: {
    method: 'POST',
    path: '/events/:id/guests/from-pledges',
    summary: 'Invite contributors of the ledger: each becomes a guest with their name, phone and e-mail',
    params: 'eventIdParams',
    body: 'guestsFromPledgesInput',
    response: 'guestsFromPledgesResult',
    status: 201,
    refusals: {
      ...committee,
      404: ['event.not_found', 'pledge.not_found'],
      422: ['event.hidden', 'guest.list_full'],
    },
  },
  import: {
    method: 'POST',
    path: '/events/:id/guests/import',
    // The body is the file itself (text/csv or an XLSX workbook), read by the feature: no JSON schema.
    summary:
      'Add or update guests from a CSV or XLSX file (Name; Phone, Email, Group, Side, Seats, Notes optional)',
    params: 'eventIdParams',
    response: 'importResult',
    refusals: {
      ...committee,
      400: [
        'guest.import_not_file',
        'guest.import_empty',
        'guest.import_too_large',
        'guest.import_header_invalid',
      ],
      422: ['event.hidden', 'guest.list_full'],
    },
  },
  export: {
    method: 'GET',
    path: '/events/:id/guests/export',
    summary: 'The guest list as a CSV or XLSX file (wageni-{code})',
    params: 'eventIdParams',
    query: 'exportQuery',
    response: null,
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    refusals: committee,
  },
});
