// Dates of services: the days a vendor blocks, and holds on a day's slots (one per booking the vendor takes that
// day). A partial unique index over the live holds (held or booked) is what keeps two customers from holding the
// last slot, the same on PGlite and PostgreSQL; see features/availability/service.ts.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './marketplace.ts';

export const listingBlockedDays = pgTable(
  'listing_blocked_days',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.day] }),
    // The catalogue's "free on" filter asks for one day's blocked listings at once (a hashed subplan): by day.
    index('listing_blocked_days_day_idx').on(table.day, table.listingId),
  ],
);

export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    // 1..the listing's daily capacity: the unique index is per slot, so capacity n admits n live holds a day.
    slot: integer('slot').notNull(),
    // The order line that holds it; no foreign key, so holds need not wait for the orders' tables.
    holderId: uuid('holder_id').notNull(),
    status: text('status', { enum: ['held', 'booked', 'released'] })
      .notNull()
      .default('held'),
    // A held slot not confirmed by then is free again (released by the next hold on that day or the clean-up).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_holds_slot_unique')
      .on(table.listingId, table.day, table.slot)
      .where(sql`${table.status} in ('held', 'booked')`),
    index('booking_holds_holder_idx').on(table.holderId),
    index('booking_holds_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'held'`),
    check('booking_holds_status_check', sql`${table.status} in ('held', 'booked', 'released')`),
    check('booking_holds_slot_check', sql`${table.slot} between 1 and 100`),
    check('booking_holds_expiry_check', sql`${table.status} <> 'held' or ${table.expiresAt} is not null`),
  ],
);
