// GET /admin/reconciliation?day=: one day's collections, refunds and payouts against the ledger; and its CSV.
import { reconciliationEndpoints } from '@sherehe/core/api/reconciliation-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export const reconciliationQuery = (day: string) =>
  queryOptions({
    queryKey: adminKeys.reconciliation(day),
    queryFn: ({ signal }) => apiRequest(reconciliationEndpoints.day, { query: { day }, signal }),
    placeholderData: keepPreviousData,
  });

export function useReconciliation(day: string) {
  return useQuery(reconciliationQuery(day));
}

export const reconciliationCsvUrl = (day: string) =>
  endpointUrl(reconciliationEndpoints.export, { query: { day } });
