// SQL of dates and stock: blocked days, holds on a day's slots, and the atomic stock counter.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export type BookableListingRow = {
  id: string;
  kind: 'service' | 'product';
  vendor_id: string;
  status: 'draft' | 'published' | 'archived';
  daily_capacity: number;
  stock: number | null;
};

const bookableColumns = sql.raw('id, kind, vendor_id, status, daily_capacity, stock');
/** Whether `day` is one of the listing's (aliased `l`) blocked days. */
const blockedOn = (day: string) =>
  sql`exists (select 1 from listing_blocked_days b where b.listing_id = l.id and b.day = ${day})`;

export async function findBookableListing(
  db: Database,
  listingId: string,
): Promise<BookableListingRow | undefined> {
  const [row] = await selectRows<BookableListingRow>(
    db,
    sql`select ${bookableColumns} from listings where id = ${listingId}`,
  );
  return row && { ...row, daily_capacity: Number(row.daily_capacity) };
}

/** A bookable listing and whether `day` is one of its blocked days, in one read. */
export async function findBookableListingOnDay(
  db: Database,
  listingId: string,
  day: string,
): Promise<(BookableListingRow & { blocked: boolean }) | undefined> {
  const [row] = await selectRows<BookableListingRow & { blocked: boolean }>(
    db,
    sql`select ${bookableColumns}, ${blockedOn(day)} as blocked from listings l where id = ${listingId}`,
  );
  return row && { ...row, daily_capacity: Number(row.daily_capacity) };
}

/**
 * A listing's kind, capacity and stock with one day's blocking and live slots (held and not run out, or booked):
 * what dayAvailability reads for a range, for one day in one statement.
 */
export async function findListingDay(
  db: Database,
  listingId: string,
  day: string,
): Promise<(BookableListingRow & { blocked: boolean; taken: number }) | undefined> {
  const [row] = await selectRows<BookableListingRow & { blocked: boolean; taken: number }>(
    db,
    sql`select ${bookableColumns}, ${blockedOn(day)} as blocked,
          (select count(*) from booking_holds h
            where h.listing_id = l.id and h.day = ${day}
              and (h.status = 'booked' or (h.status = 'held' and h.expires_at > now())))::int as taken
        from listings l where id = ${listingId}`,
  );
  return row && { ...row, daily_capacity: Number(row.daily_capacity), taken: Number(row.taken) };
}

/**
 * Frees the listing-day's held slots whose time ran out, so a new hold may take them, and answers the slots held or
 * booked after that, in one statement: those released are left out (the statement's own snapshot still has them as
 * held). A hold another transaction commits meanwhile may be missed here; the unique index refuses its slot then.
 */
export async function releaseExpiredAndLiveSlots(
  db: Database,
  listingId: string,
  day: string,
): Promise<Set<number>> {
  const rows = await selectRows<{ slot: number }>(
    db,
    sql`with released as (
          update booking_holds set status = 'released', updated_at = now()
          where listing_id = ${listingId} and day = ${day} and status = 'held' and expires_at <= now()
          returning id)
        select slot from booking_holds
        where listing_id = ${listingId} and day = ${day} and status in ('held', 'booked')
          and id not in (select id from released)`,
  );
  return new Set(rows.map((row) => Number(row.slot)));
}

/**
 * Tries to hold one slot. The partial unique index decides between racers: the loser's insert does nothing (no
 * error, so the caller's transaction goes on) and returns no row. On PostgreSQL a racer waits for the other's
 * transaction to end and then knows whether the slot stayed taken.
 */
export async function insertHoldIfFree(
  db: Database,
  hold: { listingId: string; day: string; slot: number; holderId: string; expiresAt: Date },
): Promise<string | null> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into booking_holds (listing_id, day, slot, holder_id, status, expires_at)
        values (${hold.listingId}, ${hold.day}, ${hold.slot}, ${hold.holderId}, 'held',
          ${hold.expiresAt.toISOString()}::timestamptz)
        on conflict do nothing
        returning id`,
  );
  return row?.id ?? null;
}

/** Answers how many of the holder's slots are booked now (0: its holds were let go meanwhile). */
export async function markHolderBooked(db: Database, holderId: string): Promise<number> {
  // One statement: those it books, and those booked before it (its snapshot has the former still held). Rows another
  // transaction books for this holder while this waits would be in neither count: none can, as a holder's lines are
  // booked only by its own placing or under its order's lock (checkoutPaid).
  const [row] = await selectRows<{ booked: number }>(
    db,
    sql`with booked as (
          update booking_holds set status = 'booked', expires_at = null, updated_at = now()
          where holder_id = ${holderId} and status = 'held'
          returning id)
        select ((select count(*) from booked)
          + (select count(*) from booking_holds where holder_id = ${holderId} and status = 'booked'))::int as booked`,
  );
  return Number(row?.booked ?? 0);
}

export async function markHolderReleased(db: Database, holderId: string): Promise<void> {
  await db.execute(sql`update booking_holds set status = 'released', updated_at = now()
    where holder_id = ${holderId} and status in ('held', 'booked')`);
}

/** Every held slot whose time ran out becomes free; answers the holders released (each once). */
export async function releaseAllExpired(db: Database): Promise<string[]> {
  const rows = await selectRows<{ holder_id: string }>(
    db,
    sql`update booking_holds set status = 'released', updated_at = now()
        where status = 'held' and expires_at <= now()
        returning holder_id`,
  );
  return [...new Set(rows.map((row) => row.holder_id))];
}

/** One statement, so two reservations never both take the last items: the row lock orders them. */
export async function decrementStock(db: Database, listingId: string, quantity: number): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`update listings set stock = stock - ${quantity}
        where id = ${listingId} and stock >= ${quantity}
        returning id`,
  );
  return rows.length > 0;
}

export async function stockOf(db: Database, listingId: string): Promise<number | null | undefined> {
  const [row] = await selectRows<{ stock: number | null }>(
    db,
    sql`select stock from listings where id = ${listingId}`,
  );
  return row === undefined ? undefined : row.stock === null ? null : Number(row.stock);
}

export async function incrementStock(db: Database, listingId: string, quantity: number): Promise<void> {
  await db.execute(
    sql`update listings set stock = stock + ${quantity} where id = ${listingId} and stock is not null`,
  );
}

export type DayCountsRow = { day: string; held: number; booked: number };

/** Per day of the range: live holds (held and not yet run out) and bookings. Days without any are left out. */
export async function dayCounts(
  db: Database,
  listingId: string,
  from: string,
  to: string,
): Promise<DayCountsRow[]> {
  const rows = await selectRows<{ day: string | Date; held: number; booked: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day,
          count(*) filter (where status = 'held' and expires_at > now())::int as held,
          count(*) filter (where status = 'booked')::int as booked
        from booking_holds
        where listing_id = ${listingId} and day between ${from} and ${to} and status in ('held', 'booked')
        group by day`,
  );
  return rows.map((row) => ({ day: String(row.day), held: Number(row.held), booked: Number(row.booked) }));
}

