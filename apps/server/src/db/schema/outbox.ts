// Mail and SMS are written here in the same transaction as the record they are about, then delivered; nothing is lost
// on a crash. A delivered message keeps its recipient and subject but not its body (it may hold a live link).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // A WhatsApp message is a text sent as WhatsApp's template (platform/whatsapp), to someone who chose it.
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] })
      .notNull()
      .default('email'),
    recipient: text('recipient').notNull(),
    // An e-mail's subject; a WhatsApp message's template language (en, sw); empty for a text.
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // pending → sent (through a gateway) or logged (no gateway configured); failed after too many attempts
    status: text('status', { enum: ['pending', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // The gateway's id of a WhatsApp message sent: its delivery is reported later (a status on the webhook), and a
    // number without WhatsApp is told then; until then the body is kept to be sent again by SMS (decision 047).
    providerId: text('provider_id'),
  },
  (table) => [
    index('outbox_pending_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    // The outbound budget's site allowance counts the last hour's messages.
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_provider_idx').on(table.providerId).where(sql`provider_id is not null`),
    check('outbox_status_check', sql`${table.status} in ('pending', 'sent', 'logged', 'failed')`),
  ],
);
