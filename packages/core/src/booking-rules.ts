// Booking rules shared by the server (holds, the cart, checkout) and the web app (the product page, the cart):
// which listings are booked by date, what a line costs, what a deposit comes to, and what "today" is in Tanzania.
// Plain checks, no zod (the web reads them); what the first load needs (a day's format) is in calendar-day.ts.

import { BOOKING_TIME_ZONE, dayInTanzania, isDateString } from './calendar-day.ts';
import { CART_GUESTS_MAX } from './cart-limits.ts';

export { BOOKING_TIME_ZONE, isDateString };

/** Bookings a day a vendor takes for one service listing. */
export const DAILY_CAPACITY_DEFAULT = 1;
export const DAILY_CAPACITY_MIN = 1;
export const DAILY_CAPACITY_MAX = 100;

/** A deposit is a whole percent of the total in this range; no deposit (null) means paying in full. */
export const DEPOSIT_PERCENT_MIN = 10;
export const DEPOSIT_PERCENT_MAX = 90;
/** The choices the listing editor offers (the API takes any whole percent in the range). */
export const DEPOSIT_PERCENT_CHOICES = [10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90] as const;

/** The longest range one availability question may ask about (about three months). */
export const AVAILABILITY_RANGE_MAX_DAYS = 92;

/** How far ahead a date may be chosen: two years is beyond any event people plan here. */
export const BOOKING_HORIZON_DAYS = 731;

export const GUESTS_MAX = CART_GUESTS_MAX;

export type ListingKind = 'service' | 'product';
export type PriceUnit = 'event' | 'person' | 'day' | 'item';
export type DayStatus = 'free' | 'full' | 'blocked' | 'past';

/**
 * Services (venues, MCs, photographers, tents put up by a crew…) are booked by date against a daily capacity;
 * products (cakes, drinks, hire items) are limited by stock and have no calendar.
 */
export function isBookedByDate(listing: { kind: ListingKind }): boolean {
  return listing.kind === 'service';
}

/** Where the price is per person, the line asks for the number of guests. */
export function isPricedPerGuest(listing: { priceUnit: PriceUnit }): boolean {
  return listing.priceUnit === 'person';
}

/**
 * What a line costs in whole TZS: the price times the quantity, or, for a price per person with the guests given,
 * times the guests (the guests are then the line's count; its quantity stays 1 in practice).
 */
export function linePriceTzs(
  listing: { priceTzs: number; priceUnit: PriceUnit },
  line: { quantity: number; guests?: number | null | undefined },
): number {
  const count = isPricedPerGuest(listing) && line.guests ? line.guests : line.quantity;
  return listing.priceTzs * count;
}

export function isDepositPercent(value: unknown): value is number {
  return (
    Number.isSafeInteger(value) &&
    (value as number) >= DEPOSIT_PERCENT_MIN &&
    (value as number) <= DEPOSIT_PERCENT_MAX
  );
}

/**
 * The amount due now: the whole total, or the deposit percent of it rounded to whole shillings (half up), never
 * more than the total. The balance is the total less this.
 */
export function amountDueNowTzs(totalTzs: number, depositPercent: number | null | undefined): number {
  if (!Number.isSafeInteger(totalTzs) || totalTzs < 0) throw new RangeError(`Not an amount: ${totalTzs}`);
  if (depositPercent === null || depositPercent === undefined) return totalTzs;
  if (!isDepositPercent(depositPercent)) throw new RangeError(`Not a deposit percent: ${depositPercent}`);
  return Math.min(totalTzs, Math.round((totalTzs * depositPercent) / 100));
}

/**
 * Today's date in Tanzania (YYYY-MM-DD) at the instant `now`, by its fixed offset: no Intl time-zone format, whose
 * first use loads ICU's data for the zone (10–20 ms at Lighthouse's 4× slowdown) on every page with a date field.
 */
export const todayInTanzania = (now: Date = new Date()): string => dayInTanzania(now);

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Before today in Tanzania: a day nobody can book any more. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < todayInTanzania(now);
}

/** A date a line may carry: a real day, not past, not beyond the horizon. */
export function eventDateProblem(day: string, now: Date = new Date()): 'invalid' | 'past' | 'too_far' | null {
  if (!isDateString(day)) return 'invalid';
  const today = todayInTanzania(now);
  if (day < today) return 'past';
  if (daysBetween(today, day) > BOOKING_HORIZON_DAYS) return 'too_far';
  return null;
}

/** How a day reads on a calendar from its facts: past and blocked days are never free, whatever is left. */
export function dayStatusOf(facts: { past: boolean; blocked: boolean; taken: number; capacity: number }): {
  status: DayStatus;
  left: number;
} {
  if (facts.past) return { status: 'past', left: 0 };
  if (facts.blocked) return { status: 'blocked', left: 0 };
  const left = Math.max(0, facts.capacity - facts.taken);
  return { status: left > 0 ? 'free' : 'full', left };
}
