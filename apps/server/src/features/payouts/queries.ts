// SQL of money out: payout numbers, payouts and their provider events, and the orders whose held money is due.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { payoutEvents, payoutHolds, payouts, vendorPayoutAccounts } from '../../db/schema/ledger.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutAccountRow = typeof vendorPayoutAccounts.$inferSelect;

export async function findPayoutAccount(
  db: Database,
  vendorId: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorPayoutAccounts)
    .where(eq(vendorPayoutAccounts.vendorId, vendorId));
  return row;
}

export async function upsertPayoutAccount(
  tx: Database,
  values: {
    vendorId: string;
    phone: string;
    accountName: string | null;
    pausedUntil: Date | null;
    changedBy: string;
  },
): Promise<PayoutAccountRow> {
  const [row] = await tx
    .insert(vendorPayoutAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: vendorPayoutAccounts.vendorId,
      set: {
        phone: values.phone,
        accountName: values.accountName,
        pausedUntil: values.pausedUntil,
        changedBy: values.changedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('payout account upsert returned nothing');
  return row;
}

/** A new payout; undefined when the vendor has one open already (one open payout per vendor, by a unique index). */
export async function insertPayout(
  tx: Database,
  values: Pick<
    typeof payouts.$inferInsert,
    | 'id'
    | 'vendorId'
    | 'eventId'
    | 'amountTzs'
    | 'phone'
    | 'accountName'
    | 'provider'
    | 'trigger'
    | 'requestedBy'
  >,
): Promise<PayoutRow | undefined> {
  const [row] = await tx.insert(payouts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockPayout(tx: Database, payoutId: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  return row;
}

export async function findPayout(db: Database, payoutId: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  return row;
}

/** Payouts of this provider paid since `since` (the reconciliation's index on settled_at serves it). */
export function paidSince(db: Database, provider: string, since: Date): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(
      and(eq(payouts.status, 'succeeded'), eq(payouts.provider, provider), gte(payouts.settledAt, since)),
    )
    .orderBy(payouts.settledAt);
}

export async function updatePayout(
  tx: Database,
  payoutId: string,
  values: Partial<
    Pick<PayoutRow, 'status' | 'providerReference' | 'failureMessage' | 'sentAt' | 'settledAt' | 'feeTzs'>
  >,
): Promise<PayoutRow> {
  const [row] = await tx
    .update(payouts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payouts.id, payoutId))
    .returning();
  if (!row) throw new Error(`payout ${payoutId} not found`);
  return row;
}

/** Marks a payout as being sent, once: false when another run (or an earlier, interrupted one) sent it already. */
export async function claimSending(tx: Database, payoutId: string): Promise<boolean> {
  const rows = await tx
    .update(payouts)
    .set({ sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(payouts.id, payoutId),
        eq(payouts.status, 'pending'),
        sql`${payouts.sentAt} is null`,
        // A payout written before an admin held the vendor's payouts waits, unsent, until the hold is lifted.
        sql`not exists (select 1 from payout_holds h where h.vendor_id = ${payouts.vendorId})`,
      ),
    )
    .returning({ id: payouts.id });
  return rows.length === 1;
}

export async function vendorPayouts(db: Database, vendorId: string, limit = 20): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.vendorId, vendorId))
    .orderBy(desc(payouts.createdAt))
    .limit(limit);
}

export async function openPayoutOf(db: Database, vendorId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.vendorId, vendorId), inArray(payouts.status, ['pending', 'unknown'])));
  return row;
}

/** Stores a provider event once per provider and event id; false for a replay. */
export async function insertPayoutEvent(
  tx: Database,
  values: typeof payoutEvents.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(payoutEvents)
    .values(values)
    .onConflictDoNothing({ target: [payoutEvents.provider, payoutEvents.eventId] })
    .returning({ id: payoutEvents.id });
  return rows.length === 1;
}

/**
 * Orders whose held money is due for release: the customer confirmed it came, or the event was `releaseDays` ago
 * (Tanzania's date) and the vendor had accepted or delivered it.
 */
export function ordersDueForRelease(
  db: Database,
  today: string,
  releaseDays: number,
  limit: number,
): Promise<{ order_id: string; vendor_id: string }[]> {
  return selectRows(
    db,
    sql`
    select o.id as order_id, o.vendor_id
    from orders o
    where o.status in ('confirmed', 'delivered')
      and (o.event_date + ${releaseDays}::int <= ${today}::date
           or exists (select 1 from order_events e where e.order_id = o.id and e.kind = 'receipt_confirmed'))
      and not exists (select 1 from order_disputes d where d.order_id = o.id and d.state = 'open')
      and exists (select 1 from ledger_entries l
                  where l.order_id = o.id and l.account = 'vendor_held'
                  group by l.order_id having sum(l.amount_tzs) < 0)
    order by o.event_date
    limit ${limit}`,
  );
}

