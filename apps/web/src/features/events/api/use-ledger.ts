// GET /events/{id}/ledger: one page of contributors, filtered, sorted and counted; the totals are the whole event's.
import type { LedgerPage, LedgerQuery } from '@sherehe/core/api/pledges';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys, eventPath } from './event-manage-keys.ts';

export const LEDGER_PAGE_SIZE = 50;

export function ledgerSearch(query: LedgerQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.sort) params.set('sort', query.sort);
  if (query.dir) params.set('dir', query.dir);
  if (query.offset) params.set('offset', String(query.offset));
  params.set('limit', String(query.limit ?? LEDGER_PAGE_SIZE));
  return params.toString();
}

export function useLedger(id: string, query: LedgerQuery) {
  return useQuery({
    queryKey: eventManageKeys.ledger(id, query),
    queryFn: ({ signal }) =>
      apiRequest<LedgerPage>(eventPath(id, `/ledger?${ledgerSearch(query)}`), { signal }),
    // The table stays while the next page or filter loads, dimmed, instead of jumping to a skeleton.
    placeholderData: keepPreviousData,
  });
}

/**
 * The downloads are plain links: the session cookie goes with them and the browser saves the file, its columns and
 * statuses in the reader's language.
 */
export function ledgerExportHref(id: string, format: 'csv' | 'xlsx', language: 'en' | 'sw'): string {
  return `/api/v1${eventPath(id, `/ledger/export?format=${format}&language=${language}`)}`;
}
