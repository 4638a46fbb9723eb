// The life of an order after checkout: its payment's outcome and the hold's deadline (payment-outcomes.ts), what
// customers, vendors and admins may do to it (order-actions.ts) and the views each of them reads (order-views.ts).
// Every change writes its timeline entry and its notices in the same transaction (order-changes.ts).

export {
  cancelOrder,
  confirmReceipt,
  payBalance,
  paymentUnderWay,
  vendorAct,
} from './order-actions.ts';
export {
  type Actor,
  record,
  refunded,
  refundOrder,
  returnShare,
} from './order-changes.ts';
export {
  adminOrders,
  customerOrders,
  getOrder,
  ordersFigures,
  type Viewer,
  vendorOrders,
  viewerOf,
  visibleOrder,
} from './order-views.ts';
export {
  checkoutOrderIds,
  checkoutPaid,
  describeCheckout,
  describeOrder,
  orderBalancePaid,
  paymentFailed,
  releaseForgotten,
  releaseIfUnpaid,
} from './payment-outcomes.ts';
