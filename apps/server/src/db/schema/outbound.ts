// What the outbound budget held back (platform/outbound): a text, an e-mail or a payment prompt not sent because its
// sender, its recipient, its event or the whole site had used up the hour's allowance. The admin reads these.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboundHeld = pgTable(
  'outbound_held',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'email', 'prompt'] }).notNull(),
    recipient: text('recipient').notNull(), // E.164 or a lower-case e-mail address
    // Who made Sherehe send it: an account id, a client address, or Sherehe itself (its own notices and jobs).
    senderKind: text('sender_kind', { enum: ['account', 'address', 'sherehe'] }).notNull(),
    sender: text('sender'),
    eventId: uuid('event_id'),
    // The allowance that ran out: sender, recipient, event or site.
    rule: text('rule', { enum: ['sender', 'recipient', 'event', 'site'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbound_held_created_idx').on(table.createdAt, table.id),
    check('outbound_held_channel_check', sql`${table.channel} in ('sms', 'whatsapp', 'email', 'prompt')`),
    check('outbound_held_sender_kind_check', sql`${table.senderKind} in ('account', 'address', 'sherehe')`),
    check('outbound_held_rule_check', sql`${table.rule} in ('sender', 'recipient', 'event', 'site')`),
  ],
);
