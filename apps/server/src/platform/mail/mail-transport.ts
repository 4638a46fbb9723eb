// How mail leaves the building: SMTP when configured, otherwise the log (development and demo machines).

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** What a gateway answers a sent message with: its id there, when its delivery is told later (WhatsApp's statuses). */
export type SendReceipt = { providerId: string } | undefined;

export interface MailTransport {
  /** 'sent' went through a gateway; 'logged' was only written to the log. */
  readonly delivery: 'sent' | 'logged';
  // biome-ignore lint/suspicious/noConfusingVoidType: a gateway with nothing to report later answers nothing at all
  send(message: MailMessage): Promise<SendReceipt | void>;
  close(): void;
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    delivery: 'sent',
    send: async (message) => {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transporter.close(),
  };
}

export function createLogTransport(log: FastifyBaseLogger): MailTransport {
  return {
    delivery: 'logged',
    send: async (message) => {
      log.info({ mail: message }, 'mail (no SMTP_URL set: kept in the outbox and logged)');
    },
    close: () => {},
  };
}
