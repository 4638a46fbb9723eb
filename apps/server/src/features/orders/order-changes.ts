// The steps every change of an order shares: its lines' dates and stock let go or booked, its money put on its way
// back (the ledger takes each share back once), its timeline entry and the notices of what changed.
import type { Database } from '../../db/client.ts';
import { confirmHolds, releaseHolds, releaseStock, takeDayHold } from '../availability/service.ts';
import { postOrderRefund } from '../ledger/service.ts';
import type { OrderDeps } from './order-deps.ts';
import { type Notice, noticeOrderChange } from './order-notices.ts';
import {
  findOrder,
  insertOrderEvent,
  type OrderLineRow,
  type OrderRow,
  recordOrderMoney,
  selectOrderLines,
  selectUnrefunded,
} from './queries.ts';

export type Actor = { by: 'customer' | 'vendor' | 'admin' | 'system'; id: string | null };
export const system: Actor = { by: 'system', id: null };

export type SettledAttempt = { id: string; amountTzs: number };

// In listing order, as checkout takes them: two transactions touching the same listings never wait on each other
// in a circle.
const byListing = (lines: OrderLineRow[]) =>
  [...lines].sort((a, b) => `${a.listing_id}${a.event_date}`.localeCompare(`${b.listing_id}${b.event_date}`));

export async function releaseLines(tx: Database, orderId: string) {
  for (const line of byListing(await selectOrderLines(tx, orderId))) {
    if (line.listing_id === null) continue; // a quote's line in the vendor's words holds nothing
    if (line.kind === 'product') await releaseStock(tx, line.listing_id, line.quantity);
    else await releaseHolds(tx, line.id);
  }
}

/**
 * Books every dated line of a paid order. A hold that ran out before the money came (jobs held up for an hour) is
 * taken again when the day is still free; false when a line's day went to someone else meanwhile.
 */
export async function bookLines(tx: Database, orderId: string): Promise<boolean> {
  for (const line of byListing(await selectOrderLines(tx, orderId))) {
    if (line.kind !== 'service' || line.listing_id === null) continue;
    const slots = line.day_slots ?? line.quantity;
    let booked = await confirmHolds(tx, line.id);
    while (booked < slots) {
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
export async function refundShare(
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

export async function tell(deps: OrderDeps, tx: Database, orderId: string, notice: Notice) {
  const fresh = await findOrder(tx, orderId);
  if (fresh) await noticeOrderChange(tx, deps.publicUrl, fresh, notice);
}
