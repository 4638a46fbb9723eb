// Disputes (docs/decisions/030): the customer reports a problem while the order's money is held, which freezes it;
// the vendor answers; each side adds photos; an admin decides a full refund, a partial refund (the rest released to
// the vendor) or a release. Every step writes the order's timeline and its notices in the same transaction.
import type { DecideDisputeBody, OpenDisputeBody } from '@sherehe/core/api/disputes';
import { DISPUTE_PHOTOS_MAX } from '@sherehe/core/api/disputes';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { orderReference } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { storeImage, variantKey } from '../../platform/storage/store-image.ts';
import { orderBalances, releaseOrder } from '../ledger/service.ts';
import { noticeDispute } from './dispute-notices.ts';
import {
  countPhotosOfSide,
  findDispute,
  findDisputeOfOrder,
  findDisputePhoto,
  insertDispute,
  insertDisputePhoto,
  selectAdminDisputes,
  setDecision,
  setVendorAnswer,
} from './dispute-queries.ts';
import { disputeMayOpen } from './dispute-view.ts';
import type { OrderDeps } from './order-deps.ts';
import { findOrder, type OrderRow, selectUnrefunded } from './queries.ts';
import {
  type Actor,
  getOrder,
  paymentUnderWay,
  record,
  refunded,
  refundOrder,
  returnShare,
  type Viewer,
  visibleOrder,
} from './service.ts';

/** The width of a photo of evidence served to the two sides and admins. */
const EVIDENCE_WIDTH = 640;

export async function openDispute(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  body: OpenDisputeBody,
): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    // The order's lock, which the release of its money takes too: whichever comes first wins.
    const order = await visibleOrder(tx, orderId, viewer, true);
    if (order.customer_id !== viewer.id) throw new AppError('not_found', 'order.not_found');
    if (await findDisputeOfOrder(tx, order.id)) throw new AppError('conflict', 'dispute.exists');
    // A balance still being paid would land on frozen money: it settles first (or fails), then the problem is told.
    if (await paymentUnderWay(deps, tx, order)) throw new AppError('conflict', 'order.payment_under_way');
    if (!disputeMayOpen(order, todayInTanzania())) throw new AppError('business_rule', 'dispute.not_yet');
    if ((await orderBalances(tx, order.id)).heldTzs <= 0) {
      throw new AppError('business_rule', 'dispute.money_released');
    }
    await insertDispute(tx, {
      orderId: order.id,
      reason: body.reason,
      customerText: body.text,
      openedBy: viewer.id,
    });
    await record(tx, order, 'dispute_opened', { by: 'customer', id: viewer.id });
    await noticeDispute(tx, deps.publicUrl, order, { kind: 'opened' });
  });
  deps.jobs.kick();
  return getOrder(deps, orderId, viewer);
}

/** The open dispute of an order this person is a side of, under the order's lock. */
async function openDisputeOf(tx: Database, orderId: string, viewer: Viewer) {
  const order = await visibleOrder(tx, orderId, viewer, true);
  const side =
    order.customer_id === viewer.id ? 'customer' : order.vendor_id === viewer.vendorId ? 'vendor' : null;
  if (!side) throw new AppError('not_found', 'order.not_found');
  const dispute = await findDisputeOfOrder(tx, order.id, { lock: true });
  if (!dispute) throw new AppError('not_found', 'dispute.not_found');
  if (dispute.state !== 'open') throw new AppError('conflict', 'dispute.decided');
  return { order, dispute, side } as const;
}

/** The vendor's side; they may reword it while the dispute is open, and the customer is told the first time. */
export async function answerDispute(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  text: string,
): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    const { order, dispute, side } = await openDisputeOf(tx, orderId, viewer);
    if (side !== 'vendor') throw new AppError('not_found', 'order.not_found');
    await setVendorAnswer(tx, dispute.id, text);
    if (dispute.answeredAt) return;
    await record(tx, order, 'dispute_answered', { by: 'vendor', id: viewer.id });
    await noticeDispute(tx, deps.publicUrl, order, { kind: 'answered' });
  });
  deps.jobs.kick();
  return getOrder(deps, orderId, viewer);
}

/** A photo of evidence on the viewer's side. Stored before the row is written: an orphan is swept after a day. */
export async function addDisputePhoto(
  deps: OrderDeps,
  storage: Storage,
  orderId: string,
  viewer: Viewer,
  bytes: Buffer,
): Promise<OrderDetail> {
  // Checked before the image work, so a refusal costs nothing; checked again under the lock below.
  await deps.db.transaction((tx) => openDisputeOf(tx, orderId, viewer));
  const image = await storeImage(storage, bytes, { private: true });
  await deps.db.transaction(async (tx) => {
    const { dispute, side } = await openDisputeOf(tx, orderId, viewer);
    if ((await countPhotosOfSide(tx, dispute.id, side)) >= DISPUTE_PHOTOS_MAX) {
      throw new AppError('business_rule', 'dispute.too_many_photos', { max: DISPUTE_PHOTOS_MAX });
    }
    await insertDisputePhoto(tx, { disputeId: dispute.id, side, ...image });
  });
  return getOrder(deps, orderId, viewer);
}

