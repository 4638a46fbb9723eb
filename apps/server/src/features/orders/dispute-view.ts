// A dispute as the order page shows it to each side and to admins, and whether the customer may open one.
import type { OrderDispute } from '@sherehe/core/api/disputes';
import { DISPUTE_PHOTOS_MAX } from '@sherehe/core/api/disputes';
import type { OrderStatus } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { orderBalances } from '../ledger/service.ts';
import { type DisputeRow, findDisputeOfOrder, selectDisputePhotos } from './dispute-queries.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A problem may be reported on an order going ahead once its day has come or the vendor called it delivered, and
 * only while the vendor's money for it is still held: after release it is a matter for support.
 */
export function disputeMayOpen(order: { status: OrderStatus; event_date: string }, today: string): boolean {
  return order.status === 'delivered' || (order.status === 'confirmed' && order.event_date <= today);
}

export type DisputeViewer = { customer: boolean; vendor: boolean; admin: boolean };

/**
 * What the dispute freezes, in the reader's terms: for the customer, what they paid and may get back (the whole of
 * it on a full refund, the commission included); for the vendor and admins, the vendor's share still held.
 */
const frozenFor = (viewer: DisputeViewer, sums: { heldTzs: number; collectedTzs: number }) =>
  viewer.customer && !viewer.admin ? sums.collectedTzs : sums.heldTzs;

async function viewDispute(
  db: Database,
  dispute: DisputeRow,
  sums: { heldTzs: number; collectedTzs: number },
  viewer: DisputeViewer,
): Promise<OrderDispute> {
  const photos = await selectDisputePhotos(db, dispute.id);
  const open = dispute.state === 'open';
  const side = (which: 'customer' | 'vendor') =>
    photos
      .filter((photo) => photo.side === which)
      .map((photo) => ({ id: photo.id, width: photo.width, height: photo.height }));
  const mine = viewer.customer ? 'customer' : viewer.vendor ? 'vendor' : null;
  return {
    id: dispute.id,
    reason: dispute.reason,
    customerText: dispute.customerText,
    customerPhotos: side('customer'),
    openedAt: dispute.createdAt.toISOString(),
    vendorText: dispute.vendorText,
    vendorPhotos: side('vendor'),
    answeredAt: iso(dispute.answeredAt),
    state: dispute.state,
    outcome: dispute.outcome,
    refundTzs: dispute.refundTzs,
    note: dispute.note,
    decidedAt: iso(dispute.decidedAt),
    frozenTzs: open ? frozenFor(viewer, sums) : 0,
    canAddPhotos: open && mine !== null && side(mine).length < DISPUTE_PHOTOS_MAX,
    canAnswer: open && viewer.vendor,
    canDecide: open && viewer.admin,
  };
}

/** The order's dispute for this viewer, and whether its customer may open one now. */
export async function disputeOfOrder(
  db: Database,
  order: { id: string; status: OrderStatus; event_date: string },
  viewer: DisputeViewer,
  today: string,
): Promise<{ dispute: OrderDispute | null; canDispute: boolean }> {
  const [dispute, sums] = await Promise.all([findDisputeOfOrder(db, order.id), orderBalances(db, order.id)]);
  if (dispute) return { dispute: await viewDispute(db, dispute, sums, viewer), canDispute: false };
  return {
    dispute: null,
    canDispute: viewer.customer && disputeMayOpen(order, today) && sums.heldTzs > 0,
  };
}

/**
 * While a dispute is open an admin decides what happens to the order's money, and once decided the decision settled
 * it: nobody cancels, declines, confirms or pays more on a disputed order. Called under the order's lock, which
 * opening a dispute takes too; read by a statement of its own, so one that waited for the lock sees the dispute.
 */
export async function refuseIfDisputed(tx: Database, orderId: string): Promise<void> {
  const dispute = await findDisputeOfOrder(tx, orderId);
  if (!dispute) return;
  throw new AppError('conflict', dispute.state === 'open' ? 'order.dispute_open' : 'order.dispute_decided');
}
