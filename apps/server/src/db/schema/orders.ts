// Orders: a checkout places one order per vendor; each order's lines hold dates (booking_holds) or stock, and what
// was paid or refunded is a ledger (order_payments) from which every balance is computed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { listings, vendors } from './marketplace.ts';

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    phone: text('phone').notNull(), // E.164, the number the mobile-money prompt goes to
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    dueNowTzs: integer('due_now_tzs').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checkouts_user_key_unique').on(table.userId, table.idempotencyKey)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: text('status', {
      enum: ['awaiting_payment', 'paid', 'confirmed', 'delivered', 'declined', 'cancelled', 'expired'],
    })
      .notNull()
      .default('awaiting_payment'),
    eventDate: date('event_date', { mode: 'string' }).notNull(), // the earliest date of its lines
    location: text('location'),
    note: text('note'),
    totalTzs: integer('total_tzs').notNull(),
    dueNowTzs: integer('due_now_tzs').notNull(),
    language: text('language', { enum: ['en', 'sw'] }).notNull(), // the customer's, for their notices
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    index('orders_customer_idx').on(table.customerId, table.placedAt),
    index('orders_vendor_idx').on(table.vendorId, table.eventDate),
    index('orders_checkout_idx').on(table.checkoutId),
    index('orders_status_idx').on(table.status, table.placedAt),
    // The admin overview counts orders by the day they were placed (migration 0020).
    index('orders_placed_idx').on(table.placedAt),
    check(
      'orders_status_check',
      sql`${table.status} in ('awaiting_payment', 'paid', 'confirmed', 'delivered', 'declined', 'cancelled', 'expired')`,
    ),
    check(
      'orders_amounts_check',
      sql`${table.totalTzs} >= 0 and ${table.dueNowTzs} between 0 and ${table.totalTzs}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null on a line of a quote in the vendor's own words (issue 40): it holds no date and no stock. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'restrict' }),
    // What was bought, as it was then: a later edit of the listing changes no order.
    title: text('title').notNull(),
    kind: text('kind', { enum: ['service', 'product'] }).notNull(),
    priceTzs: integer('price_tzs').notNull(),
    priceUnit: text('price_unit', { enum: ['event', 'person', 'day', 'item'] }).notNull(),
    quantity: integer('quantity').notNull(),
    guests: integer('guests'),
    eventDate: date('event_date', { mode: 'string' }),
    location: text('location'),
    lineTotalTzs: integer('line_total_tzs').notNull(),
    depositPercent: integer('deposit_percent'),
    /**
     * How many of its day's slots a service line holds: null for one per quantity (a listed service taken twice); a
     * quote's line holds one whatever it counts (200 plates are one catering booking).
     */
    daySlots: integer('day_slots'),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_listing_idx').on(table.listingId),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    by: text('by', { enum: ['customer', 'vendor', 'admin', 'system'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amountTzs: integer('amount_tzs'),
    note: text('note'),
    // The moment of the insert, not of its transaction: steps written together (a decision, then its refund) keep
    // their order in the history.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * The money of an order: each payment attempt that succeeded puts its share here once (unique per order and
 * attempt), each refund takes one out. Paid = payments − refunds, never a stored running total.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    attemptId: uuid('attempt_id').notNull(), // the payment attempt (or the refund's attempt) it came from
    amountTzs: integer('amount_tzs').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_payments_once').on(table.orderId, table.kind, table.attemptId),
    // The admin overview sums a month of it by day from the index alone.
    index('order_payments_created_idx').on(table.createdAt, table.kind, table.amountTzs),
    check('order_payments_amount_check', sql`${table.amountTzs} > 0`),
  ],
);
