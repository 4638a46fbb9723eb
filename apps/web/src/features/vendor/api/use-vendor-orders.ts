// The vendor's orders: a box a page at a time (new to accept, upcoming by date, past), the figures, one order's
// detail (GET /orders/:id answers the vendor with the customer's phone and what the vendor may do), and the
// vendor's answers to it, each answered with the order as it now stands.
import type { OrderDetail } from '@sherehe/core/api/orders';
import { ordersEndpoints as orders } from '@sherehe/core/api/orders-endpoints';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export const vendorBoxes = ['new', 'upcoming', 'past'] as const;
export type VendorBox = (typeof vendorBoxes)[number];

export const vendorOrdersQuery = (box: VendorBox) =>
  infiniteQueryOptions({
    queryKey: vendorKeys.orderBox(box),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(orders.vendorOrders, { query: { box, cursor: pageParam }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useVendorOrders(box: VendorBox) {
  return useInfiniteQuery(vendorOrdersQuery(box));
}

export const vendorOrderFiguresQuery = queryOptions({
  queryKey: vendorKeys.orderFigures(),
  queryFn: ({ signal }) => apiRequest(orders.vendorFigures, { signal }),
});

export function useVendorOrderFigures() {
  return useQuery(vendorOrderFiguresQuery);
}

export const vendorOrderQuery = (id: string) =>
  queryOptions({
    queryKey: vendorKeys.order(id),
    queryFn: ({ signal }) => apiRequest(orders.get, { params: { id }, signal }),
  });

export function useVendorOrder(id: string) {
  return useQuery(vendorOrderQuery(id));
}

/** Keeps an order another feature's step answered (a dispute's): the page shows it at once; the boxes follow. */
export function useSetVendorOrder(id: string) {
  const queryClient = useQueryClient();
  return (order: OrderDetail) => {
    queryClient.setQueryData(vendorKeys.order(id), order);
    void queryClient.invalidateQueries({
      queryKey: vendorKeys.orders(),
      predicate: (query) => query.queryKey[3] !== id,
    });
  };
}

export type VendorAnswer =
  | { action: 'confirm' }
  | { action: 'deliver'; earlyReason?: string }
  | { action: 'decline'; reason: string };

export function useAnswerOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: VendorAnswer) => {
      const params = { id };
      if (answer.action === 'confirm') return apiRequest(orders.vendorConfirm, { params });
      if (answer.action === 'decline')
        return apiRequest(orders.vendorDecline, { params, body: { reason: answer.reason } });
      return apiRequest(orders.vendorDeliver, {
        params,
        ...(answer.earlyReason ? { body: { earlyReason: answer.earlyReason } } : {}),
      });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(vendorKeys.order(id), order);
      // The boxes and the figures move with it.
      void queryClient.invalidateQueries({
        queryKey: vendorKeys.orders(),
        predicate: (query) => query.queryKey[3] !== id,
      });
      // A declined order's refund moves the vendor's money too.
      void queryClient.invalidateQueries({ queryKey: vendorKeys.money() });
    },
  });
}
