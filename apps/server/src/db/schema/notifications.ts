// Notifications: each person's inbox (kind and parameters, worded by whoever shows them, in the reader's language),
// their settings per kind, the browsers that asked for Web Push, which of those a notification already reached,
// and the server's own VAPID keys.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // one of NOTIFICATION_KINDS in packages/core
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    path: text('path').notNull(), // the web route a click opens
    // Whoever raised it says what it is about (an order, a pledge payment, a post), so a retried job adds it once.
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_unique').on(table.userId, table.dedupeKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`read_at is null`),
  ],
);

// Only the kinds a person changed are kept; the rest follow the defaults in packages/core (news is opt-in).
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(), // one of NOTIFICATION_TOPICS
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.topic] }),
    index('notification_settings_topic_idx').on(table.topic, table.enabled),
  ],
);

// One row per browser (its push endpoint); signing in elsewhere on the same browser moves it to that person.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: ['en', 'sw'] }).notNull(), // the words a push to this browser is sent in
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
    check('push_subscriptions_language_check', sql`${table.language} in ('en', 'sw')`),
  ],
);

// Which browsers a notification already reached, so a retry after a passing failure does not push it twice.
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.subscriptionId] }),
    index('push_deliveries_subscription_idx').on(table.subscriptionId),
  ],
);

// Values the server makes once and keeps (the VAPID key pair when config gives none); the first instance to insert wins.
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
