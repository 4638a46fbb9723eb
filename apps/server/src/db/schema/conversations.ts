// Conversations between a customer and a vendor (issue 40): one per customer and listing, or per customer and vendor
// when asked from the vendor's profile; their messages; and the reports admins read them by.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { listings, vendors } from './marketplace.ts';
import { orders } from './orders.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The listing asked about; null when asked from the vendor's profile. Listings are withdrawn, never deleted. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'restrict' }),
    /** The order it became (issue 40's quotes): numbers and addresses show once it is booked. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the customer said of their event when they asked, latest asking wins. */
    eventDate: date('event_date', { mode: 'string' }),
    guests: integer('guests'),
    location: text('location'),
    budgetTzs: integer('budget_tzs'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Each side's newest message, so each side's unread state needs no count of messages. */
    lastCustomerMessageAt: timestamp('last_customer_message_at', { withTimezone: true }),
    lastVendorMessageAt: timestamp('last_vendor_message_at', { withTimezone: true }),
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    vendorReadAt: timestamp('vendor_read_at', { withTimezone: true }),
    /** The vendor's first message: with startedAt, their response time. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
  },
  (table) => [
    // Asking again about the same listing, or the same vendor in general, goes on in the same conversation.
    uniqueIndex('conversations_listing_unique')
      .on(table.customerId, table.vendorId, table.listingId)
      .where(sql`${table.listingId} is not null`),
    uniqueIndex('conversations_vendor_unique')
      .on(table.customerId, table.vendorId)
      .where(sql`${table.listingId} is null`),
    index('conversations_customer_idx').on(table.customerId, table.lastMessageAt, table.id),
    index('conversations_vendor_idx').on(table.vendorId, table.lastMessageAt, table.id),
    check('conversations_guests_check', sql`${table.guests} is null or ${table.guests} > 0`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['customer', 'vendor'] }).notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** As shown: numbers and addresses already hidden when it was written before a booking. */
    body: text('body').notNull(),
    masked: boolean('masked').notNull().default(false),
    /** A photo either side sent (its words empty): private, served only by the conversation's own route. */
    photoKey: text('photo_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    /** Written by the vendor's quiet-hours reply, not by them: it neither answers (response time) nor ends a wait. */
    autoReply: boolean('auto_reply').notNull().default(false),
    /** An admin hid it after a report: neither side reads it any more. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversation_messages_conversation_idx').on(table.conversationId, table.sentAt, table.id),
    check('conversation_messages_side_check', sql`${table.side} in ('customer', 'vendor')`),
  ],
);

export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterSide: text('reporter_side', { enum: ['customer', 'vendor'] }).notNull(),
    why: text('why').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['open', 'dismissed', 'hidden'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    // Reporting the same message again changes nothing.
    uniqueIndex('message_reports_once').on(table.messageId, table.reporterId),
    index('message_reports_status_idx').on(table.status, table.reportedAt, table.id),
    check('message_reports_status_check', sql`${table.status} in ('open', 'dismissed', 'hidden')`),
    check('message_reports_side_check', sql`${table.reporterSide} in ('customer', 'vendor')`),
  ],
);

/** A vendor's quiet hours (Dar es Salaam time; `from` after `until` spans midnight) and what customers are told then. */
export const vendorAutoReplies = pgTable('vendor_auto_replies', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  quietFrom: time('quiet_from').notNull(),
  quietUntil: time('quiet_until').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
