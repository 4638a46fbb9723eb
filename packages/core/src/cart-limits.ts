// The cart's bounds, without zod: the contract (api/cart.ts) checks them and the web's fields show them.
export const CART_QUANTITY_MAX = 999;
export const CART_LINES_MAX = 100;
export const CART_LOCATION_MAX = 200;
