// Mobile-money payments (docs/decisions/013): one row per attempt (our id is the provider's reference), every
// provider event stored once, refunds as their own rows. What was paid or refunded is summed from these rows, never
// kept as a running total. The simulator's pushes live here too, so a restart loses none.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const paymentAttemptStatuses = ['pending', 'unknown', 'succeeded', 'failed', 'expired'] as const;

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    purposeKind: text('purpose_kind', { enum: ['checkout', 'order', 'pledge'] }).notNull(),
    purposeId: uuid('purpose_id').notNull(),
    // null: a pledge paid by someone without an account
    payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountTzs: integer('amount_tzs').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    provider: text('provider', { enum: ['clickpesa', 'azampay', 'simulator'] }).notNull(),
    status: text('status', { enum: paymentAttemptStatuses }).notNull().default('pending'),
    providerReference: text('provider_reference'),
    /** Ours: declined, refused, timed_out, expired. */
    failureReason: text('failure_reason'),
    /** The provider's own words when it refused or failed, for the admin. */
    providerMessage: text('provider_message'),
    /** Set once, before the push is asked for: a push job run again after a crash never pushes a second time. */
    pushStartedAt: timestamp('push_started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A success reported after the attempt had failed or expired: kept, the state not moved back, refund owed. */
    lateSuccessAt: timestamp('late_success_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_attempts_purpose_idx').on(table.purposeKind, table.purposeId, sql`created_at desc`),
    index('payment_attempts_payer_idx').on(table.payerUserId),
    index('payment_attempts_created_idx').on(sql`created_at desc`, sql`id desc`),
    // The admin overview's outcomes of a month of attempts, counted from the index alone.
    index('payment_attempts_outcomes_idx').on(table.createdAt, table.status),
    index('payment_attempts_phone_idx').on(table.phone),
    index('payment_attempts_provider_reference_idx').on(table.providerReference),
    // The daily reconciliation's collections: the money the provider confirmed, by when it arrived.
    index('payment_attempts_money_in_idx')
      .on(sql`(coalesce(late_success_at, settled_at))`)
      .where(sql`status = 'succeeded' or late_success_at is not null`),
    // One attempt at a time waits on the payer's phone per purpose: a retry while one is open is refused, even raced.
    uniqueIndex('payment_attempts_one_open_per_purpose')
      .on(table.purposeKind, table.purposeId)
      .where(sql`status in ('pending', 'unknown')`),
    check('payment_attempts_amount_positive', sql`${table.amountTzs} > 0`),
    check(
      'payment_attempts_status_check',
      sql`${table.status} in ('pending', 'unknown', 'succeeded', 'failed', 'expired')`,
    ),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    /** The provider's id of the event (or ours for pushes and status answers): stored once per provider. */
    eventId: text('event_id').notNull(),
    /** callback, push (the answer to our push) or status (an answer to a status query). */
    source: text('source', { enum: ['callback', 'push', 'status'] }).notNull(),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    reportedStatus: text('reported_status').notNull(),
    /** What it changed: succeeded, failed, expired, pending, late_success, no_change, unmatched. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_once').on(table.provider, table.eventId),
    index('payment_events_attempt_idx').on(table.attemptId, table.receivedAt),
  ],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    amountTzs: integer('amount_tzs').notNull(),
    // pending → sent to the provider; succeeded | failed by its answer; manual: an admin sends it back by hand
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'manual'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull(),
    /** null: the rail asked for it itself. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    providerReference: text('provider_reference'),
    providerMessage: text('provider_message'),
    /** Set once before the payout is asked for: a refund job run again never pays out twice. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The failed refund this one sends again (an admin's "Send again"): each failed refund is sent again once. */
    againOf: uuid('again_of').references((): AnyPgColumn => paymentRefunds.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_refunds_attempt_idx').on(table.attemptId),
    uniqueIndex('payment_refunds_again_of_unique').on(table.againOf),
    // The daily reconciliation's refunds: those the provider confirmed, by when.
    index('payment_refunds_succeeded_idx').on(table.updatedAt).where(sql`status = 'succeeded'`),
    check('payment_refunds_amount_positive', sql`${table.amountTzs} > 0`),
    check(
      'payment_refunds_status_check',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'manual')`,
    ),
  ],
);

/** The built-in simulator's USSD prompts (platform/payments/simulator.ts): what the demo phone shows. */
export const simulatorPushes = pgTable(
  'simulator_pushes',
  {
    /** The attempt's id: the simulator's "order reference". */
    reference: uuid('reference').primaryKey(),
    phone: text('phone').notNull(),
    amountTzs: integer('amount_tzs').notNull(),
    merchant: text('merchant').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['waiting', 'approved', 'declined'] })
      .notNull()
      .default('waiting'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Unanswered by then, the prompt has timed out on the phone, as a real one does. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('simulator_pushes_phone_idx').on(table.phone, sql`created_at desc`)],
);
