import {
  addCartItemBody,
  cartItemParams,
  cartResponse,
  mergeCartBody,
  mergeCartResponse,
  updateCartItemBody,
} from '@sherehe/core/api/cart';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import {
  addCartItem,
  type CartDeps,
  clearCart,
  getCart,
  mergeCart,
  removeCartItem,
  updateCartItem,
} from './service.ts';

const user = { access: 'user' as const };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
  app.get(
    '/cart',
    {
      config: user,
      schema: {
        tags,
        summary: "The signed-in person's cart with each listing",
        response: { 200: cartResponse },
      },
    },
    async (request) => getCart(deps.db, signedInUser(request).id),
  );

  app.post(
    '/cart/items',
    {
      config: {
        ...user,
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
      bodyLimit: 4096,
      schema: {
        tags,
        summary:
          'Add to the cart: the same listing again grows its quantity; a new location, date or guests replaces the old. A service needs a free date',
        body: addCartItemBody,
        response: { 200: cartResponse, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => addCartItem(deps, signedInUser(request).id, request.body),
  );

  app.patch(
    '/cart/items/:productId',
    {
      config: {
        ...user,
        refusals: {
          404: ['cart.item_not_found'],
          422: ['cart.event_date_required', 'booking.date_not_free'],
        },
      },
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Change the quantity, location, date or guests of a line',
        params: cartItemParams,
        body: updateCartItemBody,
        response: { 200: cartResponse, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => updateCartItem(deps, signedInUser(request).id, request.params.productId, request.body),
  );

  app.delete(
    '/cart/items/:productId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove a line',
        params: cartItemParams,
        response: { 200: cartResponse, 400: errorBody },
      },
    },
    async (request) => removeCartItem(deps, signedInUser(request).id, request.params.productId),
  );

  app.delete(
    '/cart',
    {
      config: user,
      schema: { tags, summary: 'Empty the cart', response: { 200: cartResponse } },
    },
    async (request) => clearCart(deps, signedInUser(request).id),
  );

  app.post(
    '/cart/merge',
    {
      config: user,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Merge the lines added before signing in (once per mergeId)',
        body: mergeCartBody,
        response: { 200: mergeCartResponse, 400: errorBody },
      },
    },
    async (request) => mergeCart(deps, signedInUser(request).id, request.body),
  );
};
