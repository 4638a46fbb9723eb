import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import type { MailMessage } from './mail-transport.ts';

export type OutboxChannel = 'email' | 'sms';

export type ClaimedMessage = {
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
): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({ channel, recipient: message.to, subject: message.subject, body: message.text });
}

/**
 * Leases due messages to this instance: the lease pushes next_attempt_at forward, so another instance (or this
 * one after a crash) picks the message up again only if the lease runs out without an answer.
 */
export async function claimDueMessages(
  db: Database,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMessage[]> {
  return selectRows<ClaimedMessage>(
    db,
    sql`
    update outbox_messages set
      attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from outbox_messages
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, channel, recipient, subject, body, attempts`,
  );
}

// Each update below names the attempt it finishes: if the lease ran out and another instance claimed the message
// again (attempts moved on), the late answer of the first instance changes nothing.
type Claim = Pick<ClaimedMessage, 'id' | 'attempts'>;

/** Once delivered, the body goes: it may hold a live sign-in link, which a copy of the database must not give away. */
export async function markDelivered(db: Database, claim: Claim, status: 'sent' | 'logged'): Promise<void> {
  await db.execute(sql`
    update outbox_messages set status = ${status}, delivered_at = now(), last_error = null, body = ''
    where id = ${claim.id} and attempts = ${claim.attempts}`);
}

/** Delivered messages are kept a month (what was sent to whom, and when), then deleted. */
export async function deleteOldDeliveredMessages(db: Database): Promise<void> {
  await db.execute(sql`
    delete from outbox_messages
    where status in ('sent', 'logged') and delivered_at < now() - interval '30 days'`);
}

/** Gives a claimed message back untouched (shutting down before its turn came). */
export async function releaseClaim(db: Database, claim: Claim): Promise<void> {
  await db.execute(sql`
    update outbox_messages set attempts = attempts - 1, next_attempt_at = now()
    where id = ${claim.id} and attempts = ${claim.attempts}`);
}

export async function markFailedAttempt(
  db: Database,
  claim: Claim,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db.execute(sql`
    update outbox_messages set
      last_error = ${error.slice(0, 1000)},
      status = ${retryInSeconds === null ? 'failed' : 'pending'},
      next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0})
    where id = ${claim.id} and attempts = ${claim.attempts}`);
}
