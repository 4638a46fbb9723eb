// The life of an order after checkout: its payment's outcome, the hold's deadline, what customers, vendors and
// admins may do to it, and the views each of them reads. Every change writes its timeline entry and its notices in
// the same transaction.
import type { OrderDetail, OrderSummary } from '@sherehe/core/api/orders';
import type { PaymentPaidFor } from '@sherehe/core/api/payments';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import {
  balanceDue,
  customerMayCancel,
  type OrderStatus,
  orderReference,
  vendorMay,
} from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { confirmHolds, releaseHolds, releaseStock, takeDayHold } from '../availability/service.ts';
import { postOrderPayment, postOrderRefund, releaseOrder } from '../ledger/service.ts';
import { findDisputeOfOrder } from './dispute-queries.ts';
import { disputeOfOrder, refuseIfDisputed } from './dispute-view.ts';
import type { OrderDeps } from './order-deps.ts';
import { releaseUnpaidOrders } from './order-jobs.ts';
import { type Notice, noticeOrderChange, noticePaymentFailed } from './order-notices.ts';
import {
  checkoutsLeftUnpaid,
  findCheckout,
  findOrder,
  findVendorIdOfUser,
  insertOrderEvent,
  type OrderLineRow,
  type OrderRow,
  type Page,
  recordOrderMoney,
  selectAdminOrders,
  selectCheckoutOrders,
  selectCustomerOrders,
  selectOrderEvents,
  selectOrderLines,
  selectUnrefunded,
  selectVendorOrders,
  setOrderStatus,
  vendorFigures,
} from './queries.ts';

export type Actor = { by: 'customer' | 'vendor' | 'admin' | 'system'; id: string | null };
const system: Actor = { by: 'system', id: null };

/** How long past the hold's deadline an awaited payment may still settle before the order is let go. */
const PAYMENT_GRACE_ROUNDS = 15;
const ROUND_SECONDS = 120;

const iso = (value: Date | string) => new Date(value).toISOString();

// --- payment outcomes (registered with the payment rail in routes.ts) -------------------------------------------

type SettledAttempt = { id: string; amountTzs: number };

// In listing order, as checkout takes them: two transactions touching the same listings never wait on each other
// in a circle.
const byListing = (lines: OrderLineRow[]) =>
  [...lines].sort((a, b) => `${a.listing_id}${a.event_date}`.localeCompare(`${b.listing_id}${b.event_date}`));

async function releaseLines(tx: Database, orderId: string) {
  for (const line of byListing(await selectOrderLines(tx, orderId))) {
    if (line.kind === 'product') await releaseStock(tx, line.listing_id, line.quantity);
    else await releaseHolds(tx, line.id);
  }
}

/**
 * Books every dated line of a paid order. A hold that ran out before the money came (jobs held up for an hour) is
 * taken again when the day is still free; false when a line's day went to someone else meanwhile.
 */
