// GET /admin/payments (newest first, searched and filtered), GET /admin/payments/:id (its history) and
// POST /admin/payments/:id/refund.
import type {
  AdminPaymentDetail,
  AdminPaymentsResponse,
  PaymentRefund,
  PaymentStatus,
} from '@sherehe/core/api/payments';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type PaymentFilter = 'all' | PaymentStatus | 'needs-refund';

const PAGE_SIZE = 25;

function paymentsPath(search: string, filter: PaymentFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search) params.set('q', search);
  if (filter === 'needs-refund') params.set('needsRefund', 'true');
  else if (filter !== 'all') params.set('status', filter);
  if (cursor) params.set('cursor', cursor);
  return `/admin/payments?${params}`;
}

export function useAdminPayments(search: string, filter: PaymentFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.payments(search, filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminPaymentsResponse>(paymentsPath(search, filter, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPayment(id: string) {
  return useQuery({
    queryKey: adminKeys.payment(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminPaymentDetail>(`/admin/payments/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useRefundPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amountTzs: number; reason: string }) =>
      apiRequest<PaymentRefund>(`/admin/payments/${encodeURIComponent(id)}/refund`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Sends a refund the provider refused again (once): the same money to the same number. */
export function useSendRefundAgain(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: string) =>
      apiRequest<PaymentRefund>(
        `/admin/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}/again`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
