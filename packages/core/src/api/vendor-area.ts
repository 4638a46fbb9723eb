// The vendor area (/api/v1/vendor/…): a vendor's own shop profile and listings, with their photos.
import { z } from 'zod';
import {
  DAILY_CAPACITY_DEFAULT,
  DAILY_CAPACITY_MAX,
  DAILY_CAPACITY_MIN,
  DEPOSIT_PERCENT_MAX,
  DEPOSIT_PERCENT_MIN,
} from '../booking-rules.ts';
import { categorySlugs, priceUnits } from '../categories.ts';
import { MAX_LISTING_PHOTOS, MAX_PRICE_TZS } from '../listing-rules.ts';
import { normalizePhone } from '../phone.ts';
import { type Reason, reason } from '../reasons.ts';
import { plainText, wellFormed } from './plain-text.ts';

// Line breaks are welcome in a description; other control characters are not.
const longText = (max: number, message: Reason) =>
  wellFormed(z.string().trim())
    .max(max, message)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, reason('text.plain_only'));

const phoneField = plainText(z.string().trim().max(30, reason('vendor.phone_too_long'))).refine(
  (value) => value === '' || normalizePhone(value) !== null,
  reason('vendor.phone_invalid'),
);

const cityField = plainText(
  z.string().trim().min(2, reason('vendor.city_required')).max(60, reason('vendor.city_too_long')),
);

export const vendorStatus = z.enum(['active', 'suspended']);

export const vendorProfile = z.object({
  id: z.uuid(),
  businessName: z.string(),
  description: z.string(),
  city: z.string(),
  /** E.164, or null when not given. */
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /** Storage key of the logo (see core/media), or null. */
  logoKey: z.string().nullable(),
  status: vendorStatus,
  suspendedReason: z.string().nullable(),
});
export type VendorProfile = z.infer<typeof vendorProfile>;

/** null: the account is a vendor's but the shop profile has not been saved yet. */
export const vendorProfileResponse = z.object({ profile: vendorProfile.nullable() });
export type VendorProfileResponse = z.infer<typeof vendorProfileResponse>;

export const saveVendorProfileBody = z.object({
  businessName: plainText(
    z
      .string()
      .trim()
      .min(2, reason('vendor.business_name_required'))
      .max(100, reason('vendor.business_name_too_long')),
  ),
  description: longText(2000, reason('vendor.description_too_long')).default(''),
  city: cityField,
  /** As typed; stored as E.164. Empty: none. */
  phone: phoneField.default(''),
  whatsapp: phoneField.default(''),
});
export type SaveVendorProfileBody = z.input<typeof saveVendorProfileBody>;

export const listingKind = z.enum(['service', 'product']);
export const listingStatus = z.enum(['draft', 'published', 'archived']);
export type ListingStatus = z.infer<typeof listingStatus>;

export const listingPhoto = z.object({
  id: z.uuid(),
  storageKey: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

export const vendorListing = z.object({
  id: z.uuid(),
  kind: listingKind,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priceTzs: z.number().int(),
  priceUnit: z.enum(priceUnits),
  city: z.string(),
  serviceArea: z.string(),
  capacity: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  /** Bookings a day the vendor takes (services). */
  dailyCapacity: z.number().int(),
  /** Percent paid at checkout; null: paid in full. */
  depositPercent: z.number().int().nullable(),
  status: listingStatus,
  /** In their order: the first is the cover. */
  photos: z.array(listingPhoto),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type VendorListing = z.infer<typeof vendorListing>;

export const vendorListingsResponse = z.object({ listings: z.array(vendorListing) });
export type VendorListingsResponse = z.infer<typeof vendorListingsResponse>;

const optionalCount = (max: number, message: Reason, tooBig: Reason) =>
  z.number(message).int(message).min(0, message).max(max, tooBig).nullable().default(null);

export const listingBody = z.object({
  kind: listingKind,
  title: plainText(
    z.string().trim().min(3, reason('vendor.title_too_short')).max(120, reason('vendor.title_too_long')),
  ),
  description: longText(5000, reason('vendor.description_too_long')).default(''),
  category: z.enum(categorySlugs, reason('vendor.category_required')),
  priceTzs: z
    .number(reason('vendor.price_whole'))
    .int(reason('vendor.price_whole'))
    .min(0, reason('vendor.price_negative'))
    .max(MAX_PRICE_TZS, reason('vendor.price_too_high')),
  priceUnit: z.enum(priceUnits, reason('vendor.price_unit_required')),
  city: cityField,
  serviceArea: plainText(z.string().trim().max(200, reason('vendor.service_area_too_long'))).default(''),
  /** Guests a venue holds. */
  capacity: optionalCount(1_000_000, reason('vendor.capacity_whole'), reason('vendor.capacity_too_big')),
  /** Items on hand, for products. */
  stock: optionalCount(1_000_000, reason('vendor.stock_whole'), reason('vendor.stock_too_big')),
  /** Services: bookings a day (a venue 1, a caterer with several crews more). */
  dailyCapacity: z
    .number(reason('booking.capacity_invalid'))
    .int(reason('booking.capacity_invalid'))
    .min(DAILY_CAPACITY_MIN, reason('booking.capacity_invalid'))
    .max(DAILY_CAPACITY_MAX, reason('booking.capacity_invalid'))
    .default(DAILY_CAPACITY_DEFAULT),
  /** The part of the total paid at checkout, in percent; null (or left out): paid in full. */
  depositPercent: z
    .number(reason('booking.deposit_invalid'))
    .int(reason('booking.deposit_invalid'))
    .min(DEPOSIT_PERCENT_MIN, reason('booking.deposit_invalid'))
    .max(DEPOSIT_PERCENT_MAX, reason('booking.deposit_invalid'))
    .nullable()
    .default(null),
});
export type ListingBody = z.input<typeof listingBody>;

export const listingIdParams = z.object({ id: z.uuid(reason('listing.id_invalid')) });
export const listingPhotoParams = z.object({
  id: z.uuid(reason('listing.id_invalid')),
  photoId: z.uuid(reason('vendor.photo_id_invalid')),
});

export const listingStatusBody = z.object({ status: listingStatus });
export type ListingStatusBody = z.infer<typeof listingStatusBody>;

export const photoOrderBody = z.object({
  photoIds: z
    .array(z.uuid(reason('vendor.photo_id_invalid')))
    .max(MAX_LISTING_PHOTOS, reason('vendor.photos_max')),
});
export type PhotoOrderBody = z.infer<typeof photoOrderBody>;
