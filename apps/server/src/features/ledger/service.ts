// The ledger's posting rules (docs/decisions/028). Other features call these inside the transaction that records the
// movement (a payment on an order, a refund, a contribution), so the ledger and the records it comes from never differ.
import type { Database } from '../../db/client.ts';
import {
  feeBack,
  type Line,
  michangoLines,
  michangoRefundLines,
  orderPaymentLines,
  orderRefundLines,
  payoutLines,
  payoutSucceededLines,
  payoutUndoneLines,
  refundFailedLines,
  refundResentLines,
  releaseLines,
  shareOf,
  withdrawalLines,
} from './postings.ts';
import {
  eventSums,
  feeOfTransaction,
  insertTransaction,
  lockOrderReleasable,
  type MoneySettingsRow,
  orderCommissionBps,
  orderSums,
  payoutSentLines,
  releasableByOrder,
  selectMoneySettings,
  vendorCommissionBps,
  vendorSums,
} from './queries.ts';

export type OrderMoney = {
  orderId: string;
  vendorId: string;
  attemptId: string;
  amountTzs: number;
  /** When it moved, if not now (the demo's history). */
  at?: Date;
};

const placeOf = (money: OrderMoney) => ({ vendorId: money.vendorId, orderId: money.orderId });

export const moneySettingsOf = (db: Database): Promise<MoneySettingsRow> => selectMoneySettings(db);

/** A payment reached an order: the commission is recorded as it arrives. */
export async function postOrderPayment(tx: Database, money: OrderMoney): Promise<void> {
  const settings = await selectMoneySettings(tx);
  const bps = await orderCommissionBps(tx, money.orderId, settings.defaultCommissionBps);
  await insertTransaction(
    tx,
    {
      kind: 'order_payment',
      sourceKey: `order_payment:${money.orderId}:${money.attemptId}`,
      vendorId: money.vendorId,
      orderId: money.orderId,
      ...(money.at ? { createdAt: money.at } : {}),
    },
    orderPaymentLines(placeOf(money), money.amountTzs, shareOf(money.amountTzs, bps)),
  );
}

/** A refund on an order started: taken from the vendor's held money first, the commission given back in proportion. */
export async function postOrderRefund(tx: Database, money: OrderMoney): Promise<void> {
  const sums = await orderSums(tx, money.orderId);
  await insertTransaction(
    tx,
    {
      kind: 'order_refund',
      sourceKey: `order_refund:${money.orderId}:${money.attemptId}`,
      vendorId: money.vendorId,
      orderId: money.orderId,
      ...(money.at ? { createdAt: money.at } : {}),
    },
    orderRefundLines(placeOf(money), money.amountTzs, feeBack(money.amountTzs, sums), sums.heldTzs),
  );
}

/**
 * An order's held money becomes releasable; 0 when nothing was held. Keyed by the payments it holds, so a release
 * happens once for them, and a later payment (the balance) is released again.
 */
export async function releaseOrder(
  tx: Database,
  order: { orderId: string; vendorId: string },
): Promise<number> {
  // Under the order's lock, as refunds, payments and disputes are written: a decline racing the release job cannot
  // leave its refund and a release of the same money both standing, nor a dispute opened meanwhile be passed over.
  // Only an order going ahead with no open dispute is released.
  if (!(await lockOrderReleasable(tx, order.orderId))) return 0;
  const { heldTzs, paymentsPosted } = await orderSums(tx, order.orderId);
  if (heldTzs <= 0) return 0;
  const posted = await insertTransaction(
    tx,
    {
      kind: 'release',
      sourceKey: `release:${order.orderId}:${paymentsPosted}`,
      vendorId: order.vendorId,
      orderId: order.orderId,
    },
    releaseLines(order, heldTzs),
  );
  return posted ? heldTzs : 0;
}

/** Michango paid by mobile money (cash and bank never reach the provider's account, so the ledger does not hold them). */
export async function postMichango(
  tx: Database,
  payment: { pledgePaymentId: string; eventId: string; amountTzs: number; at?: Date },
): Promise<void> {
  const settings = await selectMoneySettings(tx);
  await insertTransaction(
    tx,
    {
      kind: 'michango',
      sourceKey: `michango:${payment.pledgePaymentId}`,
      eventId: payment.eventId,
      ...(payment.at ? { createdAt: payment.at } : {}),
    },
    michangoLines(payment.eventId, payment.amountTzs, shareOf(payment.amountTzs, settings.michangoFeeBps)),
  );
}

/**
 * What a contribution's refund would take back from the event's funds (its amount less the fee its arrival took),
 * beside what the event still has there: once michango were withdrawn, a refund cannot be paid from them again.
 */
