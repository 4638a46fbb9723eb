// Dates and stock of listings: the hold primitive checkout calls (take a day's slot, confirm, release; reserve and
// release stock), the public calendar of a listing, and the vendor's own calendar with blocked days.
//
// Every function taking `tx` runs in the caller's transaction and never aborts it: a slot another customer holds
// is an `on conflict do nothing` that returns nothing, never a unique violation. The dates are calendar days in
// Tanzania (YYYY-MM-DD), as booking-rules.ts says.
import {
  type AvailabilityResponse,
  SHOP_CALENDAR_RANGE_MAX_DAYS,
  type ShopCalendarDay,
  type ShopCalendarEntry,
  type ShopCalendarResponse,
  type VendorCalendarResponse,
} from '@sherehe/core/api/availability';
import {
  AVAILABILITY_RANGE_MAX_DAYS,
  addDays,
  type DayStatus,
  dayStatusOf,
  daysBetween,
  isBookedByDate,
  isDateString,
  todayInTanzania,
} from '@sherehe/core/booking-rules';
import { orderReference } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  blockedDaysIn,
  dayCounts,
  decrementStock,
  deleteBlockedDays,
  findBookableListing,
  findBookableListingOnDay,
  findListingDay,
  incrementStock,
  insertBlockedDays,
  insertHoldIfFree,
  isPublicListing,
  markHolderBooked,
  markHolderReleased,
  ownerUserOf,
  releaseAllExpired,
  releaseExpiredAndLiveSlots,
  type ShopHoldRow,
  shopBlockedDays,
  shopLiveHolds,
  shopServiceListings,
  stockOf,
} from './queries.ts';

export type AvailabilityDeps = { db: Database };

export type DayHoldInput = { listingId: string; day: string; holderId: string; expiresAt: Date };

/** Why a day could not be held; `takeDayHold` folds these into null. */
export type DayHoldRefusal = 'full' | 'blocked' | 'past' | 'not_bookable';

/**
 * Holds one slot of a service listing's day for `holderId` until `expiresAt`, or says why not. Releases that
 * listing-day's run-out holds first, refuses a blocked or past day, then tries the free slots lowest first.
 */
export async function tryDayHold(
  tx: Database,
  input: DayHoldInput,
  now: Date = new Date(),
): Promise<{ holdId: string } | { refused: DayHoldRefusal }> {
  if (!isDateString(input.day)) return { refused: 'past' };
  const listing = await findBookableListingOnDay(tx, input.listingId, input.day);
  if (!listing || !isBookedByDate(listing)) return { refused: 'not_bookable' };
  if (input.day < todayInTanzania(now)) return { refused: 'past' };
  if (listing.blocked) return { refused: 'blocked' };
  const taken = await releaseExpiredAndLiveSlots(tx, input.listingId, input.day);
  for (let slot = 1; slot <= listing.daily_capacity; slot++) {
    if (taken.has(slot)) continue;
    const holdId = await insertHoldIfFree(tx, { ...input, slot });
    if (holdId) return { holdId };
  }
  return { refused: 'full' };
}

/** The primitive checkout calls: null when that date is full or blocked (or past, or the listing has no calendar). */
export async function takeDayHold(tx: Database, input: DayHoldInput): Promise<{ holdId: string } | null> {
  const result = await tryDayHold(tx, input);
  return 'holdId' in result ? result : null;
}

/** Payment succeeded: the holder's held slots become booked (and no longer run out). */
/** Held → booked; answers how many slots the holder has booked (fewer than it held: some ran out and went). */
export function confirmHolds(tx: Database, holderId: string): Promise<number> {
  return markHolderBooked(tx, holderId);
}

/** Expired, declined or cancelled: the holder's slots, held or booked, are free again. */
export async function releaseHolds(tx: Database, holderId: string): Promise<void> {
  await markHolderReleased(tx, holderId);
}

/**
 * Takes `quantity` items off a product's stock in one atomic statement; false when fewer are left. A listing whose
 * stock is not counted (null) always has enough.
 */
export async function reserveStock(tx: Database, listingId: string, quantity: number): Promise<boolean> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`);
  if (await decrementStock(tx, listingId, quantity)) return true;
  return (await stockOf(tx, listingId)) === null;
}

export async function releaseStock(tx: Database, listingId: string, quantity: number): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`);
  await incrementStock(tx, listingId, quantity);
}

/**
 * The repeating clean-up: every held slot whose time ran out is released. Answers the holders (order lines) it
 * released, so the caller can expire their orders in the same transaction.
 */
export function releaseExpiredHolds(db: Database): Promise<string[]> {
  return releaseAllExpired(db);
}

