// The cart of this browser: the core cart rules in a store, kept in localStorage so it survives reloads.
import {
  addItem,
  type Cart,
  type CartItem,
  clear,
  distinctLineCount,
  normalizeCart,
  parseCart,
  removeItem,
  updateLocation,
  updateQuantity,
} from '@sherehe/core/cart';
import { create } from 'zustand';
import { readJson, writeString } from './storage.ts';
import { CART_KEY } from './storage-keys.ts';

/** The stored cart, or an empty one when nothing valid is stored (old format, hand-edited, another app's key). */
export function readStoredCart(): Cart {
  const stored = parseCart(readJson(CART_KEY));
  return stored ? normalizeCart(stored) : [];
}

type CartState = {
  items: Cart;
  addItem: (item: CartItem) => void;
  removeItem: (productId: string) => void;
  updateQuantity: (productId: string, quantity: number) => void;
  updateLocation: (productId: string, location: string | undefined) => void;
  clear: () => void;
};

export const useCart = create<CartState>()((set) => ({
  items: readStoredCart(),
  addItem: (item) => set(({ items }) => ({ items: addItem(items, item) })),
  removeItem: (productId) => set(({ items }) => ({ items: removeItem(items, productId) })),
  updateQuantity: (productId, quantity) =>
    set(({ items }) => ({ items: updateQuantity(items, productId, quantity) })),
  updateLocation: (productId, location) =>
    set(({ items }) => ({ items: updateLocation(items, productId, location) })),
  clear: () => set({ items: clear() }),
}));

useCart.subscribe((state, previous) => {
  if (state.items === previous.items) return;
  writeString(CART_KEY, state.items.length > 0 ? JSON.stringify(state.items) : null);
});

/** Re-reads the stored cart, e.g. after another tab changed it. */
export function syncCartFromStorage(): void {
  useCart.setState({ items: readStoredCart() });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_KEY || event.key === null) syncCartFromStorage();
  });
}

/** The nav badge number. */
export function useCartLineCount(): number {
  return useCart((state) => distinctLineCount(state.items));
}
