// A new e-mail address or phone number an account asked for, waiting for its link to be opened: both sign in, so
// the account keeps the old one until the new one is proven. Only a hash of the link's token is kept.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    value: text('value').notNull(), // lower-case e-mail or E.164
    tokenHash: text('token_hash').notNull(),
    // The words of the notice to the old address, when the account has chosen no language: the asking page's.
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contact_changes_token_hash_unique').on(table.tokenHash),
    // One change of each kind waits at a time: asking again replaces it, so an older link stops working.
    uniqueIndex('contact_changes_user_kind_unique').on(table.userId, table.kind),
    index('contact_changes_expires_idx').on(table.expiresAt),
    check('contact_changes_kind_check', sql`${table.kind} in ('email', 'phone')`),
    check('contact_changes_language_check', sql`${table.language} in ('en', 'sw')`),
  ],
);
