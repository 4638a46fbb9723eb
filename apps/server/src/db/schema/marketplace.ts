// The marketplace: vendors (a shop per vendor account), their listings (services and products) and listing photos.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    description: text('description').notNull().default(''),
    city: text('city').notNull(),
    phone: text('phone'), // E.164
    whatsapp: text('whatsapp'), // E.164
    logoKey: text('logo_key'), // storage key of the logo image set
    // active: listed; suspended by an admin: the shop and its listings disappear from the public
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendors_user_unique').on(table.userId),
    index('vendors_created_idx').on(table.createdAt),
    check('vendors_status_check', sql`${table.status} in ('active', 'suspended')`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Each order a public list can be read in has an index that holds it, within a category and across all of them,
// so a page is read off the index and stops at its last row instead of sorting every match.
const published = sql`status = 'published'`;
// Written as SQL rather than with .desc(), which adds NULLS LAST: queries order by plain DESC (NULLS FIRST), and
// an index in another null order cannot serve them.
const listedAt = sql`(coalesce(published_at, created_at)) desc`;
const ratingAverage = sql`(case when rating_count = 0 then 0 else rating_sum::float8 / rating_count end) desc`;
const ratingCountDesc = sql`rating_count desc`;
const idDesc = sql`id desc`;
const cityKey = sql`lower(city)`;
// The default order (relevance without words, and within each tier of a search by words): the rating as if three
// reviews of 3.5 came first (a single 5 does not outrank twenty 4.8s), plus half a star for answering within the hour,
// a quarter within a few hours, half a star less for more than a day (decision 046). An expression index, as the
// rating's: no column to add, fill or keep.
const rankDesc = sql`((rating_sum + 10.5)::float8 / (rating_count + 3)
  + case response_band when 1 then 0.5 when 2 then 0.25 when 4 then -0.5 else 0 end) desc`;

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['service', 'product'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(), // a slug of packages/core/src/categories.ts
    priceTzs: integer('price_tzs').notNull(), // whole shillings
    priceUnit: text('price_unit', { enum: ['event', 'person', 'day', 'item'] }).notNull(),
    city: text('city').notNull(),
    serviceArea: text('service_area').notNull().default(''),
    capacity: integer('capacity'), // venues: guests
    stock: integer('stock'), // products: items on hand (null: not counted)
    // Services: bookings a day the vendor takes (holds per day in booking_holds, see schema/bookings.ts).
    dailyCapacity: integer('daily_capacity').notNull().default(1),
    // The part of the total paid at checkout, in percent; null: paid in full.
    depositPercent: integer('deposit_percent'),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    // Kept by the review rules in the same transaction as each review, so lists sort by rating without a join.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // The vendor's response time as its band (0 not known yet; 1 within an hour, 2 a few hours, 3 a day, 4 longer:
    // responseTimeBand in core), copied to each listing by the hourly refresh (conversations/response-bands.ts) and
    // only when it changes, so the catalogue's cached answers are not thrown away for nothing. Ranks (rankDesc).
    responseBand: smallint('response_band').notNull().default(0),
    // Title, description, vendor name and category names (English and Swahili), rewritten whenever one changes:
    // full-text and trigram search read this one column.
    searchText: text('search_text').notNull().default(''),
    // The words of search_text, with the title's weighted above the rest so relevance ranks a title match first.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', lower(title)), 'A') || setweight(to_tsvector('simple', search_text), 'D')`,
      ),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_vendor_idx').on(table.vendorId),
    index('listings_newest_idx').on(listedAt, idDesc).where(published),
    index('listings_category_newest_idx').on(table.category, listedAt, idDesc).where(published),
    index('listings_price_idx').on(table.priceTzs, table.id).where(published),
    index('listings_category_price_idx').on(table.category, table.priceTzs, table.id).where(published),
    index('listings_rating_idx').on(ratingAverage, ratingCountDesc, idDesc).where(published),
    index('listings_category_rating_idx')
      .on(table.category, ratingAverage, ratingCountDesc, idDesc)
      .where(published),
    // Over every row, not only published ones: the planner keeps statistics for a whole-table expression index
    // and so knows how many listings a city has; a partial one leaves it guessing.
    index('listings_city_idx').on(sql`lower(${table.city})`),
    // A city's page in each order, read off the index as the category's is: a city holds a sixth of the catalogue,
    // and a search's rarer words would make a whole-catalogue index read many rows for each one kept.
    index('listings_city_newest_idx').on(cityKey, listedAt, idDesc).where(published),
    index('listings_city_price_idx').on(cityKey, table.priceTzs, table.id).where(published),
    index('listings_city_rating_idx').on(cityKey, ratingAverage, ratingCountDesc, idDesc).where(published),
    index('listings_rank_idx').on(rankDesc, listedAt, idDesc).where(published),
    index('listings_category_rank_idx').on(table.category, rankDesc, listedAt, idDesc).where(published),
    index('listings_city_rank_idx').on(cityKey, rankDesc, listedAt, idDesc).where(published),
    index('listings_search_vector_idx').using('gin', table.searchVector),
    index('listings_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('listings_kind_check', sql`${table.kind} in ('service', 'product')`),
    check('listings_unit_check', sql`${table.priceUnit} in ('event', 'person', 'day', 'item')`),
    check('listings_status_check', sql`${table.status} in ('draft', 'published', 'archived')`),
    check('listings_price_check', sql`${table.priceTzs} >= 0`),
    check('listings_daily_capacity_check', sql`${table.dailyCapacity} between 1 and 100`),
    check(
      'listings_deposit_percent_check',
      sql`${table.depositPercent} is null or ${table.depositPercent} between 10 and 90`,
    ),
    check('listings_stock_check', sql`${table.stock} >= 0`),
    check('listings_response_band_check', sql`${table.responseBand} between 0 and 4`),
    check('listings_rating_check', sql`${table.ratingCount} >= 0 and ${table.ratingSum} >= 0`),
  ],
);

// Each photo is stored as a set of resized WebP variants under one storage key (see platform/storage).
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(), // of the largest variant
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_photos_listing_idx').on(table.listingId, table.position)],
);

/**
 * One row whose version goes up in every transaction that changes a listing, a vendor or a photo, or a listing's held
 * or blocked days (triggers in migrations 0007, 0016 and 0035, run at commit so the bump lands with the change):
 * public catalogue answers are cached per version, and a new version means no cached answer can be stale, whichever
 * app instance or tool wrote. Listing cards are cached per cards_version, which the days do not move.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    single: boolean('single').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    // The transaction that made the last bump: its later row changes need no bump of their own.
    bumpedBy: bigint('bumped_by', { mode: 'number' }),
    // What a listing card shows (the listing, its vendor, its photos) and nothing else: a date held or blocked moves
    // `version` (a "free on" answer changes) but leaves every card as it was (migration 0035, listing-cards.ts).
    cardsVersion: bigint('cards_version', { mode: 'number' }).notNull().default(0),
    cardsBumpedBy: bigint('cards_bumped_by', { mode: 'number' }),
  },
  (table) => [check('catalogue_version_single_check', sql`${table.single}`)],
);
