// SQL of the ledger: transactions written once with their entries, balances summed from entries.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import {
  commissionRates,
  type LedgerKind,
  ledgerEntries,
  ledgerTransactions,
  moneySettings,
} from '../../db/schema/ledger.ts';
import type { Line } from './postings.ts';

export type MoneySettingsRow = typeof moneySettings.$inferSelect;

/**
 * Writes a transaction and its entries; false when its cause was posted already (a replayed callback, a job run
 * twice). The entries' sum is checked again by the database at commit.
 */
export async function insertTransaction(
  tx: Database,
  head: {
    kind: LedgerKind;
    sourceKey: string;
    vendorId?: string | null;
    eventId?: string | null;
    orderId?: string | null;
    payoutId?: string | null;
    /** When the money moved, if not now (the demo's history). */
    createdAt?: Date;
  },
  lines: Line[],
): Promise<boolean> {
  const total = lines.reduce((sum, line) => sum + line.amountTzs, 0);
  if (total !== 0)
    throw new Error(`ledger ${head.kind} ${head.sourceKey} does not balance (off by ${total})`);
  if (lines.length === 0) return false;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values(head)
    .onConflictDoNothing({ target: ledgerTransactions.sourceKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      transactionId: row.id,
      account: line.account,
      amountTzs: line.amountTzs,
      vendorId: line.vendorId ?? null,
      eventId: line.eventId ?? null,
      orderId: line.orderId ?? null,
      payoutId: line.payoutId ?? null,
      ...(head.createdAt ? { createdAt: head.createdAt } : {}),
    })),
  );
  return true;
}

export async function selectMoneySettings(db: Database): Promise<MoneySettingsRow> {
  const [row] = await db.select().from(moneySettings).where(eq(moneySettings.id, true));
  if (!row) throw new Error('money_settings has no row: migrations not run?');
  return row;
}

/**
 * The commission of an order, in basis points: its lines' categories' rates, weighted by what each line costs. A
 * quote's line in the vendor's own words takes the rate of the category most of the vendor's listings are in (as
 * vendorCommissionBps), so pricing a listing at nothing and the rest in words saves no commission.
 */
export async function orderCommissionBps(tx: Database, orderId: string, defaultBps: number): Promise<number> {
  const result = await selectRows<{ bps: number | null }>(
    tx,
    sql`
    select (sum(l.line_total_tzs::numeric * coalesce(r.rate_bps, ${defaultBps}))
            / nullif(sum(l.line_total_tzs), 0))::float8 as bps
    from order_lines l join orders o on o.id = l.order_id
    left join listings li on li.id = l.listing_id
    left join ${commissionRates} r on r.category = coalesce(li.category, (select l2.category from listings l2
      where l2.vendor_id = o.vendor_id group by l2.category order by count(*) desc, l2.category limit 1))
    where l.order_id = ${orderId}`,
  );
  return result[0]?.bps ?? defaultBps;
}

/** An order's money as the ledger has it. */
export async function orderSums(
  tx: Database,
  orderId: string,
): Promise<{
  heldTzs: number;
  releasableTzs: number;
  feesTzs: number;
  collectedTzs: number;
  paymentsPosted: number;
}> {
  const result = await selectRows<{
    held: number;
    releasable: number;
    fees: number;
    collected: number;
    payments: number;
  }>(
    tx,
    sql`
    select
      coalesce(-sum(amount_tzs) filter (where account = 'vendor_held'), 0)::float8 as held,
      coalesce(-sum(amount_tzs) filter (where account = 'vendor_releasable'), 0)::float8 as releasable,
      coalesce(-sum(amount_tzs) filter (where account = 'platform_fees'), 0)::float8 as fees,
      coalesce(sum(e.amount_tzs) filter (
        where account = 'provider' and t.kind in ('order_payment', 'order_refund')), 0)::float8 as collected,
      count(distinct t.id) filter (where t.kind = 'order_payment')::int as payments
    from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
    where e.order_id = ${orderId}`,
  );
  const row = result[0];
  return {
    heldTzs: Number(row?.held ?? 0),
    releasableTzs: Number(row?.releasable ?? 0),
    feesTzs: Number(row?.fees ?? 0),
    collectedTzs: Number(row?.collected ?? 0),
    paymentsPosted: Number(row?.payments ?? 0),
  };
}

/** Each of a vendor's orders with releasable money (or a debt), oldest first: what a payout takes. */
export async function releasableByOrder(
  tx: Database,
  vendorId: string,
): Promise<{ orderId: string; releasableTzs: number }[]> {
  const result = await selectRows<{ order_id: string; releasable: number }>(
    tx,
    sql`
    select e.order_id, (-sum(e.amount_tzs))::float8 as releasable
    from ${ledgerEntries} e
    where e.vendor_id = ${vendorId} and e.account = 'vendor_releasable' and e.order_id is not null
    group by e.order_id
    having sum(e.amount_tzs) <> 0
    order by min(e.id)`,
  );
  return result.map((row) => ({ orderId: row.order_id, releasableTzs: Number(row.releasable) }));
}

export type VendorSums = {
  heldTzs: number;
  releasableTzs: number;
  payingTzs: number;
  paidOutTzs: number;
  feesTzs: number;
};

/**
 * A vendor's balances, read off the vendor's own index (every line of a vendor's order, fee included, carries the
 * vendor): the sums of the vendor's accounts, and what their settled payouts took, from those payouts alone.
 */
