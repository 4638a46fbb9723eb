import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import type { MailMessage } from './mail-transport.ts';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export type PendingMessage = {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
};

export async function insertOutboxMessage(
  db: Database,
  channel: OutboxChannel,
  message: MailMessage,
): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel, recipient: message.to, subject: message.subject, body: message.text })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** The language of the account at this number when it chose WhatsApp for its texts; undefined: SMS. */
export async function whatsAppLanguageOf(db: Database, phone: string): Promise<'en' | 'sw' | undefined> {
  const [row] = await selectRows<{ language: 'en' | 'sw' | null }>(
    db,
    sql`select language from users where phone = ${phone} and whatsapp_opt_in_at is not null`,
  );
  return row ? (row.language ?? 'sw') : undefined;
}

/** A WhatsApp message the number cannot get becomes a text, in the same row (its budget was spent once). */
export async function moveToSms(db: Database, id: string): Promise<void> {
  await db.execute(
    sql`update outbox_messages set channel = 'sms', subject = '' where id = ${id} and status = 'pending'`,
  );
}

/** Counts a try of a message still pending and reads it; nothing if it was delivered (or failed) already. */
export async function claimPendingMessage(db: Database, id: string): Promise<PendingMessage | undefined> {
  const [row] = await selectRows<PendingMessage>(
    db,
    sql`
    update outbox_messages set attempts = attempts + 1, next_attempt_at = now()
    where id = ${id} and status = 'pending'
    returning id, channel, recipient, subject, body, attempts`,
  );
  return row;
}

/**
 * Once delivered, the body goes: it may hold a live sign-in link, which a copy of the database must not give away.
 * `keepBody`: a demo machine's texts, shown on its demo phone (they were only logged, never sent), and a WhatsApp
 * message with its `providerId`, until WhatsApp reports it delivered (or a day passes: WHATSAPP_BODY_KEPT_HOURS).
 */
export async function markDelivered(
  db: Database,
  id: string,
  status: 'sent' | 'logged',
  { keepBody = false, providerId = null }: { keepBody?: boolean; providerId?: string | null } = {},
): Promise<void> {
  await db.execute(sql`
    update outbox_messages set status = ${status}, delivered_at = now(), last_error = null,
      body = case when ${keepBody}::boolean then body else '' end, provider_id = ${providerId}
    where id = ${id} and status = 'pending'`);
}

/** How long a WhatsApp message's body waits for its delivery to be reported before it goes all the same. */
export const WHATSAPP_BODY_KEPT_HOURS = 24;

/**
 * Delivered messages are kept a month (what was sent to whom, and when), then deleted; a WhatsApp message's body
 * kept for its delivery report goes after a day.
 */
export async function deleteOldDeliveredMessages(db: Database): Promise<void> {
  await db.execute(sql`
    delete from outbox_messages
    where status in ('sent', 'logged') and delivered_at < now() - interval '30 days'`);
  await db.execute(sql`
    update outbox_messages set body = ''
    where provider_id is not null and status = 'sent' and body <> ''
      and delivered_at < now() - make_interval(hours => ${WHATSAPP_BODY_KEPT_HOURS})`);
}

/** WhatsApp reported the message delivered (or read): its body goes, as any delivered message's. */
export async function forgetDeliveredBody(db: Database, providerId: string): Promise<void> {
  await db.execute(sql`
    update outbox_messages set body = ''
    where provider_id = ${providerId} and channel = 'whatsapp' and body <> ''`);
}

/**
 * WhatsApp reported that the number cannot get it: the same row becomes a pending text (its budget was spent once),
 * if its body is still kept. Answers its id, to deliver.
 */
export async function sendAgainBySms(db: Database, providerId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`update outbox_messages set channel = 'sms', subject = '', status = 'pending', delivered_at = null,
          attempts = 0, next_attempt_at = now(), provider_id = null
        where provider_id = ${providerId} and channel = 'whatsapp' and status = 'sent' and body <> ''
        returning id`,
  );
  return row?.id;
}

/** `retryInSeconds` null: that was the last try, the message is failed (and keeps its body for an admin to read). */
export async function markFailedAttempt(
  db: Database,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db.execute(sql`
    update outbox_messages set
      last_error = ${error.slice(0, 1000)},
      status = ${retryInSeconds === null ? 'failed' : 'pending'},
      next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0})
    where id = ${id} and status = 'pending'`);
}
