// Accounts waiting for their owner to open the link we sent: nothing here is an account yet, so an address or
// number typed by someone else never becomes one, and the register form never says whether an account exists.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    email: text('email'), // lower-case
    phone: text('phone'), // E.164
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pending_registrations_token_hash_unique').on(table.tokenHash),
    index('pending_registrations_expires_idx').on(table.expiresAt),
  ],
);
