// A signed-in person's cart on the server: the spec's cart rules (packages/core/src/cart.ts) over listings.
import { z } from 'zod';
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

export const addCartItemBody = z.object({ productId, quantity, location: location.optional() });
export type AddCartItemBody = z.input<typeof addCartItemBody>;

/** A new quantity, a new location (null or blank clears it), or both. */
export const updateCartItemBody = z
  .object({ quantity: quantity.optional(), location: location.nullable().optional() })
  .refine((body) => body.quantity !== undefined || body.location !== undefined, {
    message: reason('cart.nothing_to_change'),
  });
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
      }),
    )
    .max(CART_LINES_MAX, reason('cart.lines_max')),
});
export type MergeCartBody = z.infer<typeof mergeCartBody>;

export const cartLine = z.object({
  productId: z.uuid(),
  quantity: z.number().int(),
  location: z.string().nullable(),
  title: z.string(),
  priceTzs: z.number().int(),
  priceUnit: z.enum(['event', 'person', 'day', 'item']),
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
