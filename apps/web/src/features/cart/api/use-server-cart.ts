// The cart page's view of the server cart (with each listing's details), and its changes, answered with the cart.
import type { CartResponse } from '@sherehe/core/api/cart';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartChange } from '../../../lib/cart-store.ts';
import { sendCart, writeCartChange } from '../../../lib/cart-sync.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';

export const cartQueryKey = ['cart'] as const;

// Through the cart's own queue, so a change still on its way (an add from a product page) is in the answer.
export const serverCartQuery = queryOptions({
  queryKey: cartQueryKey,
  queryFn: () => sendCart(),
  staleTime: 0,
});

export function useServerCart() {
  return useQuery(serverCartQuery);
}

export function useCartChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => writeCartChange(change),
    onSuccess: (cart: CartResponse) => queryClient.setQueryData(cartQueryKey, cart),
    onError: (error) => {
      toast.error(errorText(error));
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
