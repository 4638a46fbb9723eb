import { ordersEndpoints as orders } from '@sherehe/core/api/orders-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { placeOrder, previewCheckout } from './checkout-service.ts';
import type { OrderDeps } from './order-deps.ts';
import {
  adminOrders,
  cancelOrder,
  confirmReceipt,
  customerOrders,
  getOrder,
  ordersFigures,
  payBalance,
  vendorAct,
  vendorOrders,
  viewerOf,
} from './service.ts';

export const orderRoutes: FastifyPluginAsyncZod<OrderDeps> = async (app, deps) => {
  const viewer = (request: Parameters<typeof signedInUser>[0]) =>
    viewerOf(deps.db, signedInUser(request), Boolean(request.session?.secondFactorAt));
  const vendorOf = async (request: Parameters<typeof signedInUser>[0]) => {
    const who = await viewer(request);
    if (!who.vendorId) throw new AppError('not_found', 'order.not_found');
    return who as typeof who & { vendorId: string };
  };

  route(app, orders.checkout, { access: 'user' }, async (request) =>
    previewCheckout(deps, signedInUser(request)),
  );

  route(app, orders.placeOrder, { access: 'user', bodyLimit: 16 * 1024 }, async (request) =>
    placeOrder(deps, signedInUser(request).id, request.body),
  );

  route(app, orders.mine, { access: 'user' }, async (request) =>
    customerOrders(deps, signedInUser(request).id, request.query.cursor),
  );

  route(app, orders.get, { access: 'user' }, async (request) =>
    getOrder(deps, request.params.id, await viewer(request)),
  );

  route(app, orders.cancel, { access: 'user' }, async (request) =>
    cancelOrder(deps, request.params.id, await viewer(request)),
  );

  route(app, orders.confirmReceipt, { access: 'user' }, async (request) =>
    confirmReceipt(deps, request.params.id, await viewer(request)),
  );

  route(app, orders.payBalance, { access: 'user', bodyLimit: 1024 }, async (request) =>
    payBalance(deps, request.params.id, await viewer(request), request.body.phone),
  );

  route(app, orders.vendorOrders, { access: 'vendor' }, async (request) => {
    const who = await viewer(request);
    return who.vendorId
      ? vendorOrders(deps, who.vendorId, request.query.box, request.query.cursor)
      : { items: [], nextCursor: null };
  });

  route(app, orders.vendorFigures, { access: 'vendor' }, async (request) => {
    const who = await viewer(request);
    return who.vendorId
      ? ordersFigures(deps, who.vendorId)
      : { toConfirm: 0, upcoming: 0, soldThisMonthTzs: 0, soldAllTimeTzs: 0, deliveredCount: 0 };
  });

  route(app, orders.vendorConfirm, { access: 'vendor' }, async (request) =>
    vendorAct(deps, request.params.id, await vendorOf(request), 'confirm'),
  );

  route(app, orders.vendorDeliver, { access: 'vendor', bodyLimit: 4096 }, async (request) =>
    vendorAct(deps, request.params.id, await vendorOf(request), 'deliver', request.body?.earlyReason),
  );

  route(app, orders.vendorDecline, { access: 'vendor', bodyLimit: 4096 }, async (request) =>
    vendorAct(deps, request.params.id, await vendorOf(request), 'decline', request.body.reason),
  );

  route(app, orders.adminOrders, { access: 'admin' }, async (request) => adminOrders(deps, request.query));
};
