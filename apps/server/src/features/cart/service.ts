// The cart rules on the server: the same add rule as the browser's cart (packages/core/src/cart.ts), bounded
// quantities, only listings people can buy, and every change scoped to the signed-in person's own lines.
import {
  CART_LINES_MAX,
  CART_LOCATION_MAX,
  CART_QUANTITY_MAX,
  type CartResponse,
  type MergeCartBody,
  type MergeCartResponse,
} from '@sherehe/core/api/cart';
import { eventDateProblem, isBookedByDate, linePriceTzs } from '@sherehe/core/booking-rules';
import { isGuestCount } from '@sherehe/core/cart';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { dayStatus } from '../availability/service.ts';
import {
  addToLine,
  type CartLineRow,
  claimMarker,
  countCartLines,
  deleteAllLines,
  deleteLine,
  findLineListing,
  findListingState,
  type ListingState,
  pruneMarkers,
  selectCartLines,
  updateLine,
} from './queries.ts';

export type CartDeps = { db: Database };

const MERGE_MARKER_SECONDS = 24 * 3600;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A blank location is no location, as in the browser's cart.
function given(location: string | null | undefined): string | null {
  const trimmed = location?.trim();
  return trimmed ? trimmed : null;
}

async function dateStatusOf(db: Database, listingId: string, day: string | null) {
  if (!day) return null;
  return dayStatus(db, listingId, day);
}

async function toLine(db: Database, row: CartLineRow) {
  const quantity = Number(row.quantity);
  const guests = row.guests === null ? null : Number(row.guests);
  const priceTzs = Number(row.price_tzs);
  return {
    productId: row.listing_id,
    quantity,
    location: row.location,
    eventDate: row.event_date,
    guests,
    dateStatus: await dateStatusOf(db, row.listing_id, row.event_date),
    kind: row.kind,
    title: row.title,
    priceTzs,
    priceUnit: row.price_unit,
    lineTotalTzs: linePriceTzs({ priceTzs, priceUnit: row.price_unit }, { quantity, guests }),
    depositPercent: row.deposit_percent === null ? null : Number(row.deposit_percent),
    photoKey: row.photo_key,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    available: row.available,
  };
}

export async function getCart(db: Database, userId: string): Promise<CartResponse> {
  const lines = await Promise.all((await selectCartLines(db, userId)).map((row) => toLine(db, row)));
  const totalTzs = lines.reduce((sum, line) => (line.available ? sum + line.lineTotalTzs : sum), 0);
  return { lines, totalTzs };
}

const buyable = (state: ListingState | undefined) =>
  state?.status === 'published' && state.vendorStatus === 'active';

const dateRequired = () =>
  new AppError('business_rule', 'cart.event_date_required', undefined, {
    fields: [{ field: 'eventDate', reason: 'cart.event_date_required' }],
  });

/** A service's date must have a slot left (a product's date is a delivery day: stock is settled at checkout). */
async function requireFreeDate(db: Database, listingId: string, kind: ListingState['kind'], day: string) {
  if (!isBookedByDate({ kind })) return;
  if ((await dateStatusOf(db, listingId, day)) !== 'free') {
    throw new AppError('business_rule', 'booking.date_not_free', undefined, {
      fields: [{ field: 'eventDate', reason: 'booking.date_not_free' }],
    });
  }
}

export async function addCartItem(
  { db }: CartDeps,
  userId: string,
  item: {
    productId: string;
    quantity: number;
    location?: string | undefined;
    eventDate?: string | undefined;
    guests?: number | undefined;
  },
): Promise<CartResponse> {
  await db.transaction(async (tx) => {
    const state = await findListingState(tx, item.productId);
    // A draft is nobody's business but its vendor's: it reads as missing.
    if (!state || state.status === 'draft') {
      throw new AppError('not_found', 'listing.not_found');
    }
    if (!buyable(state)) throw new AppError('business_rule', 'listing.unavailable');
    if (item.eventDate) await requireFreeDate(tx, item.productId, state.kind, item.eventDate);
    const { quantity, eventDate } = await addToLine(tx, {
      userId,
      listingId: item.productId,
      quantity: item.quantity,
      location: given(item.location),
      eventDate: item.eventDate,
      guests: item.guests,
    });
    // A service is booked by date: its line has one, given now or kept from before.
    if (isBookedByDate(state) && !eventDate) throw dateRequired();
    if (quantity > CART_QUANTITY_MAX) {
      const params = { max: CART_QUANTITY_MAX };
      throw new AppError('business_rule', 'cart.quantity_max', params, {
        fields: [{ field: 'quantity', reason: 'cart.quantity_max', params }],
      });
    }
    if ((await countCartLines(tx, userId)) > CART_LINES_MAX) {
      throw new AppError('business_rule', 'cart.lines_max', { max: CART_LINES_MAX });
    }
  });
  return getCart(db, userId);
}

