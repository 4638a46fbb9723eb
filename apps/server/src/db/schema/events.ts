// Events and michango: the event, its committee and history, pledges (one per phone per event), the ledger of their
// payments (every paid figure is summed from it), reminder rules and their sends, and the numbers that replied STOP.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { paymentAttempts } from './payments.ts';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    kind: text('kind', {
      enum: ['wedding', 'send_off', 'kitchen_party', 'graduation', 'birthday', 'corporate', 'other'],
    }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    story: text('story').notNull().default(''),
    coverKey: text('cover_key'),
    targetTzs: integer('target_tzs').notNull(), // at most EVENT_TARGET_MAX_TZS, within int4
    pledgeDeadline: date('pledge_deadline', { mode: 'string' }).notNull(),
    showRaised: boolean('show_raised').notNull().default(true),
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('events_code_unique').on(table.code),
    index('events_host_idx').on(table.hostUserId, table.startsAt),
    index('events_created_idx').on(table.createdAt, table.id),
    check('events_status_check', sql`${table.status} in ('open', 'closed')`),
    check('events_target_check', sql`${table.targetTzs} > 0`),
  ],
);

/** Co-organisers, invited by phone or e-mail; the account with that contact acts in the role. */
export const eventMembers = pgTable(
  'event_members',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(), // E.164 phone or lower-case e-mail
    role: text('role', { enum: ['chair', 'secretary', 'treasurer', 'member', 'gate'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_members_contact_unique').on(table.eventId, table.contact),
    index('event_members_contact_idx').on(table.contact),
    check(
      'event_members_role_check',
      sql`${table.role} in ('chair', 'secretary', 'treasurer', 'member', 'gate')`,
    ),
  ],
);

export const eventHistory = pgTable(
  'event_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_history_event_idx').on(table.eventId, table.createdAt, table.id)],
);

export const pledges = pgTable(
  'pledges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(), // E.164
    email: text('email'),
    amountTzs: integer('amount_tzs').notNull(),
    message: text('message'),
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    // The contributor's own link (/event-planners/pledges/{token}), sent in every message to them. Kept as it is,
    // not hashed: it opens one pledge to view and pay, which a copy of this table shows anyway; a reminder must be
    // able to carry it again.
    linkToken: text('link_token').notNull(),
    source: text('source', { enum: ['contributor', 'committee', 'import'] }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pledges_event_phone_unique').on(table.eventId, table.phone),
    uniqueIndex('pledges_link_token_unique').on(table.linkToken),
    index('pledges_event_created_idx').on(table.eventId, table.createdAt, table.id),
    // The admin overview: pledges made per day across every event, counted and summed from the index alone.
    index('pledges_created_idx').on(table.createdAt, table.amountTzs, table.cancelledAt),
    check('pledges_amount_check', sql`${table.amountTzs} > 0`),
  ],
);

/** The ledger: every amount received for a pledge; reversals and refunds change a row's status, never delete it. */
export const pledgePayments = pgTable(
  'pledge_payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    pledgeId: uuid('pledge_id')
      .notNull()
      .references(() => pledges.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    amountTzs: integer('amount_tzs').notNull(),
    method: text('method', { enum: ['mobile_money', 'cash', 'bank'] }).notNull(),
    status: text('status', { enum: ['received', 'reversed', 'refunded'] })
      .notNull()
      .default('received'),
    receipt: text('receipt'),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: uuid('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reversalReason: text('reversal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pledge_payments_pledge_idx').on(table.pledgeId),
    index('pledge_payments_event_idx').on(table.eventId),
    // The admin overview: money received per day across every event, summed from the index alone.
    index('pledge_payments_received_idx')
      .on(table.paidAt, table.amountTzs)
      .where(sql`${table.status} = 'received'`),
    // A mobile-money attempt is counted once, however often its success is heard.
    uniqueIndex('pledge_payments_attempt_unique').on(table.attemptId),
    // A treasurer's receipt number counts once per event (a reversed one may be recorded again, corrected).
    uniqueIndex('pledge_payments_receipt_unique')
      .on(table.eventId, table.receipt)
      .where(sql`${table.method} <> 'mobile_money' and ${table.status} = 'received'`),
    check('pledge_payments_amount_check', sql`${table.amountTzs} > 0`),
    check('pledge_payments_method_check', sql`${table.method} in ('mobile_money', 'cash', 'bank')`),
    check('pledge_payments_status_check', sql`${table.status} in ('received', 'reversed', 'refunded')`),
  ],
);

export const reminderRules = pgTable(
  'reminder_rules',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    anchor: text('anchor', { enum: ['deadline', 'event'] }).notNull(),
    daysBefore: integer('days_before').notNull(),
    onlyUnpaid: boolean('only_unpaid').notNull().default(true),
    minOutstandingTzs: integer('min_outstanding_tzs').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminder_rules_day_unique').on(table.eventId, table.anchor, table.daysBefore),
    index('reminder_rules_pending_idx').on(table.sentAt),
  ],
);

/** One row per reminder sent: a rule reaches a pledge at most once (rule_id null: a "remind now"). */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ruleId: uuid('rule_id').references(() => reminderRules.id, { onDelete: 'cascade' }),
    pledgeId: uuid('pledge_id')
      .notNull()
      .references(() => pledges.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminder_sends_rule_pledge_unique')
      .on(table.ruleId, table.pledgeId)
      .where(sql`${table.ruleId} is not null`),
    index('reminder_sends_pledge_idx').on(table.pledgeId),
  ],
);

/** Numbers that replied STOP: no reminder (nor any other bulk SMS) reaches them until they reply START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(), // E.164
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
