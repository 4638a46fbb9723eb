// Delivers what the outbox holds: right after a write (kick) and on a timer for retries and for work left by a crash.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';
import { claimDueMessages, insertOutboxMessage, markDelivered, markFailedAttempt } from './outbox-queries.ts';

const BATCH = 20;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 8;

/** Write mail inside the caller's transaction: it is sent only if the record it is about was saved. */
export function enqueueMail(tx: Database, message: MailMessage): Promise<void> {
  return insertOutboxMessage(tx, message);
}

export interface OutboxDispatcher {
  kick(): void;
  /** Delivers everything due now; resolves when nothing due is left (used by tests and shutdown). */
  drain(): Promise<void>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createOutboxDispatcher(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
): OutboxDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliverBatch(): Promise<number> {
    const messages = await claimDueMessages(db, BATCH, LEASE_SECONDS);
    for (const message of messages) {
      try {
        await transport.send({ to: message.recipient, subject: message.subject, text: message.body });
        await markDelivered(db, message.id, transport.delivery);
      } catch (error) {
        const retry =
          message.attempts >= MAX_ATTEMPTS ? null : Math.min(3600, 30 * 2 ** (message.attempts - 1));
        log.warn({ err: error, outboxId: message.id, attempts: message.attempts }, 'mail delivery failed');
        await markFailedAttempt(
          db,
          message.id,
          error instanceof Error ? error.message : String(error),
          retry,
        );
      }
    }
    return messages.length;
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
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
