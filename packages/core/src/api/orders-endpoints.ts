// Checkout and orders, for customers, vendors and admins: each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { paymentRefusals, promptRefusals } from './refusal-groups.ts';

const disputeRefusals = ['order.dispute_open', 'order.dispute_decided'] as const;

export const ordersEndpoints = endpoints<typeof import('./orders.ts')>()('orders', {
  checkout: {
    method: 'GET',
    path: '/checkout',
    summary: 'The cart as orders-to-be: per vendor, priced now, with what keeps each line back',
    response: 'checkoutPreview',
  },
  placeOrder: {
    method: 'POST',
    path: '/checkout',
    summary: 'Place one order per vendor, hold their dates and stock, and send the mobile-money prompt',
    body: 'placeOrderBody',
    response: 'placeOrderResponse',
    refusals: {
      409: ['checkout.date_taken', 'checkout.out_of_stock'],
      422: [
        'checkout.cart_empty',
        'checkout.line_problem',
        'checkout.too_many_unpaid',
        ...paymentRefusals,
        'payments.amount_too_large',
      ],
      429: promptRefusals,
    },
  },
  mine: {
    method: 'GET',
    path: '/orders',
    summary: 'My orders, newest first',
    query: 'cursorQuery',
    response: 'orderListResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  get: {
    method: 'GET',
    path: '/orders/:id',
    summary: 'One order with its lines, timeline and balance (its customer, its vendor or an admin)',
    params: 'orderIdParams',
    response: 'orderDetail',
    refusals: { 404: ['order.not_found'] },
  },
  cancel: {
    method: 'POST',
    path: '/orders/:id/cancel',
    summary: 'Cancel my order within the rules; what was paid goes back',
    params: 'orderIdParams',
    response: 'orderDetail',
    refusals: {
      404: ['order.not_found'],
      409: ['order.payment_under_way', ...disputeRefusals],
      422: ['order.cannot_cancel'],
    },
  },
  confirmReceipt: {
    method: 'POST',
    path: '/orders/:id/confirm-receipt',
    summary: "I received it: the customer confirms a delivered order, which releases the vendor's money",
    params: 'orderIdParams',
    response: 'orderDetail',
    refusals: {
      404: ['order.not_found'],
      409: ['order.receipt_confirmed', ...disputeRefusals],
      422: ['order.receipt_not_delivered'],
    },
  },
  payBalance: {
    method: 'POST',
    path: '/orders/:id/pay',
    summary: "Pay the rest of an order's total by mobile money",
    params: 'orderIdParams',
    body: 'payBalanceBody',
    response: 'paymentStartedResponse',
    refusals: {
      404: ['order.not_found'],
      409: ['order.payment_under_way', ...disputeRefusals],
      422: ['order.cannot_pay', ...paymentRefusals],
      429: promptRefusals,
    },
  },
  vendorOrders: {
    method: 'GET',
    path: '/vendor/orders',
    summary: "The vendor's orders: new (to accept), upcoming, past",
    query: 'vendorOrdersQuery',
    response: 'orderListResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  vendorFigures: {
    method: 'GET',
    path: '/vendor/orders/figures',
    summary: 'What the vendor sold, and what waits for them',
    response: 'vendorOrderFigures',
  },
  vendorConfirm: {
    method: 'POST',
    path: '/vendor/orders/:id/confirm',
    summary: 'Accept a paid order',
    params: 'orderIdParams',
    response: 'orderDetail',
    refusals: { 404: ['order.not_found'], 422: ['order.cannot_confirm'] },
  },
  vendorDeliver: {
    method: 'POST',
    path: '/vendor/orders/:id/deliver',
    summary: 'Mark an accepted order delivered: from its event day, or earlier with the reason',
    params: 'orderIdParams',
    body: 'deliverOrderRequest',
    response: 'orderDetail',
    refusals: { 404: ['order.not_found'], 422: ['order.cannot_deliver', 'order.deliver_before_event'] },
  },
  vendorDecline: {
    method: 'POST',
    path: '/vendor/orders/:id/decline',
    summary: 'Decline an order; what the customer paid goes back to them',
    params: 'orderIdParams',
    body: 'declineOrderBody',
    response: 'orderDetail',
    refusals: { 404: ['order.not_found'], 409: disputeRefusals, 422: ['order.cannot_decline'] },
  },
  adminOrders: {
    method: 'GET',
    path: '/admin/orders',
    summary: 'Every order: search by reference, name, phone or e-mail; filter by status',
    query: 'adminOrdersQuery',
    response: 'orderListResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
});
