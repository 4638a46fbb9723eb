import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email'), // lower-case
    phone: text('phone'), // E.164
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'vendor', 'admin'] })
      .notNull()
      .default('user'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // Set when the person proved they read this address (a reset link or an OpenID provider's verified e-mail).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The language its texts and e-mails are written in, once the person chose one on the account page; until then
    // each message keeps the language of the page it came from (an order's, a pledge's).
    language: text('language', { enum: ['en', 'sw'] }),
    // When the person chose to get Sherehe's texts on WhatsApp instead of SMS (WhatsApp asks for the person's own
    // opt-in, and when it was given); null: SMS.
    whatsAppOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_phone_unique').on(table.phone),
    // Accounts newest first (the admin's list) and opened per day (the admin overview).
    index('users_created_idx').on(table.createdAt, table.id),
    check('users_role_check', sql`${table.role} in ('user', 'vendor', 'admin')`),
    check('users_identifier_check', sql`${table.email} is not null or ${table.phone} is not null`),
    check('users_language_check', sql`${table.language} in ('en', 'sw')`),
  ],
);

// Only a hash of each session token is kept: a copy of the database does not let anyone sign in.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    clientAddress: text('client_address'),
    // When this session passed the second step of sign-in; admin endpoints need it.
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);
