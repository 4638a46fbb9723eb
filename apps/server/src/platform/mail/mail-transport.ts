// How mail leaves the building: SMTP when configured, otherwise the log (development and demo machines).

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

export interface MailTransport {
  /** 'sent' went through a gateway; 'logged' was only written to the log. */
  readonly delivery: 'sent' | 'logged';
  send(message: MailMessage): Promise<void>;
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
