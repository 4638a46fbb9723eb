// The signed-in person's cart, line by line (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const cartEndpoints = endpoints<typeof import('./cart.ts')>()('cart', {
  get: {
    method: 'GET',
    path: '/cart',
    summary: "The signed-in person's cart with each listing",
    response: 'cartResponse',
  },
  addItem: {
    method: 'POST',
    path: '/cart/items',
    summary:
      'Add to the cart: the same listing again grows its quantity; a new location, date or guests replaces the old. A service needs a free date',
    body: 'addCartItemBody',
    response: 'cartResponse',
    refusals: {
      404: ['listing.not_found'],
      422: [
        'listing.unavailable',
        'cart.quantity_max',
        'cart.lines_max',
        'cart.event_date_required',
        'booking.date_not_free',
      ],
    },
  },
  updateItem: {
    method: 'PATCH',
    path: '/cart/items/:productId',
    summary: 'Change the quantity, location, date or guests of a line',
    params: 'cartItemParams',
    body: 'updateCartItemBody',
    response: 'cartResponse',
    refusals: {
      404: ['cart.item_not_found'],
      422: ['cart.event_date_required', 'booking.date_not_free'],
    },
  },
  removeItem: {
    method: 'DELETE',
    path: '/cart/items/:productId',
    summary: 'Remove a line',
    params: 'cartItemParams',
    response: 'cartResponse',
  },
  clear: {
    method: 'DELETE',
    path: '/cart',
    summary: 'Empty the cart',
    response: 'cartResponse',
  },
  merge: {
    method: 'POST',
    path: '/cart/merge',
    summary: 'Merge the lines added before signing in (once per mergeId)',
    body: 'mergeCartBody',
    response: 'mergeCartResponse',
  },
});
