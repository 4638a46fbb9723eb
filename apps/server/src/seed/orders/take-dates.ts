// The demo orders' dates and stock, as checkout took them and each order's end left them: a day's slots held while
// an order waits for its payment, booked once paid, released when it was declined, cancelled or let go; stock taken,
// and put back for those. Worked out for all orders at once and written in two statements, as the availability
// service's rules say: its one-hold-at-a-time calls cost half a second of a first start for these sixty-odd lines.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { bookingHolds, listingBlockedDays } from '../../db/schema/bookings.ts';
import { listings } from '../../db/schema/marketplace.ts';
import { later, MINUTE_MS } from '../demo-clock.ts';
import type { DemoListing, OrderStory } from './order-story.ts';
import { HOLD_MS } from './story-rules.ts';

/** What checkout-service.ts adds to a hold past the order's own deadline, for a release job that never ran. */
const HOLD_SAFETY_MS = 60 * MINUTE_MS;

export type DatedOrder = {
  story: OrderStory;
  lines: { id: string; listing: DemoListing; quantity: number; eventDate: string }[];
  /** Going ahead (its dates booked), waiting for its payment (held), or ended (let go), and since when. */
  dates: 'booked' | 'held' | 'released';
  changedAt: Date;
};

/** Takes the dates and stock of the orders that fit, oldest first; answers those that did (a full day drops one). */
export async function takeDates<T extends DatedOrder>(db: Database, orders: T[]): Promise<T[]> {
  const ids = [...new Set(orders.flatMap((order) => order.lines.map((line) => line.listing.id)))];
  if (ids.length === 0) return [];
  // One after another: inside the seed's transaction they share one connection.
  const facts = await db
    .select({ id: listings.id, capacity: listings.dailyCapacity, stock: listings.stock })
    .from(listings)
    .where(inArray(listings.id, ids));
  const blocked = await db
    .select({ listingId: listingBlockedDays.listingId, day: listingBlockedDays.day })
    .from(listingBlockedDays)
    .where(inArray(listingBlockedDays.listingId, ids));
  // A database seeded before orders existed has none, but a day's slots are counted as the service counts them.
  const live = await selectRows<{ listing_id: string; day: string; slot: number }>(
    db,
    sql`select listing_id, day::text as day, slot from booking_holds
        where status = 'booked' or (status = 'held' and expires_at > now())`,
  );
  const capacity = new Map(facts.map((row) => [row.id, row.capacity]));
  const stock = new Map(facts.map((row) => [row.id, row.stock]));
  const closed = new Set(blocked.map((row) => `${row.listingId}|${row.day}`));
  const taken = new Map<string, Set<number>>();
  for (const row of live) {
    const key = `${row.listing_id}|${row.day}`;
    taken.set(key, (taken.get(key) ?? new Set()).add(Number(row.slot)));
  }

  const kept: T[] = [];
  const holds: (typeof bookingHolds.$inferInsert)[] = [];
  const stockTaken = new Map<string, number>();
  for (const order of orders) {
    const slots: { key: string; line: T['lines'][number]; slot: number }[] = [];
    const claimed = new Map<string, Set<number>>();
    const items = new Map<string, number>();
    let fits = true;
    for (const line of order.lines) {
      const { id: listingId, kind } = line.listing;
      if (kind === 'product') {
        items.set(listingId, (items.get(listingId) ?? 0) + line.quantity);
        const left = stock.get(listingId);
        if (left !== null && (left ?? 0) < (items.get(listingId) ?? 0)) fits = false;
        continue;
      }
      const key = `${listingId}|${line.eventDate}`;
      if (closed.has(key)) fits = false;
      const used = new Set([...(taken.get(key) ?? []), ...(claimed.get(key) ?? [])]);
      for (let n = 0; n < line.quantity && fits; n++) {
        let slot = 1;
        while (used.has(slot)) slot++;
        if (slot > (capacity.get(listingId) ?? 1)) fits = false;
        used.add(slot);
        claimed.set(key, (claimed.get(key) ?? new Set()).add(slot));
        slots.push({ key, line, slot });
      }
    }
    if (!fits) continue;
    kept.push(order);
    const heldUntil = later(order.story.placedAt, HOLD_MS + HOLD_SAFETY_MS);
    for (const { key, line, slot } of slots) {
      // Only a live hold keeps its slot from the orders that come after.
      if (order.dates !== 'released') taken.set(key, (taken.get(key) ?? new Set()).add(slot));
      holds.push({
        listingId: line.listing.id,
        day: line.eventDate,
        slot,
        holderId: line.id,
        status: order.dates,
        // Booking clears the deadline; a release keeps it.
        expiresAt: order.dates === 'booked' ? null : heldUntil,
        createdAt: order.story.placedAt,
        updatedAt: order.dates === 'held' ? order.story.placedAt : order.changedAt,
      });
    }
    if (order.dates === 'released') continue;
    for (const [listingId, quantity] of items) {
      const left = stock.get(listingId);
      if (left === null || left === undefined) continue;
      stock.set(listingId, left - quantity);
      stockTaken.set(listingId, (stockTaken.get(listingId) ?? 0) + quantity);
    }
  }

  if (holds.length > 0) await db.insert(bookingHolds).values(holds);
  if (stockTaken.size > 0) {
    const taking = [...stockTaken].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::int)`);
    await db.execute(sql`update listings l set stock = l.stock - t.quantity
      from (values ${sql.join(taking, sql`, `)}) as t(id, quantity) where l.id = t.id`);
  }
  return kept;
}
