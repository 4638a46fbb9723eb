// What customers, vendors and admins read of orders: one order with its timeline and what its viewer may do, the
// lists a page at a time, and the vendor's figures. Someone who may not see an order finds it does not exist.
import type { OrderDetail, OrderSummary } from '@sherehe/core/api/orders';
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
import { disputeOfOrder } from './dispute-view.ts';
import type { OrderDeps } from './order-deps.ts';
import {
  findOrder,
  findVendorIdOfUser,
  type OrderRow,
  type Page,
  selectAdminOrders,
  selectCustomerOrders,
  selectOrderEvents,
  selectOrderLines,
  selectVendorOrders,
  vendorFigures,
} from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

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
