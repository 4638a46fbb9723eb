// What a payment's outcome does to its orders (registered with the payment rail in order-work.ts), what the payment
// page says of them, and the hold's deadline: unpaid orders let go once no payment for them can still succeed.
import type { PaymentPaidFor } from '@sherehe/core/api/payments';
import { balanceDue, orderReference } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { postOrderPayment } from '../ledger/service.ts';
import { findDisputeOfOrder } from './dispute-queries.ts';
import {
  bookLines,
  record,
  refundShare,
  releaseLines,
  type SettledAttempt,
  system,
  tell,
} from './order-changes.ts';
import type { OrderDeps } from './order-deps.ts';
import { releaseUnpaidOrders } from './order-jobs.ts';
import { noticeOrderChange, noticePaymentFailed } from './order-notices.ts';
import {
  checkoutsLeftUnpaid,
  findCheckout,
  findOrder,
  insertOrderEvent,
  type OrderRow,
  recordOrderMoney,
  selectCheckoutOrders,
  setOrderStatus,
} from './queries.ts';

/** How long past the hold's deadline an awaited payment may still settle before the order is let go. */
const PAYMENT_GRACE_ROUNDS = 15;
const ROUND_SECONDS = 120;

/**
 * A checkout's payment succeeded: each order waiting for it is paid and its dates booked. Money that reaches an
 * order no longer waiting (let go meanwhile) is still put on its ledger, then sent back: nothing paid is lost.
 */
export async function checkoutPaid(
  deps: OrderDeps,
  tx: Database,
  checkoutId: string,
  attempt: SettledAttempt,
) {
  for (const order of await selectCheckoutOrders(tx, checkoutId)) {
    const fresh = await recordOrderMoney(tx, {
      orderId: order.id,
      kind: 'payment',
      attemptId: attempt.id,
      amountTzs: order.due_now_tzs,
    });
    if (!fresh) continue;
    await postOrderPayment(tx, {
      orderId: order.id,
      vendorId: order.vendor_id,
      attemptId: attempt.id,
      amountTzs: order.due_now_tzs,
    });
    await record(tx, order, 'payment_succeeded', system, { amountTzs: order.due_now_tzs });
    if (order.status === 'awaiting_payment' && (await bookLines(tx, order.id))) {
      await setOrderStatus(tx, order.id, ['awaiting_payment'], 'paid');
      // The row read above under its lock, as this transaction left it: its notices need no second read.
      const paid = { ...order, status: 'paid' as const, paid_tzs: order.paid_tzs + order.due_now_tzs };
      await noticeOrderChange(tx, deps.publicUrl, paid, { kind: 'paid', amountTzs: order.due_now_tzs });
      continue;
    }
    // Let go meanwhile, or its day went to someone else after its hold ran out: only this payment goes back.
    if (order.status === 'awaiting_payment') {
      await setOrderStatus(tx, order.id, ['awaiting_payment'], 'expired');
      await releaseLines(tx, order.id);
      await record(tx, order, 'expired', system);
    }
    await refundShare(deps, tx, order, attempt, order.due_now_tzs, 'paid after the order was let go');
  }
}

/** A later payment on one order (its balance). */
export async function orderBalancePaid(
  deps: OrderDeps,
  tx: Database,
  orderId: string,
  attempt: SettledAttempt,
) {
  const order = await findOrder(tx, orderId, true);
  if (!order) return;
  if (
    !(await recordOrderMoney(tx, {
      orderId,
      kind: 'payment',
      attemptId: attempt.id,
      amountTzs: attempt.amountTzs,
    }))
  )
    return;
  await postOrderPayment(tx, {
    orderId,
    vendorId: order.vendor_id,
    attemptId: attempt.id,
    amountTzs: attempt.amountTzs,
  });
  await record(tx, order, 'payment_succeeded', system, { amountTzs: attempt.amountTzs });
  if (order.status === 'declined' || order.status === 'cancelled' || order.status === 'expired') {
    await refundShare(deps, tx, order, attempt, attempt.amountTzs, 'paid after the order ended');
    return;
  }
  // A balance that settles after a problem was reported (a prompt answered late) goes back: a decided dispute
  // settled what the order cost, and an open one must not grow the money it freezes. Read after the lock above.
  if (await findDisputeOfOrder(tx, orderId)) {
    await refundShare(deps, tx, order, attempt, attempt.amountTzs, 'paid after a problem was reported');
    return;
  }
  await tell(deps, tx, orderId, {
    kind: 'balance_paid',
    amountTzs: attempt.amountTzs,
    attemptId: attempt.id,
  });
}

