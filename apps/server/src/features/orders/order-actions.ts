// What people do to an order: the customer cancels, confirms receipt or pays the balance; the vendor confirms,
// declines or delivers. Each change writes its timeline entry, refunds and notices in one transaction.
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { balanceDue, customerMayCancel, orderReference, vendorMay } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { releaseOrder } from '../ledger/service.ts';
import { refuseIfDisputed } from './dispute-view.ts';
import { type Actor, record, refundOrder, releaseLines, tell } from './order-changes.ts';
import type { OrderDeps } from './order-deps.ts';
import { getOrder, type Viewer, visibleOrder } from './order-views.ts';
import { type OrderRow, selectOrderEvents, setOrderStatus } from './queries.ts';

export async function cancelOrder(deps: OrderDeps, orderId: string, viewer: Viewer) {
  await deps.db.transaction(async (tx) => {
    const order = await visibleOrder(tx, orderId, viewer, true);
    if (order.customer_id !== viewer.id) throw new AppError('not_found', 'order.not_found');
    if (await paymentUnderWay(deps, tx, order)) throw new AppError('conflict', 'order.payment_under_way');
    await refuseIfDisputed(tx, order.id);
    if (!customerMayCancel({ status: order.status, eventDate: order.event_date }, todayInTanzania())) {
      throw new AppError('business_rule', 'order.cannot_cancel');
    }
    const actor: Actor = { by: 'customer', id: viewer.id };
    await setOrderStatus(tx, order.id, [order.status], 'cancelled');
    await releaseLines(tx, order.id);
    await record(tx, order, 'cancelled', actor);
    await refundOrder(deps, tx, order, actor, 'cancelled by the customer');
    await tell(deps, tx, order.id, { kind: 'cancelled' });
  });
  deps.jobs.kick(); // the notices and refunds it wrote go now rather than at the next poll
  return getOrder(deps, orderId, viewer);
}

/**
 * The customer says a delivered order came: the vendor's held money is released at once (otherwise it is released
 * some days after the event, when nobody has disputed it).
 */
export async function confirmReceipt(deps: OrderDeps, orderId: string, viewer: Viewer) {
  await deps.db.transaction(async (tx) => {
    const order = await visibleOrder(tx, orderId, viewer, true);
    if (order.customer_id !== viewer.id) throw new AppError('not_found', 'order.not_found');
    if (order.status !== 'delivered') throw new AppError('business_rule', 'order.receipt_not_delivered');
    await refuseIfDisputed(tx, order.id);
    const events = await selectOrderEvents(tx, order.id);
    if (events.some((event) => event.kind === 'receipt_confirmed')) {
      throw new AppError('conflict', 'order.receipt_confirmed');
    }
    const released = await releaseOrder(tx, { orderId: order.id, vendorId: order.vendor_id });
    await record(tx, order, 'receipt_confirmed', { by: 'customer', id: viewer.id }, { amountTzs: released });
  });
  return getOrder(deps, orderId, viewer);
}

export async function paymentUnderWay(deps: OrderDeps, tx: Database, order: OrderRow) {
  const [first, balance] = await Promise.all([
    deps.payments.latestAttempt(tx, { kind: 'checkout', id: order.checkout_id }),
    deps.payments.latestAttempt(tx, { kind: 'order', id: order.id }),
  ]);
  return Boolean(first?.open || balance?.open);
}

export async function payBalance(deps: OrderDeps, orderId: string, viewer: Viewer, phone: string) {
  const started = await deps.db.transaction(async (tx) => {
    const order = await visibleOrder(tx, orderId, viewer, true);
    if (order.customer_id !== viewer.id) throw new AppError('not_found', 'order.not_found');
    if (await paymentUnderWay(deps, tx, order)) throw new AppError('conflict', 'order.payment_under_way');
    await refuseIfDisputed(tx, order.id);
    const balance = balanceDue({
      status: order.status,
      totalTzs: order.total_tzs,
      paidTzs: order.paid_tzs,
      disputed: order.disputed,
    });
    if (balance === 0) throw new AppError('business_rule', 'order.cannot_pay');
    // A balance above what one mobile-money payment may carry is paid in parts, one after another, never leaving
    // a remainder below the smallest payment the provider takes.
    const { minTzs, maxTzs } = deps.paymentSettings;
    const amount = balance <= maxTzs ? balance : balance - maxTzs >= minTzs ? maxTzs : balance - minTzs;
    const { attemptId } = await deps.payments.start(tx, {
      purpose: { kind: 'order', id: order.id },
      payerUserId: viewer.id,
      origin: { account: viewer.id },
      amountTzs: amount,
      phone,
      description: `Sherehe ${orderReference(order.number)}`,
    });
    return { paymentId: attemptId };
  });
  deps.payments.kick();
  return started;
}

const refusalOf = {
  confirm: 'order.cannot_confirm',
  decline: 'order.cannot_decline',
  deliver: 'order.cannot_deliver',
} as const;

export async function vendorAct(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  action: 'confirm' | 'decline' | 'deliver',
  reason?: string,
) {
  await deps.db.transaction(async (tx) => {
    const order = await visibleOrder(tx, orderId, viewer, true);
    if (order.vendor_id !== viewer.vendorId) throw new AppError('not_found', 'order.not_found');
    if (!vendorMay(action, order.status)) throw new AppError('business_rule', refusalOf[action]);
    if (action === 'decline') await refuseIfDisputed(tx, order.id);
    // Delivered texts the customer to review at once: before the event day only with the reason, kept in the history.
    if (action === 'deliver' && !reason && todayInTanzania() < order.event_date) {
      throw new AppError('business_rule', 'order.deliver_before_event', { date: order.event_date });
    }
    const actor: Actor = { by: 'vendor', id: viewer.id };
    const to = ({ confirm: 'confirmed', decline: 'declined', deliver: 'delivered' } as const)[action];
    await setOrderStatus(tx, order.id, [order.status], to);
    if (action === 'decline') {
      await releaseLines(tx, order.id);
      await record(tx, order, 'declined', actor, { note: reason ?? '' });
      await refundOrder(deps, tx, order, actor, `declined by the vendor: ${reason ?? ''}`);
      await tell(deps, tx, order.id, { kind: 'declined', reason: reason ?? '' });
      return;
    }
    await record(tx, order, to, actor, reason ? { note: reason } : {});
    await tell(deps, tx, order.id, { kind: action === 'confirm' ? 'confirmed' : 'delivered' });
  });
  deps.jobs.kick();
  return getOrder(deps, orderId, viewer);
}
