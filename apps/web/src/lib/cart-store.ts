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
  updateEventDate,
  updateGuests,
  updateLocation,
  updateQuantity,
} from '@sherehe/core/cart';
import { cartLimitExceeded } from '@sherehe/core/cart-limits';
import { create } from 'zustand';
import { readJson, writeString } from './storage.ts';
import { CART_KEY } from './storage-keys.ts';

/** The stored cart, or an empty one when nothing valid is stored (old format, hand-edited, another app's key). */
export function readStoredCart(): Cart {
  const stored = parseCart(readJson(CART_KEY));
  return stored ? normalizeCart(stored) : [];
}

/** One change as the person made it, for a signed-in person's cart to repeat on the server (cart-sync.ts). */
export type CartChange =
  | { op: 'add'; item: CartItem }
  | { op: 'remove'; productId: string }
  | { op: 'quantity'; productId: string; quantity: number }
  | { op: 'location'; productId: string; location: string | undefined }
  | { op: 'eventDate'; productId: string; eventDate: string | undefined }
  | { op: 'guests'; productId: string; guests: number | undefined }
  | { op: 'clear' };

type CartState = {
  items: Cart;
  /** True while someone is signed in: their cart lives on the server, and this browser's storage keeps only a visitor's. */
  onServer: boolean;
  // Each resolves once the change is kept (at once for a visitor) and rejects when the server refused it.
  addItem: (item: CartItem) => Promise<void>;
  removeItem: (productId: string) => Promise<void>;
  updateQuantity: (productId: string, quantity: number) => Promise<void>;
  updateLocation: (productId: string, location: string | undefined) => Promise<void>;
  updateEventDate: (productId: string, eventDate: string | undefined) => Promise<void>;
  updateGuests: (productId: string, guests: number | undefined) => Promise<void>;
  clear: () => Promise<void>;
};

/** A change refused in the browser because the cart would go past a bound the server keeps as well. */
export class CartLimitError extends Error {
  constructor(readonly limit: 'quantity' | 'lines') {
    super(`The cart would go past its ${limit} limit.`);
  }
}

let serverWriter: ((change: CartChange) => Promise<void>) | null = null;

/** cart-sync.ts sends a signed-in person's changes through this. */
export function setCartWriter(writer: ((change: CartChange) => Promise<void>) | null): void {
  serverWriter = writer;
}

export const useCart = create<CartState>()((set, get) => {
  // Shown at once either way; the server's answer then replaces the lines (or restores them after a refusal).
  const change = (next: (items: Cart) => Cart, made: CartChange): Promise<void> => {
    const items = next(get().items);
    // Checked here too, so a visitor's cart never holds what the server would refuse when they sign in.
    const limit = cartLimitExceeded(items);
    if (limit) return Promise.reject(new CartLimitError(limit));
    set({ items });
    return get().onServer && serverWriter ? serverWriter(made) : Promise.resolve();
  };
  return {
    items: readStoredCart(),
    onServer: false,
    addItem: (item) => change((items) => addItem(items, item), { op: 'add', item }),
    removeItem: (productId) => change((items) => removeItem(items, productId), { op: 'remove', productId }),
    updateQuantity: (productId, quantity) =>
      change((items) => updateQuantity(items, productId, quantity), { op: 'quantity', productId, quantity }),
    updateLocation: (productId, location) =>
      change((items) => updateLocation(items, productId, location), { op: 'location', productId, location }),
    updateEventDate: (productId, eventDate) =>
      change((items) => updateEventDate(items, productId, eventDate), {
        op: 'eventDate',
        productId,
        eventDate,
      }),
    updateGuests: (productId, guests) =>
      change((items) => updateGuests(items, productId, guests), { op: 'guests', productId, guests }),
    clear: () => change(clear, { op: 'clear' }),
  };
});

useCart.subscribe((state, previous) => {
  if (state.items === previous.items || state.onServer) return;
  writeString(CART_KEY, state.items.length > 0 ? JSON.stringify(state.items) : null);
});

/** Re-reads the stored cart, e.g. after another tab changed it. */
export function syncCartFromStorage(): void {
  useCart.setState({ items: readStoredCart() });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if ((event.key === CART_KEY || event.key === null) && !useCart.getState().onServer) syncCartFromStorage();
  });
}

/** The nav badge number. */
export function useCartLineCount(): number {
  return useCart((state) => distinctLineCount(state.items));
}
