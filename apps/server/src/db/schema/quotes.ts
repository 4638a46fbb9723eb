// Vendors' quotes in a conversation (issue 40): each one rides on a message of the vendor's (its note is the message's
// body), its lines priced by the server, and accepting it places an order as a checkout does. At most one is open per
// conversation: a newer quote replaces it.
import { sql } from 'drizzle-orm';
import {
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
import { conversationMessages, conversations } from './conversations.ts';
import { listings } from './marketplace.ts';
import { checkouts, orders } from './orders.ts';

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    depositPercent: integer('deposit_percent'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    totalTzs: integer('total_tzs').notNull(),
    /** Expired is not stored: an open quote past its validity reads as expired. */
    status: text('status', { enum: ['open', 'accepted', 'declined', 'replaced'] })
      .notNull()
      .default('open'),
    /** The checkout that accepting it placed: accepting again answers with it. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('quotes_message_unique').on(table.messageId),
    uniqueIndex('quotes_one_open').on(table.conversationId).where(sql`${table.status} = 'open'`),
    check('quotes_status_check', sql`${table.status} in ('open', 'accepted', 'declined', 'replaced')`),
    check('quotes_total_check', sql`${table.totalTzs} >= 0`),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** One of the vendor's listings, or null for a line in the vendor's own words. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceTzs: integer('unit_price_tzs').notNull(),
    lineTotalTzs: integer('line_total_tzs').notNull(),
  },
  (table) => [
    index('quote_lines_quote_idx').on(table.quoteId, table.position),
    check('quote_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);
