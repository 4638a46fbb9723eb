// SQL of the admins' payouts: a newest-first page with each vendor's name (or the event's, for a withdrawal), and every payout counted by status.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import { events } from '../../db/schema/events.ts';
import { payoutHolds, payoutStatuses, payouts } from '../../db/schema/ledger.ts';
import { vendors } from '../../db/schema/marketplace.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

export type PayoutStatus = (typeof payoutStatuses)[number];
export type AdminPayoutRow = Awaited<ReturnType<typeof payoutPage>>[number];

export function payoutPage(
  db: Database,
  search: { status?: PayoutStatus | undefined; after?: PagePosition | undefined; limit: number },
) {
  return db
    .select({
      payout: payouts,
      vendorName: vendors.businessName,
      eventName: events.name,
      exactCreatedAt: exactCreatedAt(payouts.createdAt),
    })
    .from(payouts)
    .leftJoin(vendors, eq(vendors.id, payouts.vendorId))
    .leftJoin(events, eq(events.id, payouts.eventId))
    .where(
      and(
        search.status ? eq(payouts.status, search.status) : sql`true`,
        olderThan(payouts.createdAt, payouts.id, search.after),
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(search.limit);
}

export async function payoutById(db: Database, payoutId: string): Promise<AdminPayoutRow | undefined> {
  const [row] = await db
    .select({
      payout: payouts,
      vendorName: vendors.businessName,
      eventName: events.name,
      exactCreatedAt: exactCreatedAt(payouts.createdAt),
    })
    .from(payouts)
    .leftJoin(vendors, eq(vendors.id, payouts.vendorId))
    .leftJoin(events, eq(events.id, payouts.eventId))
    .where(eq(payouts.id, payoutId));
  return row;
}

export async function payoutCounts(db: Database): Promise<Record<PayoutStatus, number>> {
  const rows = await db
    .select({ status: payouts.status, count: sql<number>`count(*)::int` })
    .from(payouts)
    .groupBy(payouts.status);
  const counts = Object.fromEntries(payoutStatuses.map((status) => [status, 0])) as Record<
    PayoutStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The vendors whose payouts an admin holds, newest hold first, with what they would be paid now. */
export function heldVendors(db: Database) {
  return selectRows<{
    vendor_id: string;
    vendor_name: string;
    reason: string;
    held_by_name: string | null;
    held_at: Date | string;
    releasable: number;
  }>(
    db,
    sql`
    select h.vendor_id, v.business_name as vendor_name, h.reason, u.name as held_by_name, h.created_at as held_at,
           coalesce((select -sum(e.amount_tzs) from ledger_entries e
                     where e.vendor_id = h.vendor_id and e.account = 'vendor_releasable'), 0)::float8 as releasable
    from payout_holds h
    join vendors v on v.id = h.vendor_id
    left join users u on u.id = h.held_by
    order by h.created_at desc
    limit 200`,
  );
}

/** The vendors who owe Sherehe (a refund after their payout), largest debt first. */
export function vendorDebts(db: Database) {
  return selectRows<{ vendor_id: string; vendor_name: string; owed: number }>(
    db,
    sql`
    select e.vendor_id, v.business_name as vendor_name, sum(e.amount_tzs)::float8 as owed
    from ledger_entries e join vendors v on v.id = e.vendor_id
    where e.account = 'vendor_releasable'
    group by e.vendor_id, v.business_name
    having sum(e.amount_tzs) > 0
    order by owed desc
    limit 200`,
  );
}

/** A shop's id and name, for its statement. */
export async function vendorNamed(
  db: Database,
  vendorId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id, business_name as name from vendors where id = ${vendorId}`,
  );
  return row;
}

export async function lockVendor(tx: Database, vendorId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  return row !== undefined;
}

/** The vendor's payouts written but never sent (they waited while held). */
export async function unsentPayoutsOf(tx: Database, vendorId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.vendorId, vendorId), eq(payouts.status, 'pending'), isNull(payouts.sentAt)));
  return rows.map((row) => row.id);
}

/** The hold, written once: false when the vendor's payouts were held already (the first reason stands). */
export async function insertHold(
  tx: Database,
  values: { vendorId: string; reason: string; heldBy: string },
): Promise<boolean> {
  const rows = await tx.insert(payoutHolds).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deleteHold(
  tx: Database,
  vendorId: string,
): Promise<typeof payoutHolds.$inferSelect | undefined> {
  const [row] = await tx.delete(payoutHolds).where(eq(payoutHolds.vendorId, vendorId)).returning();
  return row;
}
