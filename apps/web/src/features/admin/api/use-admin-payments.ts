// GET /admin/payments (newest first, searched and filtered), GET /admin/payments/:id (its history) and
// POST /admin/payments/:id/refund.
import type { PaymentStatus } from '@sherehe/core/api/payments';
import { paymentsEndpoints } from '@sherehe/core/api/payments-endpoints';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type PaymentFilter = 'all' | PaymentStatus | 'needs-refund';

const PAGE_SIZE = 25;

const paymentsQuery = (search: string, filter: PaymentFilter, cursor: string | null) => ({
  limit: PAGE_SIZE,
  q: search,
  needsRefund: filter === 'needs-refund' ? ('true' as const) : undefined,
  status: filter === 'all' || filter === 'needs-refund' ? undefined : filter,
  cursor: cursor ?? undefined,
});

export const adminPaymentsQuery = (search: string, filter: PaymentFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.payments(search, filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(paymentsEndpoints.adminList, { query: paymentsQuery(search, filter, pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminPayments(search: string, filter: PaymentFilter) {
  return useInfiniteQuery(adminPaymentsQuery(search, filter));
}

export const adminPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.payment(id),
    queryFn: ({ signal }) => apiRequest(paymentsEndpoints.adminGet, { params: { id }, signal }),
  });

export function useAdminPayment(id: string) {
  return useQuery(adminPaymentQuery(id));
}

export function useRefundPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amountTzs: number; reason: string }) =>
      apiRequest(paymentsEndpoints.adminRefund, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Sends a refund the provider refused again (once): the same money to the same number. */
export function useSendRefundAgain(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: string) =>
      apiRequest(paymentsEndpoints.adminRefundAgain, { params: { id: paymentId, refundId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
