// The cart's bounds, without zod: the contract (api/cart.ts) checks them and the web's fields show them.
export const CART_QUANTITY_MAX = 999;
export const CART_LINES_MAX = 100;
export const CART_LOCATION_MAX = 200;
/** Guests on one line (priced per person). */
export const CART_GUESTS_MAX = 100_000;

/** Which bound a cart goes past, if any: the browser keeps a visitor's cart to the bounds the server keeps. */
export function cartLimitExceeded(items: readonly { quantity: number }[]): 'quantity' | 'lines' | null {
  if (items.length > CART_LINES_MAX) return 'lines';
  return items.some((line) => line.quantity > CART_QUANTITY_MAX) ? 'quantity' : null;
}
