// SQL of the admins' payouts: a newest-first page with each vendor's name (or the event's, for a withdrawal), and every payout counted by status.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { events } from '../../db/schema/events.ts';
import { payoutStatuses, payouts } from '../../db/schema/ledger.ts';
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