async function bookLines(tx: Database, orderId: string): Promise<boolean> {
  for (const line of byListing(await selectOrderLines(tx, orderId))) {
    if (line.kind !== 'service') continue;
    let booked = await confirmHolds(tx, line.id);
    while (booked < line.quantity) {
      const again = await takeDayHold(tx, {
        listingId: line.listing_id,
        day: line.event_date as string,
        holderId: line.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
      if (!again) return false;
      booked = await confirmHolds(tx, line.id);
    }
  }
  return true;
}

/** Puts one payment's share of an order on its way back; the ledger takes each share back once. */
export async function returnShare(
  deps: OrderDeps,
  tx: Database,
  order: OrderRow,
  share: { attemptId: string; amountTzs: number },
  actor: Actor,
  why: string,
): Promise<number> {
  const recorded = await recordOrderMoney(tx, { orderId: order.id, kind: 'refund', ...share });
  if (!recorded) return 0;
  await postOrderRefund(tx, { orderId: order.id, vendorId: order.vendor_id, ...share });
  await deps.payments.refund(tx, { ...share, byUserId: actor.id, reason: why });
  return share.amountTzs;
}

export async function refunded(tx: Database, order: OrderRow, actor: Actor, amountTzs: number) {
  if (amountTzs === 0) return;
  await insertOrderEvent(tx, {
    orderId: order.id,
    kind: 'refund_started',
    by: actor.by,
    actorId: actor.id,
    amountTzs,
  });
}

/** Money that came for an order no longer going ahead: only that payment goes back, and the customer is told. */
async function refundShare(
  deps: OrderDeps,
  tx: Database,
  order: OrderRow,
  attempt: SettledAttempt,
  amountTzs: number,
  why: string,
) {
  const back = await returnShare(deps, tx, order, { attemptId: attempt.id, amountTzs }, system, why);
  if (back === 0) return;
  await refunded(tx, order, system, back);
  await tell(deps, tx, order.id, { kind: 'refund_started', amountTzs: back, attemptId: attempt.id });
}

/** Sends back every share of a payment this order still holds (a decline or a cancellation). */
export async function refundOrder(deps: OrderDeps, tx: Database, order: OrderRow, actor: Actor, why: string) {
  let total = 0;
  for (const share of await selectUnrefunded(tx, order.id)) {
    total += await returnShare(
      deps,
      tx,
      order,
      { attemptId: share.attempt_id, amountTzs: share.amount_tzs },
      actor,
      why,
    );
  }
  await refunded(tx, order, actor, total);
  return total;
}

export async function record(
  tx: Database,
  order: OrderRow,
  kind: string,
  actor: Actor,
  extra: { amountTzs?: number; note?: string } = {},
) {
  await insertOrderEvent(tx, { orderId: order.id, kind, by: actor.by, actorId: actor.id, ...extra });
}

async function tell(deps: OrderDeps, tx: Database, orderId: string, notice: Notice) {
  const fresh = await findOrder(tx, orderId);
  if (fresh) await noticeOrderChange(tx, deps.publicUrl, fresh, notice);
}

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

// --- the hold's deadline -----------------------------------------------------------------------------------------

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

// --- views ---------------------------------------------------------------------------------------------------------

function toSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    reference: orderReference(row.number),
    status: row.status,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    customerName: row.customer_name,
    eventDate: row.event_date,
    totalTzs: row.total_tzs,
    paidTzs: row.paid_tzs,
    balanceTzs: balanceDue({
      status: row.status,
      totalTzs: row.total_tzs,
      paidTzs: row.paid_tzs,
      disputed: row.disputed,
    }),
    placedAt: iso(row.placed_at),
    firstTitle: row.first_title,
    lineCount: row.line_count,
  };
}

export type Viewer = { id: string; role: 'user' | 'vendor' | 'admin'; vendorId: string | null };

/** Who is asking, with their shop when they are a vendor. */
export async function viewerOf(
  db: Database,
  user: { id: string; role: Viewer['role'] },
  secondFactorPassed: boolean,
): Promise<Viewer> {
  // An admin reads others' orders only after the second step of sign-in, as everywhere in the admin area.
  const role = user.role === 'admin' && !secondFactorPassed ? 'user' : user.role;
  return { id: user.id, role, vendorId: role === 'vendor' ? await findVendorIdOfUser(db, user.id) : null };
}

const notesShown = new Set(['declined', 'delivered', 'dispute_decided']);

