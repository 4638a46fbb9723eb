// Two-step sign-in (TOTP): the authenticator's secret per account, its recovery codes (hashes only), and the
// short-lived challenges between the password step and the code step.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const userSecondFactors = pgTable('user_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // The server must compute codes from it, so it cannot be a hash; a copy of the database alone still lacks the
  // password the sign-in asks first.
  secret: text('secret').notNull(),
  // Null while being set up: it counts only once a first code from the app has confirmed it.
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  // The 30-second step of the last code accepted: a code is taken once, never again in its window.
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recovery_codes_hash_unique').on(table.userId, table.codeHash),
    index('recovery_codes_user_idx').on(table.userId),
  ],
);

export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('second_factor_challenges_hash_unique').on(table.tokenHash)],
);