export async function vendorSums(db: Database, vendorId: string): Promise<VendorSums> {
  const [row] = await selectRows<{
    held: number;
    releasable: number;
    paying: number;
    fees: number;
    paid_out: number;
  }>(
    db,
    sql`
    select
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_held'), 0)::float8 as held,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_releasable'), 0)::float8 as releasable,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_paying'), 0)::float8 as paying,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'platform_fees'), 0)::float8 as fees,
      (select
          coalesce(sum(p.amount_tzs) filter (where p.account = 'vendor_paying' and t.kind = 'payout_succeeded'), 0)
          - coalesce(-sum(p.amount_tzs) filter (where p.account = 'vendor_releasable' and t.kind = 'payout_reversed'), 0)
        from ${ledgerTransactions} t join ${ledgerEntries} p on p.transaction_id = t.id
        where t.vendor_id = ${vendorId} and t.kind in ('payout_succeeded', 'payout_reversed')
          and p.vendor_id = ${vendorId})::float8 as paid_out
    from ${ledgerEntries} e
    where e.vendor_id = ${vendorId}`,
  );
  return {
    heldTzs: Number(row?.held ?? 0),
    releasableTzs: Number(row?.releasable ?? 0),
    payingTzs: Number(row?.paying ?? 0),
    paidOutTzs: Number(row?.paid_out ?? 0),
    feesTzs: Number(row?.fees ?? 0),
  };
}

export type EventSums = {
  collectedTzs: number;
  feesTzs: number;
  availableTzs: number;
  payingTzs: number;
  withdrawnTzs: number;
};

/**
 * An event's balances: its michango in (less any given back), the fee on them, what is available, in flight and
 * withdrawn. Withdrawn is what came in and is neither available nor in flight.
 */
export async function eventSums(db: Database, eventId: string): Promise<EventSums> {
  const [row] = await selectRows<{ collected: number; fees: number; funds: number; paying: number }>(
    db,
    sql`
    select
      coalesce(sum(e.amount_tzs) filter (
        where e.account = 'provider' and t.kind in ('michango', 'michango_reversed')), 0)::float8 as collected,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'platform_fees'), 0)::float8 as fees,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'event_funds'), 0)::float8 as funds,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'event_paying'), 0)::float8 as paying
    from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
    where e.event_id = ${eventId}`,
  );
  const collectedTzs = Number(row?.collected ?? 0);
  const feesTzs = Number(row?.fees ?? 0);
  const availableTzs = Number(row?.funds ?? 0);
  const payingTzs = Number(row?.paying ?? 0);
  return {
    collectedTzs,
    feesTzs,
    availableTzs,
    payingTzs,
    withdrawnTzs: collectedTzs - feesTzs - availableTzs - payingTzs,
  };
}

/** Each account's sum across the whole ledger (the reconciliation's side of it). */
export async function accountTotals(db: Database): Promise<Record<string, number>> {
  const result = await selectRows<{ account: string; total: number }>(
    db,
    sql`
    select account, sum(amount_tzs)::float8 as total from ${ledgerEntries} group by account`,
  );
  return Object.fromEntries(result.map((row) => [row.account, Number(row.total)]));
}

/** The platform fee a transaction took (0 when it took none, or was never posted). */
export async function feeOfTransaction(tx: Database, sourceKey: string): Promise<number> {
  const rows = await selectRows<{ fee: number }>(
    tx,
    sql`
    select coalesce(-sum(e.amount_tzs), 0)::float8 as fee
    from ${ledgerTransactions} t join ${ledgerEntries} e on e.transaction_id = t.id
    where t.source_key = ${sourceKey} and e.account = 'platform_fees'`,
  );
  return Number(rows[0]?.fee ?? 0);
}

/** The ledger lines a payout's sending wrote, to undo them exactly when it fails or comes back. */
export function payoutSentLines(
  tx: Database,
  payoutId: string,
): Promise<
  {
    account: 'vendor_releasable' | 'vendor_paying' | 'event_funds' | 'event_paying';
    amount_tzs: number;
    vendor_id: string | null;
    event_id: string | null;
    order_id: string | null;
  }[]
> {
  return selectRows(
    tx,
    sql`
    select e.account, e.amount_tzs::float8 as amount_tzs, e.vendor_id, e.event_id, e.order_id
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where t.source_key = ${`payout:${payoutId}`}
    order by e.id`,
  );
}

/** The commission of the category most of a vendor's listings are in (the default when it has no rate of its own). */
export async function vendorCommissionBps(
  db: Database,
  vendorId: string,
  defaultBps: number,
): Promise<number> {
  const rows = await selectRows<{ bps: number }>(
    db,
    sql`
    select coalesce(r.rate_bps, ${defaultBps})::int as bps
    from listings l left join ${commissionRates} r on r.category = l.category
    where l.vendor_id = ${vendorId}
    group by l.category, r.rate_bps
    order by count(*) desc, l.category
    limit 1`,
  );
  return rows[0]?.bps ?? defaultBps;
}

/**
 * Locks the order; true when its money may be released: it is going ahead (accepted or delivered) and no dispute on
 * it is open. A dispute is opened under the same lock, so whichever comes first wins. The dispute is read by a second
 * statement, after the lock is held: a statement that waited for the lock still reads the tables as they were when
 * it began, before the dispute that held the lock was committed.
 */
export async function lockOrderReleasable(tx: Database, orderId: string): Promise<boolean> {
  const [order] = await selectRows<{ status: string }>(
    tx,
    sql`select status from orders where id = ${orderId} for update`,
  );
  if (order?.status !== 'confirmed' && order?.status !== 'delivered') return false;
  const [dispute] = await selectRows<{ open: boolean }>(
    tx,
    sql`select exists (select 1 from order_disputes where order_id = ${orderId} and state = 'open') as open`,
  );
  return !dispute?.open;
}
