// Ties orders to the payment rail and the job queue when the app is built: what a payment's outcome does to its
// orders, and who lets unpaid holds go.
import type { OrderDeps } from './order-deps.ts';
import { releaseForgottenUnpaid, releaseUnpaidOrders } from './order-jobs.ts';
import {
  checkoutOrderIds,
  checkoutPaid,
  describeCheckout,
  describeOrder,
  orderBalancePaid,
  paymentFailed,
  releaseForgotten,
  releaseIfUnpaid,
} from './service.ts';

export function registerOrderWork(deps: OrderDeps) {
  const rail = deps.payments;
  rail.registerPurpose('checkout', {
    onSucceeded: (tx, attempt) => checkoutPaid(deps, tx, attempt.purposeId, attempt),
    onFailed: async (tx, attempt) =>
      paymentFailed(tx, await checkoutOrderIds(tx, attempt.purposeId), attempt),
    describe: (db, checkoutId) => describeCheckout(db, checkoutId),
    refundsThroughPurpose: true,
  });
  rail.registerPurpose('order', {
    onSucceeded: (tx, attempt) => orderBalancePaid(deps, tx, attempt.purposeId, attempt),
    onFailed: (tx, attempt) => paymentFailed(tx, [attempt.purposeId], attempt),
    describe: (db, orderId) => describeOrder(db, orderId),
    refundsThroughPurpose: true,
  });
  deps.jobs.work(releaseUnpaidOrders, (payload) => releaseIfUnpaid(deps, payload));
  deps.jobs.work(releaseForgottenUnpaid, async () => {
    await releaseForgotten(deps);
  });
  deps.jobs.schedule(releaseForgottenUnpaid, '*/10 * * * *', {});
}