export async function blockedDaysIn(
  db: Database,
  listingId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await selectRows<{ day: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day from listing_blocked_days
        where listing_id = ${listingId} and day between ${from} and ${to}`,
  );
  return new Set(rows.map((row) => row.day));
}

export async function insertBlockedDays(db: Database, listingId: string, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await db.execute(sql`insert into listing_blocked_days (listing_id, day)
    select ${listingId}, d::date from unnest(${`{${days.join(',')}}`}::text[]) as d
    on conflict do nothing`);
}

export async function deleteBlockedDays(db: Database, listingId: string, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await db.execute(sql`delete from listing_blocked_days
    where listing_id = ${listingId} and day = any(${`{${days.join(',')}}`}::date[])`);
}

export async function ownerUserOf(db: Database, listingId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ user_id: string }>(
    db,
    sql`select v.user_id from listings l join vendors v on v.id = l.vendor_id where l.id = ${listingId}`,
  );
  return row?.user_id;
}

/** Published, of an active vendor: what the public may see. */
export async function isPublicListing(db: Database, listingId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from listings l join vendors v on v.id = l.vendor_id
        where l.id = ${listingId} and l.status = 'published' and v.status = 'active'`,
  );
  return rows.length > 0;
}

// The calendar of all a vendor's listings. Each query names the signed-in account as the owner, so no row of
// another shop ever comes back, whatever the ids.

export type ShopListingRow = {
  id: string;
  title: string;
  status: 'draft' | 'published' | 'archived';
  daily_capacity: number;
};

/** The service listings of the vendor whose account this is, by title. */
export async function shopServiceListings(db: Database, userId: string): Promise<ShopListingRow[]> {
  const rows = await selectRows<ShopListingRow>(
    db,
    sql`select l.id, l.title, l.status, l.daily_capacity
        from listings l join vendors v on v.id = l.vendor_id
        where v.user_id = ${userId} and l.kind = 'service'
        order by lower(l.title), l.id`,
  );
  return rows.map((row) => ({ ...row, daily_capacity: Number(row.daily_capacity) }));
}

export async function shopBlockedDays(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<Array<{ day: string; listing_id: string }>> {
  return selectRows<{ day: string; listing_id: string }>(
    db,
    sql`select to_char(b.day, 'YYYY-MM-DD') as day, b.listing_id
        from listing_blocked_days b
        join listings l on l.id = b.listing_id
        join vendors v on v.id = l.vendor_id
        where v.user_id = ${userId} and l.kind = 'service' and b.day between ${from} and ${to}`,
  );
}

export type ShopHoldRow = {
  day: string;
  listing_id: string;
  state: 'held' | 'booked';
  /** Null only for a hold whose order line is gone (holds carry no foreign key). */
  order_id: string | null;
  order_number: number | null;
};

/** The live slots of the range: booked, or held and not yet run out; with the order that holds each. */
export async function shopLiveHolds(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<ShopHoldRow[]> {
  const rows = await selectRows<ShopHoldRow>(
    db,
    sql`select to_char(h.day, 'YYYY-MM-DD') as day, h.listing_id, h.status as state,
          o.id as order_id, o.number as order_number
        from booking_holds h
        join listings l on l.id = h.listing_id
        join vendors v on v.id = l.vendor_id
        left join order_lines ol on ol.id = h.holder_id
        left join orders o on o.id = ol.order_id and o.vendor_id = v.id
        where v.user_id = ${userId} and l.kind = 'service' and h.day between ${from} and ${to}
          and (h.status = 'booked' or (h.status = 'held' and h.expires_at > now()))
        order by h.day, h.listing_id, h.status, o.number`,
  );
  return rows.map((row) => ({
    ...row,
    order_number: row.order_number === null ? null : Number(row.order_number),
  }));
}
