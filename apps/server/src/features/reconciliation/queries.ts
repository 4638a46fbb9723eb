// The SQL of the daily reconciliation: what the provider confirmed in a time range (collections, refunds, payouts),
// each beside the ledger's own record of the same movement, found by the source keys the postings wrote.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export type MovementRow = {
  id: string;
  at: Date | string;
  description: string;
  provider: number;
  ledger: number;
};

/** The order payments a collection (a checkout's or a balance's) was posted as, and the contributions. */
const postedKeys = (
  prefix: 'order_payment' | 'order_refund',
  michango: 'michango' | 'michango_reversed',
) => sql`
  select c.id as attempt_id, ${prefix} || ':' || o.id || ':' || c.id as source_key
    from moved c join orders o on c.purpose_kind = 'checkout' and o.checkout_id = c.purpose_id
  union all
  select c.id, ${prefix} || ':' || c.purpose_id || ':' || c.id from moved c where c.purpose_kind = 'order'
  union all
  select c.id, ${michango} || ':' || pp.id from moved c join pledge_payments pp on pp.attempt_id = c.id`;

const ledgerOf = sql`
  posted as (
    select k.attempt_id, sum(e.amount_tzs) as amount
    from keys k
    join ledger_transactions t on t.source_key = k.source_key
    join ledger_entries e on e.transaction_id = t.id and e.account = 'provider'
    group by k.attempt_id)`;

/** Money the provider confirmed as received in the range, each payment beside what the ledger took in for it. */
export function collectionsIn(db: Database, from: Date, to: Date): Promise<MovementRow[]> {
  return selectRows<MovementRow>(
    db,
    sql`
    with moved as (
      select a.id, a.purpose_kind, a.purpose_id, a.description, a.amount_tzs,
        coalesce(a.late_success_at, a.settled_at) as at
      from payment_attempts a
      where (a.status = 'succeeded' or a.late_success_at is not null)
        and coalesce(a.late_success_at, a.settled_at) >= ${from.toISOString()}
        and coalesce(a.late_success_at, a.settled_at) < ${to.toISOString()}),
    keys as (${postedKeys('order_payment', 'michango')}),
    ${ledgerOf}
    select c.id, c.at, c.description, c.amount_tzs::float8 as provider, coalesce(p.amount, 0)::float8 as ledger
    from moved c left join posted p on p.attempt_id = c.id
    order by c.at, c.id`,
  );
}

/**
 * Payments with a refund the provider confirmed in the range: everything given back of each (what did not fail)
 * beside what the ledger gave back of it. The ledger counts a refund when it starts, puts a refused one back and
 * takes it out again when it is sent again; a refund still waiting for the provider's answer is a difference.
 */
export function refundsIn(db: Database, from: Date, to: Date): Promise<MovementRow[]> {
  return selectRows<MovementRow>(
    db,
    sql`
    with moved as (
      select a.id, a.purpose_kind, a.purpose_id, a.description, max(r.updated_at) as at,
        (select coalesce(sum(all_r.amount_tzs), 0) from payment_refunds all_r
          where all_r.attempt_id = a.id and all_r.status <> 'failed') as amount_tzs
      from payment_refunds r join payment_attempts a on a.id = r.attempt_id
      where r.status = 'succeeded' and r.updated_at >= ${from.toISOString()} and r.updated_at < ${to.toISOString()}
      group by a.id),
    keys as (
      ${postedKeys('order_refund', 'michango_reversed')}
      union all
      select r.attempt_id, kind.name || ':' || r.id
      from moved c join payment_refunds r on r.attempt_id = c.id
        cross join (values ('refund_failed'), ('refund_resent')) as kind(name)),
    ${ledgerOf}
    select c.id, c.at, c.description, c.amount_tzs::float8 as provider, coalesce(-p.amount, 0)::float8 as ledger
    from moved c left join posted p on p.attempt_id = c.id
    order by c.at, c.id`,
  );
}

/** Payouts the provider settled in the range: what left its account (the fee included) beside the ledger's. */
export function payoutsIn(db: Database, from: Date, to: Date): Promise<MovementRow[]> {
  return selectRows<MovementRow>(
    db,
    sql`
    select p.id, p.settled_at as at, coalesce(v.business_name, ev.name, '') as description,
      (case when p.status = 'succeeded' then p.amount_tzs + p.fee_tzs else p.fee_tzs end)::float8 as provider,
      coalesce((select -sum(e.amount_tzs) from ledger_transactions t
                join ledger_entries e on e.transaction_id = t.id and e.account = 'provider'
                where t.source_key in ('payout_succeeded:' || p.id, 'payout_reversed:' || p.id)), 0)::float8
        as ledger
    from payouts p
    left join vendors v on v.id = p.vendor_id
    left join events ev on ev.id = p.event_id
    where p.status in ('succeeded', 'reversed')
      and p.settled_at >= ${from.toISOString()} and p.settled_at < ${to.toISOString()}
    order by p.settled_at, p.id`,
  );
}
