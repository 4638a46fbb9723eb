// Dates of listings: the public calendar of a listing, and the vendor's calendar with blocked days.
import { z } from 'zod';
import { AVAILABILITY_RANGE_MAX_DAYS, isDateString } from '../booking-rules.ts';
import { reason } from '../reasons.ts';

export { listingIdParams } from './catalogue.ts';

/** A calendar day in Tanzania, YYYY-MM-DD. */
export const dayString = z
  .string({ error: reason('booking.date_invalid') })
  .refine(isDateString, reason('booking.date_invalid'));

const blankIsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Both optional: from defaults to today in Tanzania, to to six weeks on; at most AVAILABILITY_RANGE_MAX_DAYS. */
export const availabilityQuery = z.object({
  from: z.preprocess(blankIsMissing, dayString.optional()),
  to: z.preprocess(blankIsMissing, dayString.optional()),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const dayStatus = z.enum(['free', 'full', 'blocked', 'past']);

export const availabilityDay = z.object({
  day: z.string(),
  status: dayStatus,
  /** Bookings still possible that day (for a product: items in stock; 1 when its stock is not counted). */
  left: z.number().int().min(0),
});
export type AvailabilityDay = z.infer<typeof availabilityDay>;

export const availabilityResponse = z.object({
  listingId: z.uuid(),
  kind: z.enum(['service', 'product']),
  /** Bookings a day for a service; null for a product (limited by stock). */
  dailyCapacity: z.number().int().nullable(),
  /** Today in Tanzania: days before it are past. */
  today: z.string(),
  days: z.array(availabilityDay),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

export const vendorCalendarDay = availabilityDay.extend({
  blocked: z.boolean(),
  /** Slots held by checkouts not paid yet (they run out after a while). */
  held: z.number().int().min(0),
  booked: z.number().int().min(0),
});
export type VendorCalendarDay = z.infer<typeof vendorCalendarDay>;

export const vendorCalendarResponse = availabilityResponse.extend({ days: z.array(vendorCalendarDay) });
export type VendorCalendarResponse = z.infer<typeof vendorCalendarResponse>;

export const blockedDayParams = z.object({
  id: z.uuid(reason('listing.id_invalid')),
  day: dayString,
});

const dayList = z.array(dayString).max(AVAILABILITY_RANGE_MAX_DAYS, reason('booking.days_max'));

/** Several days at once (a week away, a month closed). A day in both lists is blocked. */
export const blockedDaysBody = z
  .object({ block: dayList.default([]), unblock: dayList.default([]) })
  .refine((body) => body.block.length + body.unblock.length > 0, {
    message: reason('booking.nothing_to_change'),
  });
export type BlockedDaysBody = z.input<typeof blockedDaysBody>;

/** The longest range of the calendar of all a vendor's listings: a month view with the days around it. */
export const SHOP_CALENDAR_RANGE_MAX_DAYS = 42;

/** Both optional: from defaults to the first of this month in Tanzania, to to the last day of from's month. */
export const shopCalendarQuery = availabilityQuery;
export type ShopCalendarQuery = z.infer<typeof shopCalendarQuery>;

/** A service listing of the vendor's (products have no calendar). */
export const shopCalendarListing = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(['draft', 'published', 'archived']),
  dailyCapacity: z.number().int(),
});
export type ShopCalendarListing = z.infer<typeof shopCalendarListing>;

export const shopCalendarOrder = z.object({
  id: z.uuid(),
  /** As customers and notices name it (SH-1001). */
  reference: z.string(),
  /** held: a checkout waiting for payment (it runs out after a while); booked: paid. */
  state: z.enum(['held', 'booked']),
});
export type ShopCalendarOrder = z.infer<typeof shopCalendarOrder>;

/** One listing on one day; a listing with nothing that day (not blocked, nothing held or booked) has no entry. */
export const shopCalendarEntry = z.object({
  listingId: z.uuid(),
  blocked: z.boolean(),
  held: z.number().int().min(0),
  booked: z.number().int().min(0),
  /** The orders holding or booking that day of the listing, each once, booked first. */
  orders: z.array(shopCalendarOrder),
});
export type ShopCalendarEntry = z.infer<typeof shopCalendarEntry>;

export const shopCalendarDay = z.object({ day: z.string(), entries: z.array(shopCalendarEntry) });
export type ShopCalendarDay = z.infer<typeof shopCalendarDay>;

export const shopCalendarResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Today in Tanzania: days before it are past and cannot be blocked or opened. */
  today: z.string(),
  /** The vendor's service listings by title; an archived one only when it has something in the range. */
  listings: z.array(shopCalendarListing),
  /** Every day from `from` to `to`, in order. */
  days: z.array(shopCalendarDay),
});
export type ShopCalendarResponse = z.infer<typeof shopCalendarResponse>;