async function toDetail(deps: OrderDeps, row: OrderRow, viewer: Viewer): Promise<OrderDetail> {
  const isCustomer = row.customer_id === viewer.id;
  const isVendor = viewer.vendorId === row.vendor_id;
  const today = todayInTanzania();
  const [lines, events, attempt, balanceAttempt, disputed] = await Promise.all([
    selectOrderLines(deps.db, row.id),
    selectOrderEvents(deps.db, row.id),
    deps.payments.latestAttempt(deps.db, { kind: 'checkout', id: row.checkout_id }),
    deps.payments.latestAttempt(deps.db, { kind: 'order', id: row.id }),
    disputeOfOrder(
      deps.db,
      row,
      { customer: isCustomer, vendor: isVendor, admin: viewer.role === 'admin' },
      today,
    ),
  ]);
  const pending = [balanceAttempt, attempt].find((candidate) => candidate?.open) ?? null;
  const frozen = disputed.dispute !== null;
  const summary = toSummary(row);
  return {
    ...summary,
    lines: lines.map((line) => ({
      listingId: line.listing_id,
      title: line.title,
      kind: line.kind,
      priceTzs: line.price_tzs,
      priceUnit: line.price_unit,
      quantity: line.quantity,
      guests: line.guests,
      eventDate: line.event_date,
      location: line.location,
      lineTotalTzs: line.line_total_tzs,
    })),
    location: row.location,
    note: row.note,
    dueNowTzs: row.due_now_tzs,
    refundedTzs: row.refunded_tzs,
    holdExpiresAt: row.status === 'awaiting_payment' ? iso(row.hold_expires_at) : null,
    timeline: events.map((event) => ({
      kind: event.kind as OrderDetail['timeline'][number]['kind'],
      at: iso(event.created_at),
      amountTzs: event.amount_tzs,
      // A vendor's reason for declining, or for delivering before the event day, and the reason for a dispute's
      // decision are both sides' to read; other notes are internal.
      note: notesShown.has(event.kind) ? event.note : null,
      by: event.by,
    })),
    pendingPaymentId: isCustomer || viewer.role === 'admin' ? (pending?.id ?? null) : null,
    canCancel:
      isCustomer &&
      !frozen &&
      !pending &&
      customerMayCancel({ status: row.status, eventDate: row.event_date }, today),
    canPayBalance: isCustomer && !pending && summary.balanceTzs > 0,
    canConfirm: isVendor && vendorMay('confirm', row.status),
    canDecline: isVendor && !frozen && vendorMay('decline', row.status),
    canDeliver: isVendor && vendorMay('deliver', row.status),
    canConfirmReceipt:
      isCustomer &&
      row.status === 'delivered' &&
      !disputed.dispute &&
      !events.some((event) => event.kind === 'receipt_confirmed'),
    canDispute: disputed.canDispute,
    dispute: disputed.dispute,
    // The vendor needs the number to arrange the day; nobody else sees it.
    customerPhone: isVendor || viewer.role === 'admin' ? (row.customer_phone ?? row.checkout_phone) : null,
  };
}

/** The order if this person may see it (its customer, its vendor, an admin); otherwise it does not exist for them. */
export async function visibleOrder(
  db: Database,
  orderId: string,
  viewer: Viewer,
  forUpdate = false,
): Promise<OrderRow> {
  const row = await findOrder(db, orderId, forUpdate);
  const allowed =
    row && (row.customer_id === viewer.id || row.vendor_id === viewer.vendorId || viewer.role === 'admin');
  if (!row || !allowed) throw new AppError('not_found', 'order.not_found');
  return row;
}

export async function getOrder(deps: OrderDeps, orderId: string, viewer: Viewer): Promise<OrderDetail> {
  return toDetail(deps, await visibleOrder(deps.db, orderId, viewer), viewer);
}

const PAGE = 20;

/** Fetches one row beyond the page: its presence says another page follows. */
const page = (cursor: string | undefined): Page => ({
  after: cursor ? decodeCursor(cursor) : undefined,
  limit: PAGE + 1,
});

function listOf(rows: OrderRow[]) {
  const { rows: shown, nextCursor } = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_placed_at })),
    PAGE,
  );
  return { items: shown.map(toSummary), nextCursor };
}

export async function customerOrders(deps: OrderDeps, userId: string, cursor?: string) {
  return listOf(await selectCustomerOrders(deps.db, userId, page(cursor)));
}

export async function vendorOrders(
  deps: OrderDeps,
  vendorId: string,
  box: 'new' | 'upcoming' | 'past' | 'all',
  cursor?: string,
) {
  return listOf(await selectVendorOrders(deps.db, vendorId, box, todayInTanzania(), page(cursor)));
}

export async function adminOrders(
  deps: OrderDeps,
  filter: { q?: string | undefined; status?: OrderStatus | undefined; cursor?: string | undefined },
) {
  return listOf(await selectAdminOrders(deps.db, filter, page(filter.cursor)));
}

export async function ordersFigures(deps: OrderDeps, vendorId: string) {
  const today = todayInTanzania();
  const row = await vendorFigures(deps.db, vendorId, today, `${today.slice(0, 7)}-01`);
  return {
    toConfirm: row?.to_confirm ?? 0,
    upcoming: row?.upcoming ?? 0,
    soldThisMonthTzs: row?.sold_month ?? 0,
    soldAllTimeTzs: row?.sold_all ?? 0,
    deliveredCount: row?.delivered ?? 0,
  };
}

// --- what people do to an order ----------------------------------------------------------------------------------

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
