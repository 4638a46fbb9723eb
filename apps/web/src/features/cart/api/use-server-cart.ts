// The cart page's view of the server cart (with each listing's details), and its changes, answered with the cart.
import type { CartResponse } from '@sherehe/core/api/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import type { CartChange } from '../../../lib/cart-store.ts';
import { sendCart, writeCartChange } from '../../../lib/cart-sync.ts';
import { toast } from '../../../lib/toast.ts';

export const cartQueryKey = ['cart'] as const;

export function useServerCart() {
  // Through the cart's own queue, so a change still on its way (an add from a product page) is in the answer.
  return useQuery({ queryKey: cartQueryKey, queryFn: () => sendCart('/cart'), staleTime: 0 });
}

export function useCartChange() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('cart');
  return useMutation({
    mutationFn: (change: CartChange) => writeCartChange(change),
    onSuccess: (cart: CartResponse) => queryClient.setQueryData(cartQueryKey, cart),
    onError: (error) => {
      toast.error(cartErrorMessage(error, t));
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}

function cartErrorMessage(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (error.status === 404) return t('errors.gone');
  if (/at most 999/.test(error.message)) return t('errors.quantityMax');
  if (error.status === 400 || error.status === 422) return t('errors.refused');
  return t('errors.server');
}
