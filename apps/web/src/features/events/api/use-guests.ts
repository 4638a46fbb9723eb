// GET /events/{id}/guests: one page of the guest list, searched, filtered and sorted on the server, with the whole
// list's counts and groups; and the list's downloads.
import type { GuestsQuery } from '@sherehe/core/api/guests';
import { guestsEndpoints as guests } from '@sherehe/core/api/guests-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const GUESTS_PAGE_SIZE = 50;

export const guestsQuery = (id: string, query: GuestsQuery) =>
  queryOptions({
    queryKey: eventManageKeys.guests(id, query),
    queryFn: ({ signal }) =>
      apiRequest(guests.list, {
        params: { id },
        query: {
          q: query.q,
          side: query.side,
          group: query.group,
          pledge: query.pledge,
          card: query.card,
          rsvp: query.rsvp,
          arrived: query.arrived,
          sort: query.sort,
          dir: query.dir,
          // Numbers in the query (its schema coerces them, so its input type is unknown); offset 0 is left out.
          offset: Number(query.offset) || undefined,
          limit: Number(query.limit ?? GUESTS_PAGE_SIZE),
        },
        signal,
      }),
    // The table stays while the next page or filter loads, dimmed, instead of jumping to a skeleton.
    placeholderData: keepPreviousData,
  });

export function useGuests(id: string, query: GuestsQuery) {
  return useQuery(guestsQuery(id, query));
}

/** A plain link, as the ledger's: the session cookie goes with it and the browser saves the file. */
export function guestsExportHref(id: string, format: 'csv' | 'xlsx', language: 'en' | 'sw'): string {
  return endpointUrl(guests.export, { params: { id }, query: { format, language } });
}
