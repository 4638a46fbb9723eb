// GET /admin/reconciliation?day=: one day's collections, refunds and payouts against the ledger; and its CSV.
import type { ReconciliationResponse } from '@sherehe/core/api/reconciliation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export function useReconciliation(day: string) {
  return useQuery({
    queryKey: adminKeys.reconciliation(day),
    queryFn: ({ signal }) =>
      apiRequest<ReconciliationResponse>(`/admin/reconciliation?${new URLSearchParams({ day })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const reconciliationCsvUrl = (day: string) =>
  `${API_BASE}/admin/reconciliation/export?${new URLSearchParams({ day })}`;
