// GET /events/{id}/ledger: one page of contributors, filtered, sorted and counted; the totals are the whole event's.
import type { LedgerQuery } from '@sherehe/core/api/pledges';
import { pledgesEndpoints as pledges } from '@sherehe/core/api/pledges-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const LEDGER_PAGE_SIZE = 50;

export const ledgerQuery = (id: string, query: LedgerQuery) =>
  queryOptions({
    queryKey: eventManageKeys.ledger(id, query),
    queryFn: ({ signal }) =>
      apiRequest(pledges.ledger, {
        params: { id },
        query: {
          q: query.q,
          status: query.status,
          sort: query.sort,
          dir: query.dir,
          // Numbers in the query (its schema coerces them, so its input type is unknown); offset 0 is left out.
          offset: Number(query.offset) || undefined,
          limit: Number(query.limit ?? LEDGER_PAGE_SIZE),
        },
        signal,
      }),
    // The table stays while the next page or filter loads, dimmed, instead of jumping to a skeleton.
    placeholderData: keepPreviousData,
  });

export function useLedger(id: string, query: LedgerQuery) {
  return useQuery(ledgerQuery(id, query));
}

/**
 * The downloads are plain links: the session cookie goes with them and the browser saves the file, its columns and
 * statuses in the reader's language.
 */
export function ledgerExportHref(id: string, format: 'csv' | 'xlsx', language: 'en' | 'sw'): string {
  return endpointUrl(pledges.exportLedger, { params: { id }, query: { format, language } });
}
