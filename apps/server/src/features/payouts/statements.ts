// A vendor's monthly statement: the month's ledger transactions as lines a person reads (a payment less the fee, a
// refund, a release, a payout and how it ended), with running balances from the month's opening balances. Months are
// Dar es Salaam's (UTC+3 all year).

import type { StatementLine, StatementLineKind, VendorStatement } from '@sherehe/core/api/statements';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { orderReference } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { balancesBefore, firstMoneyAt, monthTransactions, type StatementRow } from './statement-queries.ts';

/** How many months back the list of statements goes. */
const MONTHS_LISTED = 36;

const startOf = (month: string) => new Date(`${month}-01T00:00:00+03:00`);

function monthAfter(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

const monthOf = (at: Date) => todayInTanzania(at).slice(0, 7);

/** Every month from the first with money to this one, newest first. */
function monthsSince(first: Date | null, now: Date): string[] {
  const months: string[] = [];
  const last = monthOf(now);
  let month = first ? monthOf(first) : last;
  while (month <= last) {
    months.unshift(month);
    month = monthAfter(month);
  }
  return months.slice(0, MONTHS_LISTED);
}

const kinds: Record<string, StatementLineKind> = {
  order_payment: 'payment',
  order_refund: 'refund',
  release: 'release',
  payout: 'payout',
  payout_succeeded: 'payout_paid',
  payout_failed: 'payout_failed',
  payout_reversed: 'payout_returned',
};

/** What a line moved, as a person reads it: the customer's money for payments and refunds, else the vendor's. */
function amountOf(kind: StatementLineKind, row: StatementRow): number {
  switch (kind) {
    case 'payment':
    case 'refund':
      return Number(row.provider);
    case 'payout':
      return Number(row.paying);
    case 'payout_paid':
      return -Number(row.paying);
    default:
      return Number(row.releasable);
  }
}

export async function vendorStatement(
  db: Database,
  vendor: { id: string; name: string },
  month: string,
  now = new Date(),
): Promise<VendorStatement> {
  const from = startOf(month);
  if (from.getTime() > now.getTime()) throw new AppError('validation', 'statements.month_invalid');
  const [opening, rows, first] = await Promise.all([
    balancesBefore(db, vendor.id, from),
    monthTransactions(db, vendor.id, from, startOf(monthAfter(month))),
    firstMoneyAt(db, vendor.id),
  ]);
  const running = {
    held: Number(opening.held),
    releasable: Number(opening.releasable),
    paying: Number(opening.paying),
  };
  const totals = { paidInTzs: 0, feesTzs: 0, refundedTzs: 0, releasedTzs: 0, paidOutTzs: 0 };
  const lines: StatementLine[] = [];
  for (const row of rows) {
    running.held += Number(row.held);
    running.releasable += Number(row.releasable);
    running.paying += Number(row.paying);
    const kind = kinds[row.kind];
    if (!kind) continue;
    const amountTzs = amountOf(kind, row);
    const feeTzs = Number(row.fee);
    totals.feesTzs += feeTzs;
    if (kind === 'payment') totals.paidInTzs += amountTzs;
    if (kind === 'refund') totals.refundedTzs -= amountTzs;
    if (kind === 'release') totals.releasedTzs += amountTzs;
    if (kind === 'payout_paid') totals.paidOutTzs += amountTzs;
    if (kind === 'payout_returned') totals.paidOutTzs -= amountTzs;
    lines.push({
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      kind,
      reference: row.number === null ? null : orderReference(Number(row.number)),
      amountTzs,
      feeTzs,
      heldTzs: running.held,
      releasableTzs: running.releasable,
    });
  }
  const balances = (from: { held: number; releasable: number; paying: number }) => ({
    heldTzs: Number(from.held),
    releasableTzs: Number(from.releasable),
    payingTzs: Number(from.paying),
  });
  return {
    month,
    vendorName: vendor.name,
    opening: balances(opening),
    closing: balances(running),
    totals,
    lines,
    months: monthsSince(first, now),
  };
}
