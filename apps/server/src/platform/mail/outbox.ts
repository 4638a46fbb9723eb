// Delivers what the outbox holds (e-mail and SMS): right after a write (kick) and on a timer for retries and for work left by a crash.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';
import {
  claimDueMessages,
  insertOutboxMessage,
  markDelivered,
  markFailedAttempt,
  type OutboxChannel,
  releaseClaim,
} from './outbox-queries.ts';

// A lease must outlast the batch it covers: five sends at the SMTP timeouts (about 40 s each) fit in five minutes.
const BATCH = 5;
const LEASE_SECONDS = 300;
const MAX_ATTEMPTS = 8;

/** Write mail inside the caller's transaction: it is sent only if the record it is about was saved. */
export function enqueueMail(tx: Database, message: MailMessage): Promise<void> {
  return insertOutboxMessage(tx, 'email', message);
}

/** The same for a text message to a phone number (E.164). */
export function enqueueSms(tx: Database, message: { to: string; text: string }): Promise<void> {
  return insertOutboxMessage(tx, 'sms', { ...message, subject: '' });
}

/** A message for an e-mail address or a phone number, sent in the form that fits it: mail, or a short text. */
export function enqueueForContact(
  tx: Database,
  contact: { kind: 'email' | 'phone'; value: string },
  message: { mail: { subject: string; text: string }; sms: string },
): Promise<void> {
  return contact.kind === 'email'
    ? enqueueMail(tx, { to: contact.value, ...message.mail })
    : enqueueSms(tx, { to: contact.value, text: message.sms });
}

/** One gateway per channel; a text message's gateway ignores the subject. */
export type OutboxTransports = Record<OutboxChannel, MailTransport>;

export interface OutboxDispatcher {
  kick(): void;
  /** Delivers everything due now; resolves when nothing due is left (used by tests and shutdown). */
  drain(): Promise<void>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createOutboxDispatcher(
  db: Database,
  transports: OutboxTransports,
  log: FastifyBaseLogger,
): OutboxDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliverBatch(): Promise<number> {
    if (stopping) return 0;
    const messages = await claimDueMessages(db, BATCH, LEASE_SECONDS);
    for (const message of messages) {
      if (stopping) {
        await releaseClaim(db, message); // the next process sends it, without waiting for the lease to run out
        continue;
      }
      try {
        const transport = transports[message.channel];
        await transport.send({ to: message.recipient, subject: message.subject, text: message.body });
        await markDelivered(db, message, transport.delivery);
      } catch (error) {
        const retry =
          message.attempts >= MAX_ATTEMPTS ? null : Math.min(3600, 30 * 2 ** (message.attempts - 1));
        log.warn(
          { err: error, outboxId: message.id, channel: message.channel, attempts: message.attempts },
          'message delivery failed',
        );
        await markFailedAttempt(db, message, error instanceof Error ? error.message : String(error), retry);
      }
    }
    return stopping ? 0 : messages.length;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await deliverBatch()) === BATCH) {}
        } while (again);
      } catch (error) {
        log.error({ err: error }, 'outbox dispatcher failed; will retry on the next tick');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    kick: () => void run(),
    drain: run,
    start(intervalMs) {
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    /** Finishes the message being sent, gives the rest of the batch back, and sends nothing more. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
