// Invitation cards (issue 39): an event's card types, each guest's card, and the event's signing key. A card's QR code
// carries a signature by the event's key (card-rules.ts), so a door device holding the public key verifies it offline.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { eventGuests } from './guests.ts';

export const eventCardTypes = pgTable(
  'event_card_types',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    rule: text('rule', { enum: ['now', 'pledge_paid', 'pledge_amount'] }).notNull(),
    amountTzs: integer('amount_tzs'), // with rule pledge_amount: the paid total that releases a card
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_card_types_event_name_unique').on(table.eventId, sql`lower(${table.name})`),
    check('event_card_types_seats_check', sql`${table.seats} between 1 and 10`),
    check('event_card_types_rule_check', sql`${table.rule} in ('now', 'pledge_paid', 'pledge_amount')`),
    check(
      'event_card_types_amount_check',
      sql`(${table.rule} = 'pledge_amount') = (${table.amountTzs} is not null)`,
    ),
  ],
);

export const guestCards = pgTable(
  'guest_cards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => eventGuests.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => eventCardTypes.id, { onDelete: 'restrict' }),
    /** Typed at the door: 8 characters of CARD_CODE_ALPHABET, unique within the event. */
    code: text('code').notNull(),
    /** The private link's secret (base64url, 32 random bytes). */
    token: text('token').notNull(),
    seats: integer('seats').notNull(),
    status: text('status', { enum: ['waiting', 'sent', 'revoked'] }).notNull(),
    /** When it was last texted; null while waiting, or for a guest with no phone (handed over). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('guest_cards_token_unique').on(table.token),
    uniqueIndex('guest_cards_event_code_unique').on(table.eventId, table.code),
    // One live card per guest: a new one only after the last was revoked.
    uniqueIndex('guest_cards_guest_live_unique').on(table.guestId).where(sql`${table.status} <> 'revoked'`),
    index('guest_cards_event_status_idx').on(table.eventId, table.status),
    index('guest_cards_type_idx').on(table.typeId),
    check('guest_cards_status_check', sql`${table.status} in ('waiting', 'sent', 'revoked')`),
    check('guest_cards_seats_check', sql`${table.seats} between 1 and 10`),
  ],
);

/** One Ed25519 key pair per event, made with its first card. */
export const eventCardKeys = pgTable('event_card_keys', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** The raw 32-byte public key, base64url: what a door device verifies with. */
  publicKey: text('public_key').notNull(),
  /** The private key's PKCS#8 DER, base64url; never leaves the server. */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
