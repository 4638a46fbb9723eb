// GET /admin/orders: every order newest first, searched by reference, name, phone or e-mail, optionally of one status.

import { ordersEndpoints as orders } from '@sherehe/core/api/orders-endpoints';
import type { OrderStatus } from '@sherehe/core/order-rules';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type OrderStatusFilter = 'all' | OrderStatus;

export const adminOrdersQuery = (search: string, status: OrderStatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.orders(search, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(orders.adminOrders, {
        query: { q: search, status: status === 'all' ? undefined : status, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(search: string, status: OrderStatusFilter) {
  return useInfiniteQuery(adminOrdersQuery(search, status));
}
