import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const vendorRequests = pgTable(
  'vendor_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // As typed, for the admin who reads it; the normalised form is what we contact.
    requestContact: text('request_contact').notNull(),
    contact: text('contact').notNull(),
    contactKind: text('contact_kind', { enum: ['email', 'phone'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    clientAddress: text('client_address'),
    // Optional, given with the request: what the shop is called and what it sells (a category slug), so the admin
    // knows whom to call back; and the language the person used, for the messages we send them.
    businessName: text('business_name'),
    businessKind: text('business_kind'),
    language: text('language', { enum: ['en', 'sw'] }),
    decisionNote: text('decision_note'), // the admin's note on approving or rejecting
    // The account that became a vendor on approval (found by the contact, or created through an invitation).
    vendorUserId: uuid('vendor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_requests_status_created_idx').on(table.status, table.createdAt),
    // One pending request per contact: a repeat (a double click, two tabs, a retry) folds into the first.
    uniqueIndex('vendor_requests_pending_contact_idx').on(table.contact).where(sql`status = 'pending'`),
    check('vendor_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('vendor_requests_kind_check', sql`${table.contactKind} in ('email', 'phone')`),
  ],
);

// Every change of a request's status, with who made it and why: nothing about a request is ever lost.
export const vendorRequestEvents = pgTable(
  'vendor_request_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid('request_id')
      .notNull()
      .references(() => vendorRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'invited'] }).notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vendor_request_events_request_idx').on(table.requestId, table.createdAt)],
);
