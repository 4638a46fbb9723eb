// GET /admin/payouts (newest first, by status, with counts), POST /admin/payouts/:id/retry and /:id/settle; the
// vendors whose payouts are held or who owe (GET /admin/payouts/vendors), and holding or lifting a vendor's payouts.
import type { PayoutHoldBody, SettlePayoutBody } from '@sherehe/core/api/admin-payouts';
import { adminPayoutsEndpoints } from '@sherehe/core/api/admin-payouts-endpoints';
import type { PayoutStatus } from '@sherehe/core/api/payouts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type PayoutFilter = 'all' | PayoutStatus;

const PAGE_SIZE = 25;

const payoutsQuery = (filter: PayoutFilter, cursor: string | null) => ({
  limit: PAGE_SIZE,
  status: filter === 'all' ? undefined : filter,
  cursor: cursor ?? undefined,
});

export const adminPayoutsQuery = (filter: PayoutFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.payouts(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(adminPayoutsEndpoints.list, { query: payoutsQuery(filter, pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminPayouts(filter: PayoutFilter) {
  return useInfiniteQuery(adminPayoutsQuery(filter));
}

export function useRetryPayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(adminPayoutsEndpoints.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSettlePayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlePayoutBody) =>
      apiRequest(adminPayoutsEndpoints.settle, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const payoutVendorsQuery = queryOptions({
  queryKey: adminKeys.payoutVendors(),
  queryFn: ({ signal }) => apiRequest(adminPayoutsEndpoints.vendors, { signal }),
});

export function usePayoutVendors() {
  return useQuery(payoutVendorsQuery);
}

export function usePayoutHold(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { hold: PayoutHoldBody } | { lift: true }) =>
      'hold' in change
        ? apiRequest(adminPayoutsEndpoints.hold, { params: { vendorId }, body: change.hold })
        : apiRequest(adminPayoutsEndpoints.liftHold, { params: { vendorId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A vendor's month statement as a file the browser downloads with the admin's session cookie. */
export const adminStatementFileUrl = (
  vendorId: string,
  month: string,
  format: 'csv' | 'pdf',
  language: 'en' | 'sw',
) =>
  endpointUrl(adminPayoutsEndpoints.vendorStatementExport, {
    params: { vendorId, month },
    query: { format, language },
  });