function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Per day from `from` to `to` (inclusive): free, full, blocked or past, and how many bookings are left. A product
 * has no calendar: a day is free while it has stock. Never says who holds a day.
 */
export async function dayAvailability(
  db: Database,
  listingId: string,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<Array<{ day: string; status: DayStatus; left: number }>> {
  const listing = await findBookableListing(db, listingId);
  if (!listing) return [];
  const today = todayInTanzania(now);
  if (!isBookedByDate(listing)) {
    // Not counted (null): always in stock, shown as one left so nobody reads a number into it.
    const stock = listing.stock;
    return eachDay(from, to).map((day) => ({
      day,
      ...dayStatusOf({ past: day < today, blocked: false, taken: 0, capacity: stock ?? 1 }),
    }));
  }
  const [blocked, counts] = await Promise.all([
    blockedDaysIn(db, listingId, from, to),
    dayCounts(db, listingId, from, to),
  ]);
  const taken = new Map(counts.map((row) => [row.day, row.held + row.booked]));
  return eachDay(from, to).map((day) => ({
    day,
    ...dayStatusOf({
      past: day < today,
      blocked: blocked.has(day),
      taken: taken.get(day) ?? 0,
      capacity: listing.daily_capacity,
    }),
  }));
}

/** dayAvailability of one day, read in one statement (the cart and checkout ask for each line's day). */
export async function dayStatus(
  db: Database,
  listingId: string,
  day: string,
  now: Date = new Date(),
): Promise<DayStatus | null> {
  const listing = await findListingDay(db, listingId, day);
  if (!listing) return null;
  const past = day < todayInTanzania(now);
  if (!isBookedByDate(listing)) {
    return dayStatusOf({ past, blocked: false, taken: 0, capacity: listing.stock ?? 1 }).status;
  }
  return dayStatusOf({
    past,
    blocked: listing.blocked,
    taken: listing.taken,
    capacity: listing.daily_capacity,
  }).status;
}

/** A range the API answers: real days, in order, at most `max` days long. */
export function checkedRange(
  from: string,
  to: string,
  max: number = AVAILABILITY_RANGE_MAX_DAYS,
): { from: string; to: string } {
  if (!isDateString(from) || !isDateString(to)) throw new AppError('validation', 'booking.date_invalid');
  if (to < from) throw new AppError('validation', 'booking.range_backwards');
  if (daysBetween(from, to) + 1 > max) throw new AppError('validation', 'booking.range_too_long', { max });
  return { from, to };
}

/** Six weeks from today unless asked otherwise: a month view with its edges. */
function defaultRange(query: { from?: string | undefined; to?: string | undefined }): [string, string] {
  const from = query.from ?? todayInTanzania();
  return [from, query.to ?? addDays(from, 41)];
}

/** The public calendar of a published listing of an active vendor; anything else reads as missing. */
export async function publicAvailability(
  { db }: AvailabilityDeps,
  listingId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<AvailabilityResponse> {
  const { from, to } = checkedRange(...defaultRange(query));
  const listing = await findBookableListing(db, listingId);
  if (!listing || !(await isPublicListing(db, listingId))) {
    throw new AppError('not_found', 'catalogue.listing_unavailable');
  }
  return {
    listingId,
    kind: listing.kind,
    dailyCapacity: isBookedByDate(listing) ? listing.daily_capacity : null,
    today: todayInTanzania(),
    days: await dayAvailability(db, listingId, from, to),
  };
}

async function requireOwnServiceListing(db: Database, userId: string, listingId: string) {
  const owner = await ownerUserOf(db, listingId);
  const listing = owner === userId ? await findBookableListing(db, listingId) : undefined;
  if (!listing) throw new AppError('not_found', 'vendor.listing_not_found');
  return listing;
}

/** The vendor's calendar of their own listing: per day blocked or not, held and booked counts, what is left. */
export async function vendorCalendar(
  { db }: AvailabilityDeps,
  userId: string,
  listingId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<VendorCalendarResponse> {
  const { from, to } = checkedRange(...defaultRange(query));
  const listing = await requireOwnServiceListing(db, userId, listingId);
  const [blocked, counts] = await Promise.all([
    blockedDaysIn(db, listingId, from, to),
    dayCounts(db, listingId, from, to),
  ]);
  const byDay = new Map(counts.map((row) => [row.day, row]));
  const today = todayInTanzania();
  return {
    listingId,
    kind: listing.kind,
    dailyCapacity: listing.daily_capacity,
    today,
    days: eachDay(from, to).map((day) => {
      const count = byDay.get(day);
      const held = count?.held ?? 0;
      const booked = count?.booked ?? 0;
      return {
        day,
        held,
        booked,
        blocked: blocked.has(day),
        ...dayStatusOf({
          past: day < today,
          blocked: blocked.has(day),
          taken: held + booked,
          capacity: listing.daily_capacity,
        }),
      };
    }),
  };
}

/**
 * Blocks or unblocks days of the vendor's own service listing. Days already booked can still be blocked (the
 * bookings stand; no new ones are taken); past days cannot change.
 */
export async function setBlockedDays(
  { db }: AvailabilityDeps,
  userId: string,
  listingId: string,
  change: { block?: string[] | undefined; unblock?: string[] | undefined },
): Promise<void> {
  const today = todayInTanzania();
  const all = [...(change.block ?? []), ...(change.unblock ?? [])];
  if (all.some((day) => !isDateString(day))) throw new AppError('validation', 'booking.date_invalid');
  await db.transaction(async (tx) => {
    const listing = await requireOwnServiceListing(tx, userId, listingId);
    if (!isBookedByDate(listing)) throw new AppError('business_rule', 'booking.no_calendar');
    if (all.some((day) => day < today)) throw new AppError('business_rule', 'booking.day_past');
    const block = new Set(change.block ?? []);
    const unblock = (change.unblock ?? []).filter((day) => !block.has(day));
    await insertBlockedDays(tx, listingId, [...block]);
    await deleteBlockedDays(tx, listingId, unblock);
  });
}

/** The last day of the month `day` is in. */
function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function entryOf(listingId: string): ShopCalendarEntry {
  return { listingId, blocked: false, held: 0, booked: 0, orders: [] };
}

function addHold(entry: ShopCalendarEntry, hold: ShopHoldRow): void {
  entry[hold.state] += 1;
  if (hold.order_id === null || hold.order_number === null) return;
  const order = entry.orders.find((known) => known.id === hold.order_id);
  if (!order) {
    entry.orders.push({ id: hold.order_id, reference: orderReference(hold.order_number), state: hold.state });
  } else if (hold.state === 'booked') order.state = 'booked';
}

/**
 * The calendar of all the vendor's service listings for a month (this month unless asked otherwise, at most
 * SHOP_CALENDAR_RANGE_MAX_DAYS): per day, which listings are blocked, held by a checkout waiting for payment or
 * booked, with the orders behind them. Only the signed-in vendor's own listings; an account with no shop yet has
 * an empty calendar.
 */
export async function shopCalendar(
  { db }: AvailabilityDeps,
  userId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<ShopCalendarResponse> {
  const today = todayInTanzania();
  const start = query.from ?? `${today.slice(0, 8)}01`;
  const { from, to } = checkedRange(start, query.to ?? lastOfMonth(start), SHOP_CALENDAR_RANGE_MAX_DAYS);
  const [listings, blocked, holds] = await Promise.all([
    shopServiceListings(db, userId),
    shopBlockedDays(db, userId, from, to),
    shopLiveHolds(db, userId, from, to),
  ]);
  // Per day, per listing: filled in the order of the listings, so each day's entries read as the list does.
  const entries = new Map<string, Map<string, ShopCalendarEntry>>();
  const entry = (day: string, listingId: string) => {
    const ofDay = entries.get(day) ?? new Map<string, ShopCalendarEntry>();
    entries.set(day, ofDay);
    const found = ofDay.get(listingId) ?? entryOf(listingId);
    ofDay.set(listingId, found);
    return found;
  };
  for (const row of blocked) entry(row.day, row.listing_id).blocked = true;
  for (const hold of holds) addHold(entry(hold.day, hold.listing_id), hold);
  const used = new Set(holds.map((hold) => hold.listing_id).concat(blocked.map((row) => row.listing_id)));
  const shown = listings.filter((listing) => listing.status !== 'archived' || used.has(listing.id));
  const position = new Map(shown.map((listing, index) => [listing.id, index]));
  const days: ShopCalendarDay[] = eachDay(from, to).map((day) => ({
    day,
    entries: [...(entries.get(day)?.values() ?? [])]
      .filter((found) => position.has(found.listingId))
      .sort((a, b) => (position.get(a.listingId) ?? 0) - (position.get(b.listingId) ?? 0))
      .map((found) => ({
        ...found,
        orders: [...found.orders].sort((a, b) => Number(a.state === 'held') - Number(b.state === 'held')),
      })),
  }));
  return {
    from,
    to,
    today,
    listings: shown.map(({ id, title, status, daily_capacity }) => ({
      id,
      title,
      status,
      dailyCapacity: daily_capacity,
    })),
    days,
  };
}
