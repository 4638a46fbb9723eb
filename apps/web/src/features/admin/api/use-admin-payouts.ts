// GET /admin/payouts (newest first, by status, with counts), POST /admin/payouts/:id/retry and /:id/settle; the
// vendors whose payouts are held or who owe (GET /admin/payouts/vendors), and holding or lifting a vendor's payouts.
import type {
  AdminPayout,
  AdminPayoutsResponse,
  AdminPayoutVendorsResponse,
  PayoutHoldBody,
  SettlePayoutBody,
} from '@sherehe/core/api/admin-payouts';
import type { PayoutStatus } from '@sherehe/core/api/payouts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type PayoutFilter = 'all' | PayoutStatus;

const PAGE_SIZE = 25;

function payoutsPath(filter: PayoutFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filter !== 'all') params.set('status', filter);
  if (cursor) params.set('cursor', cursor);
  return `/admin/payouts?${params}`;
}

export function useAdminPayouts(filter: PayoutFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.payouts(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminPayoutsResponse>(payoutsPath(filter, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useRetryPayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<AdminPayout>(`/admin/payouts/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSettlePayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlePayoutBody) =>
      apiRequest<AdminPayout>(`/admin/payouts/${encodeURIComponent(id)}/settle`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function usePayoutVendors() {
  return useQuery({
    queryKey: adminKeys.payoutVendors(),
    queryFn: ({ signal }) => apiRequest<AdminPayoutVendorsResponse>('/admin/payouts/vendors', { signal }),
  });
}

const holdPath = (vendorId: string) => `/admin/vendors/${encodeURIComponent(vendorId)}/payout-hold`;

export function usePayoutHold(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { hold: PayoutHoldBody } | { lift: true }) =>
      'hold' in change
        ? apiRequest<null>(holdPath(vendorId), { method: 'PUT', body: change.hold })
        : apiRequest<null>(holdPath(vendorId), { method: 'DELETE' }),
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
  `${API_BASE}/admin/vendors/${encodeURIComponent(vendorId)}/statements/${encodeURIComponent(month)}/export?${new URLSearchParams({ format, language })}`;
