import { errorBody } from '@sherehe/core/api/errors';
import {
  adminOrdersQuery,
  checkoutPreview,
  declineOrderBody,
  deliverOrderBody,
  orderDetail,
  orderIdParams,
  orderListResponse,
  payBalanceBody,
  paymentStartedResponse,
  placeOrderBody,
  placeOrderResponse,
  vendorOrderFigures,
  vendorOrdersQuery,
} from '@sherehe/core/api/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { AppError } from '../../platform/errors.ts';
import { promptRefusals } from '../../platform/outbound/budget.ts';
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

const tags = ['orders'];
const cursorQuery = z.object({ cursor: z.string().max(200).optional() });

export const orderRoutes: FastifyPluginAsyncZod<OrderDeps> = async (app, deps) => {
  const viewer = (request: Parameters<typeof signedInUser>[0]) =>
    viewerOf(deps.db, signedInUser(request), Boolean(request.session?.secondFactorAt));
  const vendorOf = async (request: Parameters<typeof signedInUser>[0]) => {
    const who = await viewer(request);
    if (!who.vendorId) throw new AppError('not_found', 'order.not_found');
    return who as typeof who & { vendorId: string };
  };

  app.get(
    '/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The cart as orders-to-be: per vendor, priced now, with what keeps each line back',
        response: { 200: checkoutPreview },
      },
    },
    async (request) => previewCheckout(deps, signedInUser(request)),
  );

  app.post(
    '/checkout',
    {
      config: {
        access: 'user',
        refusals: {
          409: ['checkout.date_taken', 'checkout.out_of_stock'],
          422: [
            'checkout.cart_empty',
            'checkout.line_problem',
            'checkout.too_many_unpaid',
            'payments.unavailable',
            'payments.amount_too_small',
            'payments.amount_too_large',
            'payments.phone_invalid',
          ],
          429: [...promptRefusals],
        },
      },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Place one order per vendor, hold their dates and stock, and send the mobile-money prompt',
        body: placeOrderBody,
        response: { 200: placeOrderResponse, 400: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => placeOrder(deps, signedInUser(request).id, request.body),
  );

  app.get(
    '/orders',
    {
      config: { access: 'user', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary: 'My orders, newest first',
        querystring: cursorQuery,
        response: { 200: orderListResponse, 400: errorBody },
      },
    },
    async (request) => customerOrders(deps, signedInUser(request).id, request.query.cursor),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'user', refusals: { 404: ['order.not_found'] } },
      schema: {
        tags,
        summary: 'One order with its lines, timeline and balance (its customer, its vendor or an admin)',
        params: orderIdParams,
        response: { 200: orderDetail, 404: errorBody },
      },
    },
    async (request) => getOrder(deps, request.params.id, await viewer(request)),
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: {
        access: 'user',
        refusals: {
          404: ['order.not_found'],
          409: ['order.payment_under_way', 'order.dispute_open', 'order.dispute_decided'],
          422: ['order.cannot_cancel'],
        },
      },
      schema: {
        tags,
        summary: 'Cancel my order within the rules; what was paid goes back',
        params: orderIdParams,
        response: { 200: orderDetail, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => cancelOrder(deps, request.params.id, await viewer(request)),
  );

  app.post(
    '/orders/:id/confirm-receipt',
    {
      config: {
        access: 'user',
        refusals: {
          404: ['order.not_found'],
          409: ['order.receipt_confirmed', 'order.dispute_open', 'order.dispute_decided'],
          422: ['order.receipt_not_delivered'],
        },
      },
      schema: {
        tags,
        summary: "I received it: the customer confirms a delivered order, which releases the vendor's money",
        params: orderIdParams,
        response: { 200: orderDetail, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => confirmReceipt(deps, request.params.id, await viewer(request)),
  );

  app.post(
    '/orders/:id/pay',
    {
      config: {
        access: 'user',
        refusals: {
          404: ['order.not_found'],
          409: ['order.payment_under_way', 'order.dispute_open', 'order.dispute_decided'],
          422: [
            'order.cannot_pay',
            'payments.unavailable',
            'payments.amount_too_small',
            'payments.phone_invalid',
          ],
          429: [...promptRefusals],
        },
      },
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Pay the rest of an order's total by mobile money",
        params: orderIdParams,
        body: payBalanceBody,
        response: {
          200: paymentStartedResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => payBalance(deps, request.params.id, await viewer(request), request.body.phone),
  );

  app.get(
    '/vendor/orders',
    {
      config: { access: 'vendor', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary: "The vendor's orders: new (to accept), upcoming, past",
        querystring: vendorOrdersQuery,
        response: { 200: orderListResponse, 400: errorBody },
      },
    },
    async (request) => {
      const who = await viewer(request);
      return who.vendorId
        ? vendorOrders(deps, who.vendorId, request.query.box, request.query.cursor)
        : { items: [], nextCursor: null };
    },
  );

  app.get(
    '/vendor/orders/figures',
    {
      config: { access: 'vendor' },
      schema: {
        tags,
        summary: 'What the vendor sold, and what waits for them',
        response: { 200: vendorOrderFigures },
      },
    },
    async (request) => {
      const who = await viewer(request);
      return who.vendorId
        ? ordersFigures(deps, who.vendorId)
        : { toConfirm: 0, upcoming: 0, soldThisMonthTzs: 0, soldAllTimeTzs: 0, deliveredCount: 0 };
    },
  );

  app.post(
    '/vendor/orders/:id/confirm',
    {
      config: { access: 'vendor', refusals: { 404: ['order.not_found'], 422: ['order.cannot_confirm'] } },
      schema: {
        tags,
        summary: 'Accept a paid order',
        params: orderIdParams,
        response: { 200: orderDetail, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => vendorAct(deps, request.params.id, await vendorOf(request), 'confirm'),
  );

  app.post(
    '/vendor/orders/:id/deliver',
    {
      config: {
        access: 'vendor',
        refusals: {
          404: ['order.not_found'],
          422: ['order.cannot_deliver', 'order.deliver_before_event'],
        },
      },
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Mark an accepted order delivered: from its event day, or earlier with the reason',
        params: orderIdParams,
        body: deliverOrderBody.nullish(),
        response: { 200: orderDetail, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      vendorAct(deps, request.params.id, await vendorOf(request), 'deliver', request.body?.earlyReason),
  );

  app.post(
    '/vendor/orders/:id/decline',
    {
      config: {
        access: 'vendor',
        refusals: {
          404: ['order.not_found'],
          409: ['order.dispute_open', 'order.dispute_decided'],
          422: ['order.cannot_decline'],
        },
      },
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Decline an order; what the customer paid goes back to them',
        params: orderIdParams,
        body: declineOrderBody,
        response: { 200: orderDetail, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      vendorAct(deps, request.params.id, await vendorOf(request), 'decline', request.body.reason),
  );

  app.get(
    '/admin/orders',
    {
      config: { access: 'admin', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary: 'Every order: search by reference, name, phone or e-mail; filter by status',
        querystring: adminOrdersQuery,
        response: { 200: orderListResponse, 400: errorBody },
      },
    },
    async (request) => adminOrders(deps, request.query),
  );
};
