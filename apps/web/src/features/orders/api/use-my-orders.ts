// GET /orders: the signed-in person's orders a page at a time, newest first.

import { ordersEndpoints as orders } from '@sherehe/core/api/orders-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export const myOrdersQuery = infiniteQueryOptions({
  queryKey: orderKeys.mine(),
  queryFn: ({ pageParam, signal }) => apiRequest(orders.mine, { query: { cursor: pageParam }, signal }),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export function useMyOrders() {
  return useInfiniteQuery(myOrdersQuery);
}
