// The public catalogue: categories with counts, listing search, a listing's page and a vendor's public profile.
// Only published listings of active vendors are ever described here.
import { z } from 'zod';
import { isDateString } from '../booking-rules.ts';
import { categorySlugs, priceUnits } from '../categories.ts';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export const categorySummary = z.object({
  slug: z.enum(categorySlugs),
  en: z.string(),
  sw: z.string(),
  kind: z.enum(['service', 'product']),
  /** Published listings of active vendors. */
  listingCount: z.number().int().min(0),
});
export type CategorySummary = z.infer<typeof categorySummary>;
export const categoriesResponse = z.object({ categories: z.array(categorySummary) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** One stored photo; its files are at photoUrl(storageKey, width) (media.ts). width/height: of the largest file. */
export const listingPhoto = z.object({
  storageKey: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

export const vendorSummary = z.object({ id: z.uuid(), businessName: z.string(), city: z.string() });
export type VendorSummary = z.infer<typeof vendorSummary>;

const rating = {
  /** The mean to one decimal, or null before the first review. */
  ratingAverage: z.number().min(0).max(5).nullable(),
  ratingCount: z.number().int().min(0),
};

export const listingSummary = z.object({
  id: z.uuid(),
  kind: z.enum(['service', 'product']),
  title: z.string(),
  category: z.string(),
  priceTzs: z.number().int().min(0),
  priceUnit: z.enum(priceUnits),
  city: z.string(),
  capacity: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  ...rating,
  /** The first photo, or null when the listing has none. */
  photo: listingPhoto.nullable(),
  vendor: vendorSummary,
});
export type ListingSummary = z.infer<typeof listingSummary>;

export const vendorCard = vendorSummary.extend({
  description: z.string(),
  /** E.164, or null when the vendor gave none. */
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /** Over all of the vendor's public listings. */
  ...rating,
  /**
   * The median minutes the vendor took to first answer an inquiry over the last 90 days (issue 40); null before
   * three inquiries.
   */
  responseMinutes: z.number().int().nullable(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const listingDetail = listingSummary.omit({ photo: true, vendor: true }).extend({
  description: z.string(),
  serviceArea: z.string(),
  photos: z.array(listingPhoto),
  vendor: vendorCard,
  publishedAt: z.iso.datetime().nullable(),
  /** Bookings a day for a service (booked by date); null for a product (limited by stock). */
  dailyCapacity: z.number().int().nullable(),
  /** Percent of the total paid at checkout; null: paid in full. */
  depositPercent: z.number().int().nullable(),
});
export type ListingDetail = z.infer<typeof listingDetail>;

export const listingSorts = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];

export const SEARCH_MAX_LENGTH = 100;
export const LISTINGS_PAGE_SIZE = 24;
export const LISTINGS_PAGE_MAX = 60;
const PRICE_MAX = 2_000_000_000; // fits the integer column; anything above means "no upper limit" anyway

// Query strings arrive as text; an empty field (?city=) means "not given" rather than an error.
const blankIsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const wholeShillings = () =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: reason('catalogue.price_filter_whole') })
      .int(reason('catalogue.price_filter_whole'))
      .min(0, reason('catalogue.price_filter_negative'))
      .max(PRICE_MAX, reason('catalogue.price_filter_too_large'))
      .optional(),
  );

export const listingsQuery = z
  .object({
    q: z.preprocess(
      blankIsMissing,
      plainText(z.string().trim()).max(SEARCH_MAX_LENGTH, reason('search.too_long')).optional(),
    ),
    category: z.preprocess(
      blankIsMissing,
      z.enum(categorySlugs, { error: reason('catalogue.category_unknown') }).optional(),
    ),
    city: z.preprocess(
      blankIsMissing,
      plainText(z.string().trim()).max(60, reason('catalogue.city_too_long')).optional(),
    ),
    /** One vendor's listings (their profile page's later pages). */
    vendorId: z.preprocess(blankIsMissing, z.uuid(reason('catalogue.vendor_id_invalid')).optional()),
    minPrice: wholeShillings(),
    maxPrice: wholeShillings(),
    /** Venues that hold at least this many guests (listings without a capacity are left out). */
    minCapacity: z.preprocess(
      blankIsMissing,
      z.coerce
        .number({ error: reason('catalogue.guests_invalid') })
        .int(reason('catalogue.guests_invalid'))
        .min(1, reason('catalogue.guests_too_few'))
        .max(1_000_000, reason('catalogue.guests_too_many'))
        .optional(),
    ),
    /**
     * Listings that can take this many guests: venues holding at least that many, and listings without a capacity
     * (caterers, photographers…), which are not limited by it.
     */
    guests: z.preprocess(
      blankIsMissing,
      z.coerce
        .number({ error: reason('catalogue.guests_invalid') })
        .int(reason('catalogue.guests_invalid'))
        .min(1, reason('catalogue.guests_too_few'))
        .max(1_000_000, reason('catalogue.guests_too_many'))
        .optional(),
    ),
    /** YYYY-MM-DD (Tanzania): only listings free that day: services not full and not blocked, products in stock. */
    freeOn: z.preprocess(
      blankIsMissing,
      z.string().refine(isDateString, reason('booking.date_invalid')).optional(),
    ),
    minRating: z.preprocess(
      blankIsMissing,
      z.coerce
        .number({ error: reason('catalogue.rating_invalid') })
        .min(0, reason('catalogue.rating_invalid'))
        .max(5, reason('catalogue.rating_invalid'))
        .optional(),
    ),
    sort: z.preprocess(
      blankIsMissing,
      z.enum(listingSorts, { error: reason('catalogue.sort_unknown') }).default('relevance'),
    ),
    /** The previous answer's nextCursor. */
    cursor: z.preprocess(blankIsMissing, z.string().max(400, reason('page.cursor_invalid')).optional()),
    limit: z.preprocess(
      blankIsMissing,
      z.coerce
        .number({ error: reason('catalogue.page_size') })
        .int(reason('catalogue.page_size'))
        .min(1, reason('catalogue.page_size'))
        .max(LISTINGS_PAGE_MAX, reason('catalogue.page_size'))
        .default(LISTINGS_PAGE_SIZE),
    ),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { message: reason('catalogue.price_range'), path: ['minPrice'] },
  );
export type ListingsQuery = z.infer<typeof listingsQuery>;

export const listingsResponse = z.object({
  listings: z.array(listingSummary),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ListingsResponse = z.infer<typeof listingsResponse>;

export const listingIdParams = z.object({ id: z.uuid(reason('listing.id_invalid')) });
export const vendorIdParams = z.object({ id: z.uuid(reason('catalogue.vendor_id_invalid')) });

export const VENDOR_PROFILE_LISTINGS_MAX = 60;
export const vendorProfile = z.object({
  vendor: vendorCard,
  /** Newest first, at most VENDOR_PROFILE_LISTINGS_MAX; listingCount says how many there are in all. */
  listings: z.array(listingSummary),
  listingCount: z.number().int().min(0),
  /** The rest: pass as `cursor` to GET /listings?vendorId={id}&sort=newest; null when these are all. */
  nextCursor: z.string().nullable(),
});
export type VendorProfile = z.infer<typeof vendorProfile>;
