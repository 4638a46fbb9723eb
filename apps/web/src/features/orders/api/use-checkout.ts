// GET /checkout (the cart as orders-to-be, priced now) and POST /checkout (place them and send the payment prompt).
import type { PlaceOrderBody } from '@sherehe/core/api/orders';
import { ordersEndpoints as orders } from '@sherehe/core/api/orders-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCart } from '../../../lib/cart-store.ts';
import { orderKeys } from './order-keys.ts';

// Always asked afresh: prices, dates and stock may have changed since the cart was last seen.
export const checkoutPreviewQuery = queryOptions({
  queryKey: orderKeys.checkout(),
  queryFn: ({ signal }) => apiRequest(orders.checkout, { signal }),
  staleTime: 0,
  gcTime: 0,
});

export function useCheckoutPreview() {
  return useQuery(checkoutPreviewQuery);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => apiRequest(orders.placeOrder, { body }),
    onSuccess: () => {
      // The server emptied the cart into the orders: the badge and the cart page follow.
      if (useCart.getState().onServer) useCart.setState({ items: [] });
      queryClient.removeQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
  });
}