export async function paymentFailed(tx: Database, orderIds: string[], attempt: SettledAttempt) {
  for (const orderId of orderIds) {
    await insertOrderEvent(tx, { orderId, kind: 'payment_failed', by: 'system', actorId: null });
    const order = await findOrder(tx, orderId);
    if (order) await noticePaymentFailed(tx, order, attempt);
  }
}

export async function checkoutOrderIds(tx: Database, checkoutId: string): Promise<string[]> {
  return (await selectCheckoutOrders(tx, checkoutId))
    .filter((order) => order.status === 'awaiting_payment')
    .map((order) => order.id);
}

/** What a payment of these orders paid for, as its page says it: each order's balance by its event day. */
function ordersPaidFor(orders: OrderRow[]): PaymentPaidFor {
  return {
    kind: 'orders',
    orders: orders.map((order) => ({
      id: order.id,
      reference: orderReference(order.number),
      vendorName: order.vendor_name,
      status: order.status,
      eventDate: order.event_date,
      balanceTzs: balanceDue({
        status: order.status,
        totalTzs: order.total_tzs,
        paidTzs: order.paid_tzs,
        disputed: order.disputed,
      }),
    })),
  };
}

/**
 * Where the payment page leads back to, whether a failed payment may be tried again (and for how much), and what
 * it paid for.
 */
export async function describeCheckout(db: Database, checkoutId: string) {
  const placed = await selectCheckoutOrders(db, checkoutId, false);
  const waiting = placed.filter((order) => order.status === 'awaiting_payment');
  const checkout = await findCheckout(db, checkoutId);
  const open = checkout && new Date(checkout.holdExpiresAt).getTime() > Date.now();
  const returnPath =
    placed.length === 1 && placed[0]
      ? `/event-planners/orders/${placed[0].id}`
      : '/event-planners/Account#orders';
  return {
    returnPath,
    retry: open && waiting.length === placed.length ? { amountTzs: checkout.dueNowTzs } : null,
    label: placed.map((order) => orderReference(order.number)).join(', ') || null,
    paidFor: ordersPaidFor(placed),
  };
}

export async function describeOrder(db: Database, orderId: string) {
  const order = await findOrder(db, orderId);
  const balance = order
    ? balanceDue({
        status: order.status,
        totalTzs: order.total_tzs,
        paidTzs: order.paid_tzs,
        disputed: order.disputed,
      })
    : 0;
  return {
    returnPath: `/event-planners/orders/${orderId}`,
    retry: balance > 0 ? { amountTzs: balance } : null,
    label: order ? orderReference(order.number) : null,
    paidFor: order ? ordersPaidFor([order]) : null,
  };
}

export async function releaseIfUnpaid(deps: OrderDeps, payload: { checkoutId: string; round: number }) {
  await deps.db.transaction(async (tx) => {
    const waiting = (await selectCheckoutOrders(tx, payload.checkoutId)).filter(
      (order) => order.status === 'awaiting_payment',
    );
    if (waiting.length === 0) return;
    const attempt = await deps.payments.latestAttempt(tx, { kind: 'checkout', id: payload.checkoutId });
    // The customer may be typing their PIN right now: never let a date go while its payment can still succeed.
    if (attempt?.open && payload.round < PAYMENT_GRACE_ROUNDS) {
      const round = payload.round + 1;
      await deps.jobs.enqueue(
        tx,
        releaseUnpaidOrders,
        { checkoutId: payload.checkoutId, round },
        {
          key: `${payload.checkoutId}:${round}`,
          startAfter: ROUND_SECONDS,
        },
      );
      return;
    }
    for (const order of waiting) {
      if (!(await setOrderStatus(tx, order.id, ['awaiting_payment'], 'expired'))) continue;
      await releaseLines(tx, order.id);
      await record(tx, order, 'expired', system);
      await tell(deps, tx, order.id, { kind: 'expired' });
    }
  });
}

/** Long enough past a hold that its own check, and every grace round for a payment under way, are over. */
const FORGOTTEN_AFTER_MS = (PAYMENT_GRACE_ROUNDS * ROUND_SECONDS + 15 * 60) * 1000;

/** The sweep: lets go what is still unpaid well past its hold, as its own check would have (with no grace left). */
export async function releaseForgotten(deps: OrderDeps, now = new Date()): Promise<number> {
  const forgotten = await checkoutsLeftUnpaid(deps.db, new Date(now.getTime() - FORGOTTEN_AFTER_MS), 100);
  for (const checkoutId of forgotten)
    await releaseIfUnpaid(deps, { checkoutId, round: PAYMENT_GRACE_ROUNDS });
  return forgotten.length;
}
