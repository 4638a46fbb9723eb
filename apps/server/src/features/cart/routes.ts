import { cartEndpoints as cart } from '@sherehe/core/api/cart-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import {
  addCartItem,
  type CartDeps,
  clearCart,
  getCart,
  mergeCart,
  removeCartItem,
  updateCartItem,
} from './service.ts';

export const cartRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
  route(app, cart.get, { access: 'user' }, async (request) => getCart(deps.db, signedInUser(request).id));

  route(app, cart.addItem, { access: 'user', bodyLimit: 4096 }, async (request) =>
    addCartItem(deps, signedInUser(request).id, request.body),
  );

  route(app, cart.updateItem, { access: 'user', bodyLimit: 4096 }, async (request) =>
    updateCartItem(deps, signedInUser(request).id, request.params.productId, request.body),
  );

  route(app, cart.removeItem, { access: 'user' }, async (request) =>
    removeCartItem(deps, signedInUser(request).id, request.params.productId),
  );

  route(app, cart.clear, { access: 'user' }, async (request) => clearCart(deps, signedInUser(request).id));

  route(app, cart.merge, { access: 'user', bodyLimit: 64 * 1024 }, async (request) =>
    mergeCart(deps, signedInUser(request).id, request.body),
  );
};
