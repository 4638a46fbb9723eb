// The entries each movement of money writes (docs/decisions/028), as pure functions of what is known at the time, so
// a property test can drive any sequence of them. Debit positive, credit negative; every list sums to zero.
import type { LedgerAccount } from '../../db/schema/ledger.ts';

export type Line = {
  account: LedgerAccount;
  amountTzs: number;
  vendorId?: string | null;
  eventId?: string | null;
  orderId?: string | null;
  payoutId?: string | null;
};

/** A share in basis points (500 = 5%), rounded to the shilling. */
export const shareOf = (amountTzs: number, bps: number) => Math.round((amountTzs * bps) / 10_000);

const nonZero = (lines: Line[]) => lines.filter((line) => line.amountTzs !== 0);

/** A customer's payment on an order: the commission is taken as it arrives, the rest is held for the vendor. */
export function orderPaymentLines(
  at: { vendorId: string; orderId: string },
  amountTzs: number,
  feeTzs: number,
) {
  return nonZero([
    { ...at, account: 'provider', amountTzs },
    { ...at, account: 'vendor_held', amountTzs: -(amountTzs - feeTzs) },
    { ...at, account: 'platform_fees', amountTzs: -feeTzs },
  ]);
}

/**
 * The commission a refund gives back: the order's fees in the proportion of what goes back, and all of them when
 * everything still kept goes back, so a full refund never leaves a shilling of fee behind.
 */
export function feeBack(refundTzs: number, kept: { collectedTzs: number; feesTzs: number }): number {
  if (kept.collectedTzs <= 0 || kept.feesTzs <= 0) return 0;
  if (refundTzs >= kept.collectedTzs) return kept.feesTzs;
  return Math.min(kept.feesTzs, Math.round((kept.feesTzs * refundTzs) / kept.collectedTzs));
}

/**
 * A refund on an order: the vendor's part comes out of what is still held, then out of what was released. When that
 * was paid out already, the releasable balance goes below zero: a debt, recovered from the vendor's later payouts.
 */
export function orderRefundLines(
  at: { vendorId: string; orderId: string },
  amountTzs: number,
  feeBackTzs: number,
  heldTzs: number,
) {
  const vendorPart = amountTzs - feeBackTzs;
  const fromHeld = Math.max(0, Math.min(vendorPart, heldTzs));
  return nonZero([
    { ...at, account: 'provider', amountTzs: -amountTzs },
    { ...at, account: 'vendor_held', amountTzs: fromHeld },
    { ...at, account: 'vendor_releasable', amountTzs: vendorPart - fromHeld },
    { ...at, account: 'platform_fees', amountTzs: feeBackTzs },
  ]);
}

/**
 * A refund the ledger took out when it started (an order's or a contribution's) that the provider refused: the money
 * never left its account, and is owed back to the payer until an admin sends it again.
 */
export function refundFailedLines(amountTzs: number): Line[] {
  return [
    { account: 'provider', amountTzs },
    { account: 'refunds_owed', amountTzs: -amountTzs },
  ];
}

/** A refused refund sent again: what was owed to the payer leaves the provider's account. */
export function refundResentLines(amountTzs: number): Line[] {
  return refundFailedLines(amountTzs).map((line) => ({ ...line, amountTzs: -line.amountTzs }));
}

/** An order's held money becomes the vendor's to be paid. */
export function releaseLines(at: { vendorId: string; orderId: string }, heldTzs: number) {
  return nonZero([
    { ...at, account: 'vendor_held', amountTzs: heldTzs },
    { ...at, account: 'vendor_releasable', amountTzs: -heldTzs },
  ]);
}

/**
 * A payout takes every order's releasable money, debts netted: the orders' lines are cleared and the sum goes to the
 * payout in flight. The caller sends it only when the sum reaches the minimum.
 */
export function payoutLines(
  at: { vendorId: string; payoutId: string },
  releasableByOrder: { orderId: string; releasableTzs: number }[],
): { lines: Line[]; amountTzs: number } {
  const amountTzs = releasableByOrder.reduce((sum, order) => sum + order.releasableTzs, 0);
  const lines = nonZero([
    ...releasableByOrder.map(
      (order): Line => ({
        ...at,
        account: 'vendor_releasable',
        amountTzs: order.releasableTzs,
        orderId: order.orderId,
      }),
    ),
    { ...at, account: 'vendor_paying', amountTzs: -amountTzs },
  ]);
  return { lines, amountTzs };
}

/** A withdrawal was approved: the event's money moves from available to in flight. */
export function withdrawalLines(at: { eventId: string; payoutId: string }, amountTzs: number): Line[] {
  return nonZero([
    { ...at, account: 'event_funds', amountTzs },
    { ...at, account: 'event_paying', amountTzs: -amountTzs },
  ]);
}

const isPaying = (account: LedgerAccount) => account === 'vendor_paying' || account === 'event_paying';

/**
 * The lines that undo a payout's sending: when it failed, its money goes back from in flight to where it came from;
 * when it came back after it succeeded, from the provider's account (where it has returned).
 */
export function payoutUndoneLines(sent: Line[], how: 'failed' | 'reversed'): Line[] {
  return sent.map((line) => ({
    ...line,
    account: how === 'reversed' && isPaying(line.account) ? 'provider' : line.account,
    amountTzs: -line.amountTzs,
  }));
}

/**
 * The money reached the receiving phone (a vendor's, or the one an event's withdrawal went to): it leaves the
 * provider's account, with the provider's fee as our cost.
 */
export function payoutSucceededLines(
  at: { vendorId?: string | null; eventId?: string | null; payoutId: string },
  amountTzs: number,
  feeTzs: number,
) {
  return nonZero([
    { ...at, account: at.eventId ? 'event_paying' : 'vendor_paying', amountTzs },
    { ...at, account: 'provider', amountTzs: -(amountTzs + feeTzs) },
    { ...at, account: 'provider_fees', amountTzs: feeTzs },
  ]);
}

/** Michango paid by mobile money: the event's, less the michango fee when admins set one. */
export function michangoLines(eventId: string, amountTzs: number, feeTzs: number) {
  return nonZero([
    { account: 'provider', amountTzs, eventId },
    { account: 'event_funds', amountTzs: -(amountTzs - feeTzs), eventId },
    { account: 'platform_fees', amountTzs: -feeTzs, eventId },
  ]);
}

/** A mobile-money contribution sent back to its payer: the lines of its arrival, reversed. */
export function michangoRefundLines(eventId: string, amountTzs: number, feeTzs: number) {
  return michangoLines(eventId, amountTzs, feeTzs).map((line) => ({ ...line, amountTzs: -line.amountTzs }));
}
