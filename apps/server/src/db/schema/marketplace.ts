// The marketplace: vendors (a shop per vendor account), their listings (services and products) and listing photos.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    check('vendors_status_check', sql`${table.status} in ('active', 'suspended')`),
  ],
);

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
    stock: integer('stock'), // products: items on hand
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    // Kept by the review rules in the same transaction as each review, so lists sort by rating without a join.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // Title, description, vendor name and category names (English and Swahili), rewritten whenever one changes:
    // full-text and trigram search read this one column.
    searchText: text('search_text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_vendor_idx').on(table.vendorId),
    index('listings_public_idx').on(table.status, table.category, table.publishedAt),
    index('listings_price_idx').on(table.priceTzs),
    index('listings_search_fts_idx').using('gin', sql`to_tsvector('simple', ${table.searchText})`),
    index('listings_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('listings_kind_check', sql`${table.kind} in ('service', 'product')`),
    check('listings_unit_check', sql`${table.priceUnit} in ('event', 'person', 'day', 'item')`),
    check('listings_status_check', sql`${table.status} in ('draft', 'published', 'archived')`),
    check('listings_price_check', sql`${table.priceTzs} >= 0`),
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
