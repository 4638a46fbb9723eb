// Medi-Finder: pharmacies and diagnostic centres in one table (the same owner, address, hours, verification and
// subscription rules apply to both), their subscriptions, and visitors' star ratings.
import type { WeeklyHours } from '@sherehe/core/medi-finder/opening-hours';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// A set of date ranges, as PostgreSQL writes it: '{[2026-11-01,2027-02-01)}'.
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

export const medicalPlaces = pgTable(
  'medical_places',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: ['pharmacy', 'diagnostic_center'] }).notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(), // E.164
    address: text('address').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<WeeklyHours>().notNull(),
    // Services of a pharmacy or tests of a centre: keys of packages/core/src/medi-finder/offerings.ts
    offerings: text('offerings').array().notNull().default(sql`'{}'::text[]`),
    // pending: registered by its owner, not public until an admin verifies it; listed: public; hidden by an admin
    status: text('status', { enum: ['pending', 'listed', 'hidden'] })
      .notNull()
      .default('pending'),
    hiddenReason: text('hidden_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // The days its subscriptions cover, cancelled ones left out: kept by a trigger on medical_subscriptions (migration
    // 0024), read by the public pages instead of a probe of that table for each place.
    subscribedDays: datemultirange('subscribed_days').notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('medical_places_kind_check', sql`${table.kind} in ('pharmacy', 'diagnostic_center')`),
    check('medical_places_status_check', sql`${table.status} in ('pending', 'listed', 'hidden')`),
    check('medical_places_latitude_check', sql`${table.latitude} between -90 and 90`),
    check('medical_places_longitude_check', sql`${table.longitude} between -180 and 180`),
    index('medical_places_owner_idx').on(table.ownerId),
    index('medical_places_newest_idx').on(sql`created_at desc`, sql`id desc`),
    // What waits for an admin's decision (the admin overview), whatever the size of the listed rest.
    index('medical_places_pending_idx').on(table.createdAt).where(sql`status = 'pending'`),
    // The public list, by name within a kind (the spatial and text indexes are in migration 0010's own SQL).
    index('medical_places_by_name_idx')
      .on(table.kind, sql`lower(name)`, table.id)
      .where(sql`status = 'listed'`),
  ],
);

export const medicalSubscriptions = pgTable(
  'medical_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    placeId: uuid('place_id')
      .notNull()
      .references(() => medicalPlaces.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['monthly', 'quarterly', 'yearly'] }).notNull(),
    // Tanzanian calendar days, both included
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('medical_subscriptions_plan_check', sql`${table.plan} in ('monthly', 'quarterly', 'yearly')`),
    check('medical_subscriptions_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
    // INCLUDE (starts_on, cancelled_at) in migration 0023.
    index('medical_subscriptions_place_idx').on(table.placeId, sql`ends_on desc`),
  ],
);

export const medicalPlaceRatings = pgTable(
  'medical_place_ratings',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => medicalPlaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.placeId, table.userId] }),
    check('medical_place_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
);
