// The outbox's gateway per channel, from the configuration: SMTP, Africa's Talking and WhatsApp's Cloud API where
// set, otherwise each one's local stand-in (the log); a test passes fakes of its own. WhatsApp is offered where its
// Cloud API is set, or where texts are only logged anyway (a newcomer's machine, the demo); elsewhere it is not, and
// a WhatsApp message queued before goes by SMS (decision 047).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createAfricasTalkingTransport, createLogSmsTransport } from '../sms/sms-transport.ts';
import { createLogWhatsAppTransport, createWhatsAppCloudTransport } from '../whatsapp/whatsapp-transport.ts';
import { createLogTransport, createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { type OutboxTransports, offerWhatsApp } from './outbox.ts';

export function outboxTransports(
  config: Config,
  given: {
    mail?: MailTransport | undefined;
    sms?: MailTransport | undefined;
    whatsApp?: MailTransport | undefined;
  },
  log: FastifyBaseLogger,
): OutboxTransports {
  const email =
    given.mail ??
    (config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : createLogTransport(log));
  const sms =
    given.sms ??
    (config.SMS_USERNAME && config.SMS_API_KEY
      ? createAfricasTalkingTransport({
          url: config.SMS_API_URL,
          username: config.SMS_USERNAME,
          apiKey: config.SMS_API_KEY,
          senderId: config.SMS_SENDER_ID,
        })
      : createLogSmsTransport(log));
  const { cloud } = config.whatsApp;
  const whatsapp =
    given.whatsApp ??
    (cloud
      ? createWhatsAppCloudTransport(cloud)
      : sms.delivery === 'logged'
        ? createLogWhatsAppTransport(log)
        : sms);
  // Not offered where it would only be logged while texts really go out: the person would get nothing.
  offerWhatsApp(whatsapp !== sms);
  return { email, sms, whatsapp };
}
