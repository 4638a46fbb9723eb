// GET /payments/:id: the payer's view of one attempt, asked again every few seconds until it is settled.
import type { PaymentView } from '@sherehe/core/api/payments';
import { paymentsEndpoints } from '@sherehe/core/api/payments-endpoints';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const REFRESH_MS = 2500;

export const paymentKeys = { one: (id: string) => ['payments', id] as const };

/** Still waiting for the phone (or for the provider to say what happened). */
export const isWaiting = (status: PaymentView['status']) => status === 'pending' || status === 'unknown';

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.one(id),
    queryFn: ({ signal }) => apiRequest(paymentsEndpoints.get, { params: { id }, signal }),
    // Updates by itself while the payer looks at their phone; stops once the payment is settled.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isWaiting(status) ? REFRESH_MS : false;
    },
  });

export function usePayment(id: string) {
  return useQuery(paymentQuery(id));
}

/** POST /payments/:id/retry: a new attempt (a new push) for the same purpose. */
export function useRetryPayment(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(paymentsEndpoints.retry, { params: { id }, body: {} }),
  });
}
