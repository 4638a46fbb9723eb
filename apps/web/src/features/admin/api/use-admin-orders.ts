// GET /admin/orders: every order newest first, searched by reference, name, phone or e-mail, optionally of one status.
import type { OrderListResponse } from '@sherehe/core/api/orders';
import type { OrderStatus } from '@sherehe/core/order-rules';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type OrderStatusFilter = 'all' | OrderStatus;

function ordersPath(search: string, status: OrderStatusFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (status !== 'all') params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/admin/orders${query ? `?${query}` : ''}`;
}

export function useAdminOrders(search: string, status: OrderStatusFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.orders(search, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OrderListResponse>(ordersPath(search, status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
