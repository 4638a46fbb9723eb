// An event's figures, summed from the ledger itself (pledges and their received payments), never kept as counters:
// a reversed or refunded payment lowers "paid" the moment its row changes. The rules are core's ledgerTotals().
import type { EventFigures } from '@sherehe/core/api/events';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type FiguresRow = {
  event_id: string;
  target_tzs: number | string;
  pledged: number | string;
  paid: number | string;
  outstanding: number | string;
  contributors: number | string;
};

/** Figures of several events at once (the Account page, the admins' list); an event with no pledge has zeros. */
export async function figuresOfEvents(db: Database, eventIds: string[]): Promise<Map<string, EventFigures>> {
  const figures = new Map<string, EventFigures>();
  if (eventIds.length === 0) return figures;
  const ids = sql.join(
    eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with received as (
      -- Summed once per event's ledger and joined, not once per pledge: a 5,000-contributor event stays quick.
      select pledge_id, sum(amount_tzs) as paid from pledge_payments
      where event_id in (${ids}) and status = 'received' group by pledge_id
    ), paid_per_pledge as (
      select p.id, p.event_id, p.amount_tzs, p.cancelled_at is not null as cancelled, coalesce(r.paid, 0) as paid
      from pledges p left join received r on r.pledge_id = p.id where p.event_id in (${ids})
    )
    select e.id as event_id, e.target_tzs,
           coalesce(sum(pp.amount_tzs) filter (where not pp.cancelled), 0) as pledged,
           coalesce(sum(pp.paid), 0) as paid,
           coalesce(sum(greatest(pp.amount_tzs - pp.paid, 0)) filter (where not pp.cancelled), 0) as outstanding,
           count(pp.id) filter (where not pp.cancelled) as contributors
    from events e left join paid_per_pledge pp on pp.event_id = e.id
    where e.id in (${ids})
    group by e.id, e.target_tzs`)) as unknown as { rows: FiguresRow[] };
  for (const row of result.rows) {
    figures.set(row.event_id, {
      targetTzs: Number(row.target_tzs),
      pledgedTzs: Number(row.pledged),
      paidTzs: Number(row.paid),
      outstandingTzs: Number(row.outstanding),
      contributors: Number(row.contributors),
    });
  }
  return figures;
}

export async function figuresOfEvent(db: Database, eventId: string): Promise<EventFigures> {
  const figures = (await figuresOfEvents(db, [eventId])).get(eventId);
  if (!figures) throw new Error(`no event ${eventId}`);
  return figures;
}