/** Vendors with releasable money at least `fromTzs`, a payout number not paused and no payout open. */
export function vendorsToPay(db: Database, fromTzs: number): Promise<{ vendor_id: string }[]> {
  return selectRows(
    db,
    sql`
    select e.vendor_id
    from ledger_entries e
    join vendor_payout_accounts a on a.vendor_id = e.vendor_id
    join vendors v on v.id = e.vendor_id and v.status = 'active'
    where e.account = 'vendor_releasable'
      and not exists (select 1 from payout_holds h where h.vendor_id = e.vendor_id)
      and (a.paused_until is null or a.paused_until <= now())
      and not exists (select 1 from payouts p where p.vendor_id = e.vendor_id and p.status in ('pending', 'unknown'))
      -- A number the provider refused is not tried again by itself every ten minutes: after a day, or once the
      -- vendor changes it.
      and not exists (select 1 from payouts p where p.vendor_id = e.vendor_id and p.status = 'failed'
                      and p.created_at > a.updated_at and p.created_at > now() - interval '1 day')
    group by e.vendor_id
    having -sum(e.amount_tzs) >= ${fromTzs}`,
  );
}

/** A vendor's orders with money on them, newest event first, with what the ledger holds of each. */
export function orderMoneyOf(
  db: Database,
  vendorId: string,
  limit = 50,
): Promise<
  {
    order_id: string;
    number: number;
    status: string;
    event_date: string;
    customer_name: string;
    paid: number;
    fee: number;
    held: number;
    releasable: number;
    paid_out: number;
    receipt_confirmed: boolean;
    disputed: boolean;
  }[]
> {
  return selectRows(
    db,
    sql`
    select o.id as order_id, o.number::int as number, o.status, o.event_date::text as event_date,
      u.name as customer_name,
      coalesce(sum(e.amount_tzs) filter (where e.account = 'provider'), 0)::float8 as paid,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'platform_fees'), 0)::float8 as fee,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_held'), 0)::float8 as held,
      coalesce(-sum(e.amount_tzs) filter (where e.account = 'vendor_releasable'), 0)::float8 as releasable,
      coalesce(sum(e.amount_tzs) filter (
        where e.account = 'vendor_releasable' and t.kind = 'payout'
          and exists (select 1 from payouts p where p.id = t.payout_id and p.status = 'succeeded')), 0)::float8
        as paid_out,
      exists (select 1 from order_events oe where oe.order_id = o.id and oe.kind = 'receipt_confirmed')
        as receipt_confirmed,
      exists (select 1 from order_disputes d where d.order_id = o.id and d.state = 'open') as disputed
    from orders o
    join users u on u.id = o.customer_id
    join ledger_entries e on e.order_id = o.id
    join ledger_transactions t on t.id = e.transaction_id
    where o.vendor_id = ${vendorId}
    group by o.id, u.name
    order by o.event_date desc, o.number desc
    limit ${limit}`,
  );
}

export type VendorOwner = {
  vendor_id: string;
  business_name: string;
  user_id: string;
  email: string | null;
  password_hash: string | null;
  language: 'en' | 'sw' | null;
};

/** The vendor a signed-in person runs, with what a change of their payout number needs of their account. */
export async function vendorOfUser(db: Database, userId: string): Promise<VendorOwner | undefined> {
  const [row] = await selectRows<VendorOwner>(
    db,
    sql`select v.id as vendor_id, v.business_name, u.id as user_id, u.email, u.password_hash, u.language
        from vendors v join users u on u.id = v.user_id where v.user_id = ${userId}`,
  );
  return row;
}

/** False for a shop an admin suspended: it is paid nothing until reinstated. */
export async function vendorIsActive(db: Database, vendorId: string): Promise<boolean> {
  const [row] = await selectRows<{ status: string }>(
    db,
    sql`select status from vendors where id = ${vendorId}`,
  );
  return row?.status === 'active';
}

/** An admin's hold on the vendor's payouts, if there is one. */
export async function findPayoutHold(
  db: Database,
  vendorId: string,
): Promise<typeof payoutHolds.$inferSelect | undefined> {
  const [row] = await db.select().from(payoutHolds).where(eq(payoutHolds.vendorId, vendorId));
  return row;
}
