// Disputes: a customer's report that an order went wrong, which freezes the order's held money until an admin
// decides; each side's statement and photos of evidence (docs/decisions/030).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // One per order: a decision is final.
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: ['not_arrived', 'not_as_agreed', 'partly_delivered'] }).notNull(),
    customerText: text('customer_text').notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    vendorText: text('vendor_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    state: text('state', { enum: ['open', 'decided'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: ['refund', 'partial_refund', 'release'] }),
    refundTzs: integer('refund_tzs'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_disputes_state_idx').on(table.state, table.createdAt),
    check('order_disputes_decided_check', sql`(${table.state} = 'open') = (${table.outcome} is null)`),
  ],
);

export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => orderDisputes.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['customer', 'vendor'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dispute_photos_dispute_idx').on(table.disputeId, table.side, table.createdAt)],
);
