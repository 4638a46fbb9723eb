// The event's guests (issue 39): who is invited, kept by the committee. A guest's pledge is not stored here: it is
// the event's pledge with the same phone (pledges are one per phone per event), joined when the list is read.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { events } from './events.ts';

export const eventGuests = pgTable(
  'event_guests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'), // E.164; a guest may have none (a card handed over, not texted)
    email: text('email'),
    groupName: text('group_name'), // a household or group: "Familia ya Mushi", "Kazini"
    side: text('side', { enum: ['bride', 'groom', 'either'] })
      .notNull()
      .default('either'),
    seats: integer('seats').notNull().default(1),
    notes: text('notes'),
    /** The guest's answer (issue 39): from the card's page or a text; null until they answer. */
    rsvp: text('rsvp', { enum: ['yes', 'no'] }),
    rsvpSeats: integer('rsvp_seats'),
    rsvpAt: timestamp('rsvp_at', { withTimezone: true }),
    rsvpVia: text('rsvp_via', { enum: ['card', 'sms'] }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One guest per phone per event, whoever writes at the same time; guests without a phone are not limited.
    uniqueIndex('event_guests_event_phone_unique')
      .on(table.eventId, table.phone)
      .where(sql`${table.phone} is not null`),
    // An SMS answer (NDIYO / HAPANA) finds the sender's guests across events by phone alone.
    index('event_guests_phone_idx').on(table.phone).where(sql`${table.phone} is not null`),
    // The list's default order (by name, case-blind) and the event's count, read off one index.
    index('event_guests_event_name_idx').on(table.eventId, sql`lower(${table.name})`, table.id),
    check('event_guests_side_check', sql`${table.side} in ('bride', 'groom', 'either')`),
    check('event_guests_seats_check', sql`${table.seats} between 1 and 10`),
    check('event_guests_rsvp_check', sql`${table.rsvp} is null or ${table.rsvp} in ('yes', 'no')`),
  ],
);