/** The bytes of a photo of evidence, for the order's two sides and admins only. */
export async function disputePhotoBytes(
  deps: OrderDeps,
  storage: Storage,
  orderId: string,
  photoId: string,
  viewer: Viewer,
): Promise<Buffer> {
  const order = await visibleOrder(deps.db, orderId, viewer);
  const dispute = await findDisputeOfOrder(deps.db, order.id);
  const photo = dispute && (await findDisputePhoto(deps.db, dispute.id, photoId));
  const bytes = photo ? await storage.get(variantKey(photo.storageKey, EVIDENCE_WIDTH)) : null;
  if (!bytes) throw new AppError('not_found', 'dispute.not_found');
  return bytes;
}

/** Gives back `amountTzs` of the order's payments, newest first; each payment's share is given back at most once. */
async function refundPart(deps: OrderDeps, tx: Database, order: OrderRow, amountTzs: number, actor: Actor) {
  let left = amountTzs;
  for (const share of (await selectUnrefunded(tx, order.id)).reverse()) {
    if (left === 0) break;
    const take = Math.min(left, share.amount_tzs);
    left -= await returnShare(
      deps,
      tx,
      order,
      { attemptId: share.attempt_id, amountTzs: take },
      actor,
      'partial refund decided on a dispute',
    );
  }
  await refunded(tx, order, actor, amountTzs - left);
  return amountTzs - left;
}

export async function decideDispute(
  deps: OrderDeps,
  disputeId: string,
  adminId: string,
  body: DecideDisputeBody,
): Promise<string> {
  const found = await findDispute(deps.db, disputeId);
  if (!found) throw new AppError('not_found', 'dispute.not_found');
  await deps.db.transaction(async (tx) => {
    // The order first, as everything else that moves its money locks it; then the dispute.
    const order = await findOrder(tx, found.orderId, true);
    const dispute = await findDisputeOfOrder(tx, found.orderId, { lock: true });
    if (!order || !dispute) throw new AppError('not_found', 'dispute.not_found');
    if (dispute.state !== 'open') throw new AppError('conflict', 'dispute.decided');
    const actor: Actor = { by: 'admin', id: adminId };
    const paidTzs = (await selectUnrefunded(tx, order.id)).reduce((sum, share) => sum + share.amount_tzs, 0);
    let refundTzs = 0;
    if (body.outcome === 'refund') {
      refundTzs = await refundOrder(deps, tx, order, actor, 'refund decided on a dispute');
    } else if (body.outcome === 'partial_refund') {
      const asked = body.refundTzs ?? 0;
      if (asked >= paidTzs) throw new AppError('business_rule', 'dispute.refund_too_large', { max: paidTzs });
      refundTzs = await refundPart(deps, tx, order, asked, actor);
    }
    await setDecision(tx, dispute.id, {
      outcome: body.outcome,
      refundTzs,
      note: body.note,
      decidedBy: adminId,
    });
    // What is still held goes to the vendor now that the dispute no longer freezes it.
    const releasedTzs = await releaseOrder(tx, { orderId: order.id, vendorId: order.vendor_id });
    await record(tx, order, 'dispute_decided', actor, {
      ...(refundTzs > 0 ? { amountTzs: refundTzs } : {}),
      note: body.note,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'dispute.decided',
      targetType: 'order',
      targetId: order.id,
      details: { disputeId: dispute.id, outcome: body.outcome, refundTzs, releasedTzs, note: body.note },
    });
    await noticeDispute(tx, deps.publicUrl, order, {
      kind: 'decided',
      outcome: body.outcome,
      refundTzs,
      note: body.note,
    });
  });
  deps.jobs.kick();
  return found.orderId;
}

export async function adminDisputes(deps: OrderDeps, state: 'open' | 'decided') {
  const rows = await selectAdminDisputes(deps.db, state);
  return {
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      reference: orderReference(Number(row.number)),
      customerName: row.customer_name,
      vendorName: row.vendor_name,
      reason: row.reason,
      state: row.state,
      outcome: row.outcome,
      answered: row.answered,
      frozenTzs: state === 'open' ? Number(row.frozen_tzs) : 0,
      openedAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** Every image a dispute points at (for the nightly sweep of unused images). */
export { disputeImagesInUse } from './dispute-queries.ts';
