// Ties orders to the payment rail and the job queue when the app is built: what a payment's outcome does to its
// orders, and who lets unpaid holds go.
import type { Database } from '../../db/client.ts';
import type { OrderDeps } from './order-deps.ts';
import { releaseUnpaidOrders } from './order-jobs.ts';
import {
  checkoutOrderIds,
  checkoutPaid,
  describeCheckout,
  describeOrder,
  orderBalancePaid,
  paymentFailed,
  releaseIfUnpaid,
} from './service.ts';

type Attempt = { id: string; purposeId: string; amountTzs: number };
type PurposeHandlers = {
  onSucceeded(tx: Database, attempt: Attempt): Promise<void>;
  onFailed(tx: Database, attempt: Attempt): Promise<void>;
  describe(
    db: Database,
    purposeId: string,
  ): Promise<{ returnPath: string; retry: { amountTzs: number } | null }>;
};

export function registerOrderWork(
  deps: OrderDeps,
  rail: { registerPurpose(kind: 'checkout' | 'order', handlers: PurposeHandlers): void },
) {
  rail.registerPurpose('checkout', {
    onSucceeded: (tx, attempt) => checkoutPaid(deps, tx, attempt.purposeId, attempt),
    onFailed: async (tx, attempt) => paymentFailed(tx, await checkoutOrderIds(tx, attempt.purposeId)),
    describe: (db, checkoutId) => describeCheckout(db, checkoutId),
  });
  rail.registerPurpose('order', {
    onSucceeded: (tx, attempt) => orderBalancePaid(deps, tx, attempt.purposeId, attempt),
    onFailed: (tx, attempt) => paymentFailed(tx, [attempt.purposeId]),
    describe: (db, orderId) => describeOrder(db, orderId),
  });
  deps.jobs.work(releaseUnpaidOrders, (payload) => releaseIfUnpaid(deps, payload));
}