export async function michangoRefundCover(
  tx: Database,
  payment: { pledgePaymentId: string; eventId: string; amountTzs: number },
): Promise<{ neededTzs: number; availableTzs: number }> {
  const [fee, sums] = await Promise.all([
    feeOfTransaction(tx, `michango:${payment.pledgePaymentId}`),
    eventSums(tx, payment.eventId),
  ]);
  return { neededTzs: payment.amountTzs - fee, availableTzs: sums.availableTzs };
}

/** A contribution refunded to its payer: its arrival's lines reversed, fee included. */
export async function postMichangoRefund(
  tx: Database,
  payment: { pledgePaymentId: string; eventId: string; amountTzs: number },
): Promise<void> {
  const arrival = await feeOfTransaction(tx, `michango:${payment.pledgePaymentId}`);
  await insertTransaction(
    tx,
    {
      kind: 'michango_reversed',
      sourceKey: `michango_reversed:${payment.pledgePaymentId}`,
      eventId: payment.eventId,
    },
    michangoRefundLines(payment.eventId, payment.amountTzs, arrival),
  );
}

/**
 * A refund the provider refused, or one sent again in its place. Only for refunds the ledger counted when they
 * started (through an order or a pledge); the money of a late success never entered it. Once per refund.
 */
export async function postRefundOutcome(
  tx: Database,
  refund: { refundId: string; amountTzs: number; outcome: 'failed' | 'resent' },
): Promise<void> {
  const failed = refund.outcome === 'failed';
  const kind = failed ? 'refund_failed' : 'refund_resent';
  await insertTransaction(
    tx,
    { kind, sourceKey: `${kind}:${refund.refundId}` },
    failed ? refundFailedLines(refund.amountTzs) : refundResentLines(refund.amountTzs),
  );
}

export const vendorBalances = vendorSums;
export const orderBalances = orderSums;
export const eventBalances = eventSums;

/** The commission shown to a vendor: their main category's rate, or the default admins set. */
export const commissionOfVendor = (db: Database, vendorId: string, defaultBps: number): Promise<number> =>
  vendorCommissionBps(db, vendorId, defaultBps);

/** What a payout to the vendor now would carry: every order's releasable money, debts netted. */
export async function planPayout(
  tx: Database,
  vendorId: string,
  payoutId: string,
): Promise<{ lines: Line[]; amountTzs: number }> {
  return payoutLines({ vendorId, payoutId }, await releasableByOrder(tx, vendorId));
}

/** The payout was written: its money moves from releasable to in flight. */
export async function postPayout(
  tx: Database,
  payout: { vendorId: string; payoutId: string },
  lines: Line[],
): Promise<void> {
  await insertTransaction(tx, { kind: 'payout', sourceKey: `payout:${payout.payoutId}`, ...payout }, lines);
}

/** Whom a payout pays: a vendor, or an event (a withdrawal of its michango). */
export type PayoutOwner = { vendorId: string; eventId?: null } | { eventId: string; vendorId?: null };

/** A withdrawal was approved: its money moves from the event's available funds to in flight. */
export async function postWithdrawal(
  tx: Database,
  at: { eventId: string; payoutId: string },
  amountTzs: number,
): Promise<void> {
  await insertTransaction(
    tx,
    { kind: 'payout', sourceKey: `payout:${at.payoutId}`, ...at },
    withdrawalLines(at, amountTzs),
  );
}

export async function postPayoutSucceeded(
  tx: Database,
  payout: PayoutOwner & { payoutId: string; amountTzs: number; feeTzs: number },
): Promise<void> {
  const at = {
    vendorId: payout.vendorId ?? null,
    eventId: payout.eventId ?? null,
    payoutId: payout.payoutId,
  };
  await insertTransaction(
    tx,
    { kind: 'payout_succeeded', sourceKey: `payout_succeeded:${payout.payoutId}`, ...at },
    payoutSucceededLines(at, payout.amountTzs, payout.feeTzs),
  );
}

/**
 * The payout's money returns to where it was paid from (the vendor's releasable balance, the event's funds): from
 * the money in flight when it failed, from the provider's account when it came back after succeeding.
 */
export async function postPayoutUndone(
  tx: Database,
  payout: PayoutOwner & { payoutId: string },
  how: 'failed' | 'reversed',
): Promise<void> {
  const sent = (await payoutSentLines(tx, payout.payoutId)).map(
    (row): Line => ({
      account: row.account,
      amountTzs: Number(row.amount_tzs),
      vendorId: row.vendor_id,
      eventId: row.event_id,
      orderId: row.order_id,
      payoutId: payout.payoutId,
    }),
  );
  await insertTransaction(
    tx,
    {
      kind: how === 'failed' ? 'payout_failed' : 'payout_reversed',
      sourceKey: `payout_${how}:${payout.payoutId}`,
      vendorId: payout.vendorId ?? null,
      eventId: payout.eventId ?? null,
      payoutId: payout.payoutId,
    },
    payoutUndoneLines(sent, how),
  );
}