export async function updateCartItem(
  { db }: CartDeps,
  userId: string,
  productId: string,
  change: {
    quantity?: number | undefined;
    location?: string | null | undefined;
    eventDate?: string | null | undefined;
    guests?: number | null | undefined;
  },
): Promise<CartResponse> {
  await db.transaction(async (tx) => {
    const listing = await findLineListing(tx, userId, productId);
    if (!listing) throw new AppError('not_found', 'cart.item_not_found');
    if (change.eventDate === null && isBookedByDate(listing)) throw dateRequired();
    if (change.eventDate) await requireFreeDate(tx, productId, listing.kind, change.eventDate);
    await updateLine(tx, userId, productId, {
      ...(change.quantity !== undefined && { quantity: change.quantity }),
      ...(change.location !== undefined && { location: given(change.location) }),
      ...(change.eventDate !== undefined && { eventDate: change.eventDate }),
      ...(change.guests !== undefined && { guests: change.guests }),
    });
  });
  return getCart(db, userId);
}

/** Removing a line that is not there is not an error: the cart already looks as asked. */
export async function removeCartItem({ db }: CartDeps, userId: string, productId: string) {
  await deleteLine(db, userId, productId);
  return getCart(db, userId);
}

export async function clearCart({ db }: CartDeps, userId: string) {
  await deleteAllLines(db, userId);
  return getCart(db, userId);
}

/** Empties the cart without reading it back (a checkout that just placed it). */
export async function emptyCart({ db }: CartDeps, userId: string): Promise<void> {
  await deleteAllLines(db, userId);
}

/**
 * The lines added before signing in join the server cart by the add rule. A line whose listing is gone or no
 * longer buyable is skipped (and named), and a sum beyond the maximum stops at the maximum: signing in must not fail
 * over a stale line. The same mergeId twice merges once.
 */
export async function mergeCart(
  { db }: CartDeps,
  userId: string,
  body: MergeCartBody,
): Promise<MergeCartResponse> {
  const skipped: string[] = [];
  await db.transaction(async (tx) => {
    const prefix = `cart-merge:${userId}:`;
    await pruneMarkers(tx, prefix, MERGE_MARKER_SECONDS);
    if (!(await claimMarker(tx, `${prefix}${body.mergeId}`))) return;
    let lines = await countCartLines(tx, userId);
    for (const item of body.items) {
      const state = uuid.test(item.productId) ? await findListingState(tx, item.productId) : undefined;
      if (!buyable(state)) {
        skipped.push(item.productId);
        continue;
      }
      const before = lines;
      await addToLine(
        tx,
        {
          userId,
          listingId: item.productId,
          quantity: Math.min(item.quantity, CART_QUANTITY_MAX),
          location: given(item.location?.replace(/\p{Cc}/gu, ' ').slice(0, CART_LOCATION_MAX)),
          // What a device kept may have gone stale (a day since passed): dropped, and the cart page asks again.
          eventDate: item.eventDate && eventDateProblem(item.eventDate) === null ? item.eventDate : null,
          guests: isGuestCount(item.guests) ? item.guests : null,
        },
        CART_QUANTITY_MAX,
      );
      lines = await countCartLines(tx, userId);
      if (lines > CART_LINES_MAX && lines > before) {
        await deleteLine(tx, userId, item.productId);
        lines = before;
        skipped.push(item.productId);
      }
    }
  });
  return { ...(await getCart(db, userId)), skipped };
}
