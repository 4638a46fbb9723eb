// GET /orders: the signed-in person's orders a page at a time, newest first.
import type { OrderListResponse } from '@sherehe/core/api/orders';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: orderKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OrderListResponse>(`/orders${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
