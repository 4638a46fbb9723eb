// A signed-in person's cart on the server: the spec's cart rules (packages/core/src/cart.ts) over listings.
import { z } from 'zod';
import { eventDateProblem, GUESTS_MAX, isDateString } from '../booking-rules.ts';
import { CART_LINES_MAX, CART_LOCATION_MAX, CART_QUANTITY_MAX } from '../cart-limits.ts';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export { CART_LINES_MAX, CART_LOCATION_MAX, CART_QUANTITY_MAX };

const quantity = z
  .number({ error: reason('cart.quantity_required') })
  .int(reason('cart.quantity_whole'))
  .min(1, reason('cart.quantity_min'))
  .max(CART_QUANTITY_MAX, reason('cart.quantity_max'));

// Blank means "no location": the rules treat an empty field as none given (cart.ts).
const location = plainText(z.string().trim()).max(CART_LOCATION_MAX, reason('cart.location_too_long'));

const productId = z.uuid(reason('cart.product_id_invalid'));

/** The event's day (a service) or the delivery day (a product) in Tanzania: today or later, within two years. */
const eventDate = z
  .string({ error: reason('booking.date_invalid') })
  .refine(isDateString, reason('booking.date_invalid'))
  .refine((day) => eventDateProblem(day) !== 'past', reason('booking.day_past'))
  .refine((day) => eventDateProblem(day) !== 'too_far', reason('booking.date_too_far'));

/** For listings priced per person: the line's count of people. */
const guests = z
  .number({ error: reason('cart.guests_invalid') })
  .int(reason('cart.guests_invalid'))
  .min(1, reason('cart.guests_invalid'))
  .max(GUESTS_MAX, reason('cart.guests_invalid'));

/** eventDate is required for a service (booked by date); the rules answer cart.event_date_required without it. */
export const addCartItemBody = z.object({
  productId,
  quantity,
  location: location.optional(),
  eventDate: eventDate.optional(),
  guests: guests.optional(),
});
export type AddCartItemBody = z.input<typeof addCartItemBody>;

/** A new quantity, location, date or number of guests (null or blank clears one), or several at once. */
export const updateCartItemBody = z
  .object({
    quantity: quantity.optional(),
    location: location.nullable().optional(),
    eventDate: eventDate.nullable().optional(),
    guests: guests.nullable().optional(),
  })
  .refine(
    (body) =>
      body.quantity !== undefined ||
      body.location !== undefined ||
      body.eventDate !== undefined ||
      body.guests !== undefined,
    { message: reason('cart.nothing_to_change') },
  );
export type UpdateCartItemBody = z.input<typeof updateCartItemBody>;

export const cartItemParams = z.object({ productId });

/**
 * The lines a person added before signing in. `mergeId` is chosen by the client once per merge: sending the same
 * merge again (a retry after a lost answer, a second tab) changes nothing. Lines are checked one by one rather than
 * refusing the lot: a stored line may name a listing that has since gone.
 */
export const mergeCartBody = z.object({
  mergeId: z.string().regex(/^[\w-]{8,64}$/, reason('cart.merge_id_invalid')),
  items: z
    .array(
      z.object({
        productId: z.string().max(64),
        quantity: z.number().int().min(1).max(1_000_000),
        location: z.string().max(1000).optional(),
        // Checked line by line by the rules: a stored date that has passed is dropped, not the line.
        eventDate: z.string().max(20).optional(),
        guests: z.number().optional(),
      }),
    )
    .max(CART_LINES_MAX, reason('cart.lines_max')),
});
export type MergeCartBody = z.infer<typeof mergeCartBody>;

export const cartLine = z.object({
  productId: z.uuid(),
  quantity: z.number().int(),
  location: z.string().nullable(),
  /** YYYY-MM-DD in Tanzania, or null when none was chosen. */
  eventDate: z.string().nullable(),
  guests: z.number().int().nullable(),
  /** Whether that date can still be booked: null without a date. A product's date is free while it has stock. */
  dateStatus: z.enum(['free', 'full', 'blocked', 'past']).nullable(),
  kind: z.enum(['service', 'product']),
  title: z.string(),
  priceTzs: z.number().int(),
  priceUnit: z.enum(['event', 'person', 'day', 'item']),
  /** What the line costs (booking-rules' linePriceTzs): price × quantity, or × guests when priced per person. */
  lineTotalTzs: z.number().int(),
  /** Percent of the line paid at checkout; null: in full. */
  depositPercent: z.number().int().nullable(),
  /** Storage key of the first photo (packages/core/src/media.ts builds its URLs), or null without photos. */
  photoKey: z.string().nullable(),
  vendorId: z.uuid(),
  vendorName: z.string(),
  /** False once the listing is archived or its vendor suspended: the line stays, shown as unavailable. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartResponse = z.object({
  lines: z.array(cartLine),
  /** Whole TZS, of the available lines only. */
  totalTzs: z.number().int(),
});
export type CartResponse = z.infer<typeof cartResponse>;

export const mergeCartResponse = cartResponse.extend({
  /** Lines not merged: their listing does not exist or is not available any more. */
  skipped: z.array(z.string()),
});
export type MergeCartResponse = z.infer<typeof mergeCartResponse>;
