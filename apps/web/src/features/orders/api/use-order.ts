// GET /orders/:id (one order with its timeline and what its viewer may do), and the customer's actions on it.
import type { OrderDetail } from '@sherehe/core/api/orders';
import { ordersEndpoints as orders } from '@sherehe/core/api/orders-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(orders.get, { params: { id }, signal }),
  });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
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
    mutationFn: () => apiRequest(orders.cancel, { params: { id } }),
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
    mutationFn: () => apiRequest(orders.confirmReceipt, { params: { id } }),
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
    mutationFn: (phone: string) => apiRequest(orders.payBalance, { params: { id }, body: { phone } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
  });
}
