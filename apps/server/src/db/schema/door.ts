// The door (issue 39): each card's admission. One row per card, so the first admission to reach the server wins
// whichever device made it and in whatever order devices sync; a later scan is told this row.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { guestCards } from './cards.ts';
import { events } from './events.ts';

export const cardAdmissions = pgTable(
  'card_admissions',
  {
    cardId: uuid('card_id')
      .primaryKey()
      .references(() => guestCards.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The device's own random id (kept on it), and the name it gave itself or its officer's. */
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    admittedBy: uuid('admitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the device scanned the card (its clock, never ahead of the server's by more than DOOR_CLOCK_SKEW_MS). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    /** When the server heard of it: a device offline for an hour syncs an hour later. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_admissions_event_idx').on(table.eventId, table.scannedAt)],
);
