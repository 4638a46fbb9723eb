// GET /orders/:id (one order with its timeline and what its viewer may do), and the customer's actions on it.
import type { OrderDetail } from '@sherehe/core/api/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<OrderDetail>(orderPath(id), { signal }),
  });
}

/** Keeps an order another feature's step answered (a dispute's): the page shows it at once, the lists follow. */
export function useSetOrder(id: string) {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(orderKeys.detail(id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
  };
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OrderDetail>(`${orderPath(id)}/cancel`, { method: 'POST' }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
  });
}

/** "I received it": the customer says a delivered order came, which releases the vendor's money. */
export function useConfirmReceipt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OrderDetail>(`${orderPath(id)}/confirm-receipt`, { method: 'POST' }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
  });
}

/** Starts the balance's payment; the caller goes to its waiting page. */
export function usePayBalance(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      apiRequest<{ paymentId: string }>(`${orderPath(id)}/pay`, { method: 'POST', body: { phone } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
  });
}
