// The spec's cart rules as pure functions: every change returns a new list, a change that does nothing returns the same one.
// Plain checks rather than a zod schema: the cart is read on every first load, where zod's weight is not welcome.
// Date and guests are part of a line like its location: given again, they replace the old; left out, they stay.
import { isDateString } from './calendar-day.ts';
import { CART_GUESTS_MAX } from './cart-limits.ts';

export type CartItem = {
  productId: string;
  quantity: number;
  location?: string;
  /** YYYY-MM-DD: the event's day for a service, the delivery day for a product. */
  eventDate?: string;
  /** For listings priced per person. */
  guests?: number;
};
export type Cart = readonly CartItem[];

export function isGuestCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= CART_GUESTS_MAX;
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity, location, eventDate, guests } = value as Record<string, unknown>;
  return (
    typeof productId === 'string' &&
    productId.length > 0 &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) > 0 &&
    (location === undefined || (typeof location === 'string' && location.length > 0)) &&
    (eventDate === undefined || isDateString(eventDate)) &&
    (guests === undefined || isGuestCount(guests))
  );
}

// The line's fields in their one order, leaving out what is not given (a stored line never holds `undefined`).
function tidyLine(item: CartItem): CartItem {
  const { productId, quantity, location, eventDate, guests } = item;
  return {
    productId,
    quantity,
    ...(location === undefined ? {} : { location }),
    ...(eventDate === undefined ? {} : { eventDate }),
    ...(guests === undefined ? {} : { guests }),
  };
}

/**
 * A cart read from storage, or null when it is not one (old format, hand-edited, another app's key). A date that
 * has passed since is kept: the cart page asks for a new one.
 */
export function parseCart(value: unknown): Cart | null {
  if (!Array.isArray(value) || !value.every(isCartItem)) return null;
  return value.map(tidyLine);
}

// A blank location is no location: people clear the field rather than type "none".
function given(location: string | undefined): string | undefined {
  const trimmed = location?.trim();
  return trimmed ? trimmed : undefined;
}

function assertQuantity(quantity: number, allowZero: boolean): void {
  const lowest = allowZero ? 0 : 1;
  if (!Number.isSafeInteger(quantity) || quantity < lowest) {
    throw new RangeError(`Not a quantity: ${quantity}`);
  }
}

function assertDetails(item: { eventDate?: string | undefined; guests?: number | undefined }): void {
  if (item.eventDate !== undefined && !isDateString(item.eventDate)) {
    throw new RangeError(`Not a date: ${item.eventDate}`);
  }
  if (item.guests !== undefined && !isGuestCount(item.guests)) {
    throw new RangeError(`Not a number of guests: ${item.guests}`);
  }
}

/**
 * Same product again: its quantity grows by the amount added, and a new location, date or number of guests (each
 * only if given) replaces the old one.
 */
export function addItem(items: Cart, item: CartItem): Cart {
  assertQuantity(item.quantity, false);
  assertDetails(item);
  const location = given(item.location);
  const index = items.findIndex((existing) => existing.productId === item.productId);
  if (index === -1) return [...items, tidyLine({ ...item, location })];
  return items.map((existing, i) => {
    if (i !== index) return existing;
    return tidyLine({
      ...existing,
      quantity: existing.quantity + item.quantity,
      ...(location ? { location } : {}),
      ...(item.eventDate ? { eventDate: item.eventDate } : {}),
      ...(item.guests ? { guests: item.guests } : {}),
    });
  });
}

export function removeItem(items: Cart, productId: string): Cart {
  return items.some((line) => line.productId === productId)
    ? items.filter((line) => line.productId !== productId)
    : items;
}

/** Sets the quantity of a line; 0 removes the line (what a shopper means by "none of these"). */
export function updateQuantity(items: Cart, productId: string, quantity: number): Cart {
  assertQuantity(quantity, true);
  if (quantity === 0) return removeItem(items, productId);
  if (!items.some((line) => line.productId === productId && line.quantity !== quantity)) return items;
  return items.map((line) => (line.productId === productId ? { ...line, quantity } : line));
}

/** Sets or (with undefined) clears where a line is wanted, e.g. the event's venue. */
export function updateLocation(items: Cart, productId: string, newLocation: string | undefined): Cart {
  const location = given(newLocation);
  if (!items.some((line) => line.productId === productId && line.location !== location)) return items;
  return items.map((line) => {
    if (line.productId !== productId) return line;
    const { location: _previous, ...rest } = line;
    return location === undefined ? rest : { ...rest, location };
  });
}

/** Sets or (with undefined) clears a line's date. */
export function updateEventDate(items: Cart, productId: string, eventDate: string | undefined): Cart {
  assertDetails({ eventDate });
  if (!items.some((l) => l.productId === productId && l.eventDate !== eventDate)) return items;
  return items.map((l) => (l.productId === productId ? tidyLine({ ...l, eventDate }) : l));
}

/** Sets or (with undefined) clears a line's number of guests. */
export function updateGuests(items: Cart, productId: string, guests: number | undefined): Cart {
  assertDetails({ guests });
  if (!items.some((l) => l.productId === productId && l.guests !== guests)) return items;
  return items.map((l) => (l.productId === productId ? tidyLine({ ...l, guests }) : l));
}

export function clear(): Cart {
  return [];
}

/** The nav badge: how many different products are in the cart, not how many pieces. */
export function distinctLineCount(items: Cart): number {
  return new Set(items.map((line) => line.productId)).size;
}

/** Folds lines that name the same product (e.g. from an old or hand-edited copy) with the addItem rule. */
export function normalizeCart(items: Cart): Cart {
  return items.reduce<Cart>((merged, line) => addItem(merged, line), []);
}
