// The SQL of a vendor's monthly statement: the balances before the month, each of its ledger transactions with what
// it moved on the vendor's accounts, and the first month with money.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** Credit balances (what is owed to the vendor) read as positive amounts. */
const vendorColumns = sql`
  coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_held'), 0)::float8 as held,
  coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_releasable'), 0)::float8 as releasable,
  coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_paying'), 0)::float8 as paying`;

export type BalancesRow = { held: number; releasable: number; paying: number };

export async function balancesBefore(db: Database, vendorId: string, before: Date): Promise<BalancesRow> {
  const [row] = await selectRows<BalancesRow>(
    db,
    sql`
    select ${vendorColumns}
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.vendor_id = ${vendorId} and t.created_at < ${before.toISOString()}`,
  );
  return row ?? { held: 0, releasable: 0, paying: 0 };
}

export type StatementRow = BalancesRow & {
  id: string;
  kind: string;
  created_at: Date | string;
  number: number | null;
  /** Money at the provider: a customer's payment (+) or refund (−). */
  provider: number;
  fee: number;
};

export function monthTransactions(
  db: Database,
  vendorId: string,
  from: Date,
  to: Date,
): Promise<StatementRow[]> {
  return selectRows<StatementRow>(
    db,
    sql`
    select t.id, t.kind, t.created_at, o.number::int as number,
      coalesce(sum(e.amount_tzs) filter (where e.account = 'provider'), 0)::float8 as provider,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'platform_fees'), 0)::float8 as fee,
      ${vendorColumns}
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    left join orders o on o.id = t.order_id
    where t.vendor_id = ${vendorId} and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
    group by t.id, o.number
    order by t.created_at, t.id`,
  );
}

export async function firstMoneyAt(db: Database, vendorId: string): Promise<Date | null> {
  const [row] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`select min(created_at) as at from ledger_transactions where vendor_id = ${vendorId}`,
  );
  return row?.at ? new Date(row.at) : null;
}
