import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_requests_status_created_idx').on(table.status, table.createdAt),
    check('vendor_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('vendor_requests_kind_check', sql`${table.contactKind} in ('email', 'phone')`),
  ],
);
