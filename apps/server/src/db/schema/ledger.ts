// Money out (docs/decisions/028): a double-entry ledger of every shilling that moves, the money settings admins keep,
// vendors' payout numbers and the payouts themselves. Balances are sums of entries, never stored counters.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { events } from './events.ts';
import { vendors } from './marketplace.ts';
import { orders } from './orders.ts';

export const ledgerAccounts = [
  'provider', // the money in the licensed provider's account (an asset: + in, − out)
  'vendor_held', // a vendor's money on an order, not yet released
  'vendor_releasable', // a vendor's money released and not yet paid out (below zero: a debt)
  'vendor_paying', // a payout sent, not yet settled
  'event_funds', // an event's michango, available to withdraw
  'event_paying', // a withdrawal sent, not yet settled
  'platform_fees', // Sherehe's commission and michango fee
  'provider_fees', // what the provider charged for a payout
  'refunds_owed', // a refund the provider refused: the payer's money, still in the provider's account, until sent again
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

export const ledgerKinds = [
  'order_payment',
  'order_refund',
  'release',
  'payout',
  'payout_failed',
  'payout_succeeded',
  'payout_reversed',
  'michango',
  'michango_reversed',
  'refund_failed',
  'refund_resent',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** One movement of money: its entries sum to zero (checked by a deferred trigger at commit). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    // What caused it (`order_payment:<order_payments.id>`): the same cause is never posted twice.
    sourceKey: text('source_key').notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_source_unique').on(table.sourceKey),
    index('ledger_transactions_vendor_idx').on(table.vendorId, table.createdAt),
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    vendorId: uuid('vendor_id'),
    eventId: uuid('event_id'),
    orderId: uuid('order_id'),
    payoutId: uuid('payout_id'),
    // Debit positive, credit negative: what Sherehe owes a vendor or an event reads as a negative sum.
    amountTzs: bigint('amount_tzs', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // A vendor's balances and an order's, each read off its own index with the amounts in it.
    index('ledger_entries_vendor_idx').on(table.vendorId, table.account, table.amountTzs),
    index('ledger_entries_order_idx').on(table.orderId, table.account, table.amountTzs),
    index('ledger_entries_event_idx').on(table.eventId, table.account, table.amountTzs),
    check('ledger_entries_amount_check', sql`${table.amountTzs} <> 0`),
  ],
);

/** The money rules admins set: one row. */
export const moneySettings = pgTable(
  'money_settings',
  {
    id: boolean('id').primaryKey().default(true),
    defaultCommissionBps: integer('default_commission_bps').notNull().default(500),
    releaseDays: integer('release_days').notNull().default(3),
    payoutMinimumTzs: integer('payout_minimum_tzs').notNull().default(10_000),
    payoutAtOnceFromTzs: integer('payout_at_once_from_tzs').notNull().default(1_000_000),
    michangoFeeBps: integer('michango_fee_bps').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('money_settings_one_row', sql`${table.id}`),
    check('money_settings_commission_check', sql`${table.defaultCommissionBps} between 0 and 3000`),
    check('money_settings_michango_fee_check', sql`${table.michangoFeeBps} between 0 and 1000`),
    check('money_settings_release_days_check', sql`${table.releaseDays} between 0 and 60`),
    check(
      'money_settings_payout_check',
      sql`${table.payoutMinimumTzs} >= 1000 and ${table.payoutAtOnceFromTzs} >= ${table.payoutMinimumTzs}`,
    ),
  ],
);

/** A category's own commission, when it differs from the default (0 allowed). */
export const commissionRates = pgTable(
  'commission_rates',
  {
    category: text('category').primaryKey(), // a slug of packages/core/src/categories.ts
    rateBps: integer('rate_bps').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('commission_rates_rate_check', sql`${table.rateBps} between 0 and 3000`)],
);

/** Where a vendor's money goes: a mobile-money number, its name as the provider knows it. */
export const vendorPayoutAccounts = pgTable('vendor_payout_accounts', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(), // E.164
  accountName: text('account_name'),
  // A changed number waits a day before money goes to it: time for the owner to hear of a change they did not make.
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's hold on a vendor's payouts (a complaint being looked into, a check of the shop): nothing goes out to the
 * vendor, by the daily run, at once or by "Pay me now", until an admin lifts it. */
export const payoutHolds = pgTable('payout_holds', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  heldBy: uuid('held_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payoutStatuses = ['pending', 'unknown', 'succeeded', 'failed', 'reversed'] as const;

/**
 * Money sent out, to a vendor or, for an event's withdrawal, to the number the committee approved. Its id is the
 * provider's reference; at most one open payout per vendor and per event.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    amountTzs: integer('amount_tzs').notNull(),
    feeTzs: integer('fee_tzs').notNull().default(0),
    phone: text('phone').notNull(),
    accountName: text('account_name'),
    provider: text('provider').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('pending'),
    // auto: the daily run or the at-once amount; asked: the vendor's button; retry: an admin's.
    trigger: text('trigger', { enum: ['auto', 'asked', 'retry'] }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    providerReference: text('provider_reference'),
    failureMessage: text('failure_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_one_open_per_vendor')
      .on(table.vendorId)
      .where(sql`status in ('pending', 'unknown')`),
    uniqueIndex('payouts_one_open_per_event').on(table.eventId).where(sql`status in ('pending', 'unknown')`),
    index('payouts_vendor_idx').on(table.vendorId, table.createdAt),
    index('payouts_event_idx').on(table.eventId, table.createdAt),
    check('payouts_one_owner_check', sql`(${table.vendorId} is null) <> (${table.eventId} is null)`),
    index('payouts_status_idx').on(table.status, table.createdAt),
    // The daily reconciliation's payouts: those settled at the provider, by when.
    index('payouts_settled_idx').on(table.settledAt).where(sql`status in ('succeeded', 'reversed')`),
    check('payouts_amount_check', sql`${table.amountTzs} > 0`),
  ],
);

export const withdrawalStates = ['awaiting_approval', 'approved', 'cancelled'] as const;

/**
 * A committee's request to send its event's michango to a mobile-money number. Once approved (or at once, when the
 * committee has no chair or treasurer) it becomes a payout, which carries it from there.
 */
export const eventWithdrawals = pgTable(
  'event_withdrawals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    amountTzs: integer('amount_tzs').notNull(),
    phone: text('phone').notNull(), // E.164
    accountName: text('account_name'),
    state: text('state', { enum: withdrawalStates }).notNull().default('awaiting_approval'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_withdrawals_one_waiting').on(table.eventId).where(sql`state = 'awaiting_approval'`),
    uniqueIndex('event_withdrawals_payout_unique').on(table.payoutId),
    index('event_withdrawals_event_idx').on(table.eventId, table.createdAt),
    check('event_withdrawals_amount_check', sql`${table.amountTzs} > 0`),
  ],
);

/** Each provider event about a payout, stored once (per provider and event id). */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    source: text('source', { enum: ['callback', 'send', 'status'] }).notNull(),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    reportedStatus: text('reported_status').notNull(),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payout_events_once').on(table.provider, table.eventId),
    index('payout_events_payout_idx').on(table.payoutId, table.receivedAt),
  ],
);

/** What the simulator "sent": the demo phone shows each as "You have received TZS … from Sherehe". */
export const simulatorPayouts = pgTable(
  'simulator_payouts',
  {
    reference: uuid('reference').primaryKey(),
    phone: text('phone').notNull(),
    amountTzs: integer('amount_tzs').notNull(),
    merchant: text('merchant').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('simulator_payouts_phone_idx').on(table.phone, table.createdAt)],
);
