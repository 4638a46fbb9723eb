import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { appMarkers } from '../../db/schema/platform.ts';

export type ListingState = {
  status: 'draft' | 'published' | 'archived';
  vendorStatus: 'active' | 'suspended';
  kind: 'service' | 'product';
};

export async function findListingState(db: Database, listingId: string): Promise<ListingState | undefined> {
  const [row] = await selectRows<{
    status: ListingState['status'];
    vendor_status: ListingState['vendorStatus'];
    kind: ListingState['kind'];
  }>(
    db,
    sql`select l.status, v.status as vendor_status, l.kind
        from listings l join vendors v on v.id = l.vendor_id where l.id = ${listingId}`,
  );
  return row && { status: row.status, vendorStatus: row.vendor_status, kind: row.kind };
}

export type CartLineRow = {
  listing_id: string;
  quantity: number;
  location: string | null;
  event_date: string | null;
  guests: number | null;
  kind: 'service' | 'product';
  deposit_percent: number | null;
  title: string;
  price_tzs: number;
  price_unit: 'event' | 'person' | 'day' | 'item';
  photo_key: string | null;
  vendor_id: string;
  vendor_name: string;
  available: boolean;
};

/** The person's lines in the order they were added, each with what the cart page shows of its listing. */
export async function selectCartLines(db: Database, userId: string): Promise<CartLineRow[]> {
  return selectRows<CartLineRow>(
    db,
    sql`select c.listing_id, c.quantity, c.location, to_char(c.event_date, 'YYYY-MM-DD') as event_date,
          c.guests, l.kind, l.deposit_percent, l.title, l.price_tzs, l.price_unit,
          (select p.storage_key from listing_photos p where p.listing_id = l.id
            order by p.position, p.created_at limit 1) as photo_key,
          v.id as vendor_id, v.business_name as vendor_name,
          (l.status = 'published' and v.status = 'active') as available
        from cart_items c
        join listings l on l.id = c.listing_id
        join vendors v on v.id = l.vendor_id
        where c.user_id = ${userId}
        order by c.created_at, c.id`,
  );
}

export async function countCartLines(db: Database, userId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from cart_items where user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The add rule in one statement (safe when two adds race): a new line, or the same listing's quantity grows by the
 * amount added and a given location replaces the old one. `capAt` bounds the sum instead of letting it pass.
 */
export async function addToLine(
  db: Database,
  line: {
    userId: string;
    listingId: string;
    quantity: number;
    location: string | null;
    eventDate?: string | null | undefined;
    guests?: number | null | undefined;
  },
  capAt?: number,
): Promise<{ quantity: number; eventDate: string | null }> {
  const sum = sql`cart_items.quantity + excluded.quantity`;
  const [row] = await selectRows<{ quantity: number; event_date: string | null }>(
    db,
    sql`insert into cart_items (user_id, listing_id, quantity, location, event_date, guests)
        values (${line.userId}, ${line.listingId}, ${line.quantity}, ${line.location},
          ${line.eventDate ?? null}::date, ${line.guests ?? null}::int)
        on conflict (user_id, listing_id) do update set
          quantity = ${capAt === undefined ? sum : sql`least(${sum}, ${capAt})`},
          location = coalesce(excluded.location, cart_items.location),
          event_date = coalesce(excluded.event_date, cart_items.event_date),
          guests = coalesce(excluded.guests, cart_items.guests),
          updated_at = now()
        returning quantity, to_char(event_date, 'YYYY-MM-DD') as event_date`,
  );
  if (!row) throw new Error('cart upsert returned nothing');
  return { quantity: Number(row.quantity), eventDate: row.event_date };
}

/** The line's listing, or undefined when the person has no such line. */
export async function findLineListing(
  db: Database,
  userId: string,
  listingId: string,
): Promise<{ kind: 'service' | 'product' } | undefined> {
  const [row] = await selectRows<{ kind: 'service' | 'product' }>(
    db,
    sql`select l.kind from cart_items c join listings l on l.id = c.listing_id
        where c.user_id = ${userId} and c.listing_id = ${listingId}`,
  );
  return row;
}

/** True when the line exists (and so was changed). */
export async function updateLine(
  db: Database,
  userId: string,
  listingId: string,
  change: { quantity?: number; location?: string | null; eventDate?: string | null; guests?: number | null },
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteLine(db: Database, userId: string, listingId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
}

export async function deleteAllLines(db: Database, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Claims a one-off marker; false when it was claimed before (the merge already happened). */
export async function claimMarker(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .insert(appMarkers)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: appMarkers.key });
  return rows.length > 0;
}

/** Merge markers only need to outlive retries of one sign-in; older ones of this person are dropped. */
export async function pruneMarkers(db: Database, prefix: string, olderThanSeconds: number): Promise<void> {
  await db.execute(sql`delete from app_markers
    where key like ${`${prefix}%`} and created_at < now() - make_interval(secs => ${olderThanSeconds})`);
}
