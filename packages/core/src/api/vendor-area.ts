// The vendor area (/api/v1/vendor/…): a vendor's own shop profile and listings, with their photos.
import { z } from 'zod';
import { categorySlugs, priceUnits } from '../categories.ts';
import { MAX_LISTING_PHOTOS, MAX_PRICE_TZS } from '../listing-rules.ts';
import { normalizePhone } from '../phone.ts';
import { plainText } from './plain-text.ts';

// Line breaks are welcome in a description; other control characters are not.
const longText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, 'Use letters, numbers and punctuation only.');

const phoneField = plainText(
  z.string().trim().max(30, 'Enter a phone number of at most 30 characters.'),
).refine(
  (value) => value === '' || normalizePhone(value) !== null,
  'Enter a phone number such as 0754 123 456 or +255 754 123 456.',
);

const cityField = plainText(
  z.string().trim().min(2, 'Enter the city or town.').max(60, 'Keep the city under 60 characters.'),
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
      .min(2, 'Enter the name of your business.')
      .max(100, 'Keep the business name under 100 characters.'),
  ),
  description: longText(2000, 'Keep the description under 2,000 characters.').default(''),
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

const optionalCount = (max: number, message: string, tooBig: string) =>
  z.number(message).int(message).min(0, message).max(max, tooBig).nullable().default(null);

export const listingBody = z.object({
  kind: listingKind,
  title: plainText(
    z
      .string()
      .trim()
      .min(3, 'Enter a title of at least 3 characters.')
      .max(120, 'Keep the title under 120 characters.'),
  ),
  description: longText(5000, 'Keep the description under 5,000 characters.').default(''),
  category: z.enum(categorySlugs, 'Choose a category.'),
  priceTzs: z
    .number('Enter the price in whole shillings.')
    .int('Enter the price in whole shillings.')
    .min(0, 'The price cannot be negative.')
    .max(MAX_PRICE_TZS, 'Enter a price of at most TZS 1,000,000,000.'),
  priceUnit: z.enum(priceUnits, 'Choose how the price is counted.'),
  city: cityField,
  serviceArea: plainText(z.string().trim().max(200, 'Keep the service area under 200 characters.')).default(
    '',
  ),
  /** Guests a venue holds. */
  capacity: optionalCount(
    1_000_000,
    'Enter the capacity as a whole number of guests.',
    'Enter a smaller capacity.',
  ),
  /** Items on hand, for products. */
  stock: optionalCount(1_000_000, 'Enter the stock as a whole number.', 'Enter a smaller stock.'),
});
export type ListingBody = z.input<typeof listingBody>;

export const listingIdParams = z.object({ id: z.uuid('Not a listing id.') });
export const listingPhotoParams = z.object({
  id: z.uuid('Not a listing id.'),
  photoId: z.uuid('Not a photo id.'),
});

export const listingStatusBody = z.object({ status: listingStatus });
export type ListingStatusBody = z.infer<typeof listingStatusBody>;

export const photoOrderBody = z.object({
  photoIds: z.array(z.uuid('Not a photo id.')).max(MAX_LISTING_PHOTOS, 'A listing has at most 10 photos.'),
});
export type PhotoOrderBody = z.infer<typeof photoOrderBody>;
