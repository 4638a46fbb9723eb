// Small tables the platform itself needs: rate-limit windows shared by every app instance, and one-off markers.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const appMarkers = pgTable('app_markers', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
