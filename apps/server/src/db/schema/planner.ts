// The Smart Planner: its price tables (seeded from the specification, prices changed by admins) and the cached
// answers of the venue search (OpenStreetMap through Overpass), one row per city and category.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const plannerVenues = pgTable(
  'planner_venues',
  {
    capacity: integer('capacity').primaryKey(),
    priceTzs: integer('price_tzs').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [check('planner_venues_price_check', sql`${table.priceTzs} >= 0`)],
);

export const plannerCatering = pgTable(
  'planner_catering',
  {
    key: text('key').primaryKey(),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameSw: text('name_sw').notNull(),
    perPersonTzs: integer('per_person_tzs').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [check('planner_catering_price_check', sql`${table.perPersonTzs} >= 0`)],
);

export const plannerExtras = pgTable(
  'planner_extras',
  {
    key: text('key').primaryKey(),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameSw: text('name_sw').notNull(),
    priceTzs: integer('price_tzs').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [check('planner_extras_price_check', sql`${table.priceTzs} >= 0`)],
);

/** The last good answer of Overpass for a city and category: served fresh for a day, and stale when it fails. */
export const venueSearchCache = pgTable(
  'venue_search_cache',
  {
    city: text('city').notNull(),
    category: text('category').notNull(),
    places: jsonb('places').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.city, table.category] })],
);
