// Mail and SMS through the outbox (decision 002, delivery on the job queue since decision 012): the message is a row
// written in the caller's transaction, with a delivery job written beside it; the job sends it and empties its body.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.ts';
import { type Outbound, spendOutbound } from '../outbound/budget.ts';
import { isNotOnWhatsApp, NotOnWhatsApp } from '../whatsapp/whatsapp-transport.ts';
import type { MailMessage, MailTransport, SendReceipt } from './mail-transport.ts';
import {
  claimPendingMessage,
  forgetDeliveredBody,
  insertOutboxMessage,
  markDelivered,
  markFailedAttempt,
  moveToSms,
  type OutboxChannel,
  sendAgainBySms,
  whatsAppLanguageOf,
} from './outbox-queries.ts';

/**
 * One message's delivery: 8 tries, about 30 s, 1, 2, 4 … 64 minutes apart. A try may run 5 minutes (SMTP's timeouts
 * are about 40 s); a process killed during one leaves the job to be tried again after that.
 */
export const deliverMessage = defineJob({
  name: 'outbox.deliver',
  payload: z.object({ messageId: z.uuid() }),
  retry: { limit: 7, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
});

/**
 * Who made Sherehe send a message and the event it is about: what the outbound budget counts it against. `news`: a
 * notice of Sherehe's (an order, a message, a reminder), which may go by WhatsApp to someone who chose it; never a
 * code or a link a person asked for, which proves the SIM and which WhatsApp allows only in templates of their own.
 */
export type Sending = Pick<Outbound, 'origin' | 'eventId' | 'bulk'> & { news?: true };

/** Queued unless the outbound budget held it back (Sherehe's own message past an allowance): then false. */
async function enqueueMessage(
  tx: Database,
  channel: OutboxChannel,
  message: MailMessage,
  sending: Sending,
): Promise<boolean> {
  const allowed = await spendOutbound(tx, { channel, to: message.to, ...sending });
  if (!allowed) return false;
  const messageId = await insertOutboxMessage(tx, channel, message);
  // Keyed by the message: however the job is retried or re-sent, one message has one delivery job at a time.
  await enqueueJob(tx, deliverMessage, { messageId }, { key: messageId });
  return true;
}

/**
 * Write mail inside the caller's transaction: it is sent only if the record it is about was saved. A person's
 * message past the outbound budget throws its refusal (platform/outbound/budget.ts).
 */
export function enqueueMail(tx: Database, message: MailMessage, sending: Sending): Promise<boolean> {
  return enqueueMessage(tx, 'email', message, sending);
}

let whatsAppOffered = false;

/** Whether texts may go by WhatsApp to people who chose it (WhatsApp is configured, or its stand-in): at start. */
export function offerWhatsApp(on: boolean): void {
  whatsAppOffered = on;
}

export const isWhatsAppOffered = (): boolean => whatsAppOffered;

/** The same for a text message to a phone number (E.164): news by WhatsApp when the number's account chose it. */
export async function enqueueSms(
  tx: Database,
  message: { to: string; text: string },
  sending: Sending,
): Promise<boolean> {
  const language = whatsAppOffered && sending.news ? await whatsAppLanguageOf(tx, message.to) : undefined;
  return language
    ? enqueueMessage(tx, 'whatsapp', { to: message.to, subject: language, text: message.text }, sending)
    : enqueueMessage(tx, 'sms', { ...message, subject: '' }, sending);
}

/** A message for an e-mail address or a phone number, sent in the form that fits it: mail, or a short text. */
export function enqueueForContact(
  tx: Database,
  contact: { kind: 'email' | 'phone'; value: string },
  message: { mail: { subject: string; text: string }; sms: string },
  sending: Sending,
): Promise<boolean> {
  return contact.kind === 'email'
    ? enqueueMail(tx, { to: contact.value, ...message.mail }, sending)
    : enqueueSms(tx, { to: contact.value, text: message.sms }, sending);
}

/** One gateway per channel; a text message's gateway ignores the subject. */
export type OutboxTransports = Record<OutboxChannel, MailTransport>;

/**
 * The delivery job's handler. Idempotent: it sends only a message still pending, so a job run twice (a retry after
 * a crash, a try that outlived its time) finds the message delivered and does nothing. The one gap no handler can
 * close: a process killed between the gateway's answer and the update after it sends that message again.
 */
export function messageDelivery(
  db: Database,
  transports: OutboxTransports,
  log: FastifyBaseLogger,
  options: { keepSmsBodies?: boolean } = {},
): JobHandler<{ messageId: string }> {
  return async ({ messageId }, { attempt }) => {
    const message = await claimPendingMessage(db, messageId);
    if (!message) return;
    let transport = transports[message.channel];
    // biome-ignore lint/suspicious/noConfusingVoidType: what MailTransport.send answers
    let receipt: SendReceipt | void;
    try {
      try {
        receipt = await transport.send({
          to: message.recipient,
          subject: message.subject,
          text: message.body,
        });
      } catch (error) {
        if (!(error instanceof NotOnWhatsApp)) throw error;
        log.info({ outboxId: message.id }, 'the number is not on WhatsApp: sent by SMS instead');
        await moveToSms(db, message.id);
        transport = transports.sms;
        receipt = await transport.send({ to: message.recipient, subject: '', text: message.body });
      }
    } catch (error) {
      const last = attempt > deliverMessage.retry.limit;
      log.warn(
        { err: error, outboxId: message.id, channel: message.channel, attempt },
        last ? 'message delivery failed for the last time' : 'message delivery failed; tried again later',
      );
      // The earliest next try (the queue adds up to as much again at random, so instances do not retry in step).
      const retryInSeconds = last ? null : deliverMessage.retry.delaySeconds * 2 ** (attempt - 1);
      await markFailedAttempt(
        db,
        message.id,
        error instanceof Error ? error.message : String(error),
        retryInSeconds,
      );
      throw error;
    }
    const providerId = receipt?.providerId ?? null;
    await markDelivered(db, message.id, transport.delivery, {
      keepBody:
        providerId !== null ||
        (Boolean(options.keepSmsBodies) && transport.delivery === 'logged' && message.channel !== 'email'),
      providerId,
    });
  };
}

/**
 * A WhatsApp message's delivery, reported later on the webhook: delivered or read, its body goes; failed because the
 * number cannot get WhatsApp (NotOnWhatsApp's codes), the same row goes again, by SMS. Answers whether a text was queued.
 */
export async function settleWhatsAppStatus(
  db: Database,
  status: { id: string; status: string; errorCodes: number[] },
): Promise<boolean> {
  if (status.status === 'delivered' || status.status === 'read') {
    await forgetDeliveredBody(db, status.id);
    return false;
  }
  if (status.status !== 'failed' || !status.errorCodes.some(isNotOnWhatsApp)) return false;
  return db.transaction(async (tx) => {
    const messageId = await sendAgainBySms(tx, status.id);
    if (!messageId) return false;
    await enqueueJob(tx, deliverMessage, { messageId }, { key: `${messageId}:sms` });
    return true;
  });
}
