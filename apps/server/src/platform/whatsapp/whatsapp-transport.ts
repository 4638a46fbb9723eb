// How a text leaves as a WhatsApp message (decision 047): Meta's Cloud API sends it as the approved utility template
// "Sherehe: {{1}}" in the receiver's language (the outbox row's subject), the text as its one parameter; unset, the
// log (the embedded database's local stand-in, shown on the demo phone). Same interface as mail and SMS.
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppCloudSettings } from '../../config-whatsapp.ts';
import type { MailTransport } from '../mail/mail-transport.ts';

const TIMEOUT_MS = 15_000;
/** A template's text parameter holds no line breaks or tabs, nor more than four spaces in a row. */
const TEMPLATE_PARAMETER_MAX = 1024;

/**
 * Cloud API error codes that mean this person cannot get it on WhatsApp (no WhatsApp on the number, not delivered by
 * Meta's choice, not in a test number's allowed list): the message goes by SMS instead (platform/mail/outbox.ts).
 */
const NOT_ON_WHATSAPP = new Set([131026, 131030, 131049, 131050]);

/** Thrown when the number cannot get WhatsApp messages: the outbox sends the same text by SMS. */
export class NotOnWhatsApp extends Error {}

/** Whether a Cloud API error code (at once, or in a failed status later) means the number cannot get WhatsApp. */
export const isNotOnWhatsApp = (code: number): boolean => NOT_ON_WHATSAPP.has(code);

type CloudAnswer = {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string };
};

/** The text as the template's parameter: its own "Sherehe: " dropped (the template says it), one line. */
export function templateParameter(text: string): string {
  return text
    .replace(/^Sherehe:\s*/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TEMPLATE_PARAMETER_MAX);
}

export function createWhatsAppCloudTransport(cloud: WhatsAppCloudSettings): MailTransport {
  const url = `${cloud.apiUrl.replace(/\/$/, '')}/${cloud.phoneNumberId}/messages`;
  return {
    delivery: 'sent',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${cloud.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: cloud.template,
            language: { code: message.subject === 'en' ? 'en' : 'sw' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: templateParameter(message.text) }] },
            ],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      let answer: CloudAnswer = {};
      try {
        answer = JSON.parse(text) as CloudAnswer;
      } catch {
        throw new Error(
          `WhatsApp answered ${response.status} with something that is not JSON: ${text.slice(0, 200)}`,
        );
      }
      if (answer.error?.code !== undefined && NOT_ON_WHATSAPP.has(answer.error.code)) {
        throw new NotOnWhatsApp(
          `WhatsApp cannot reach the number: ${answer.error.message ?? answer.error.code}`,
        );
      }
      const providerId = answer.messages?.[0]?.id;
      if (!response.ok || !providerId) {
        throw new Error(
          `WhatsApp answered ${response.status}: ${answer.error?.message ?? text.slice(0, 200)}`,
        );
      }
      // Accepted is not delivered: a number without WhatsApp is told later, in a status on the webhook.
      return { providerId };
    },
    close: () => {},
  };
}

export function createLogWhatsAppTransport(log: FastifyBaseLogger): MailTransport {
  return {
    delivery: 'logged',
    send: async (message) => {
      log.info(
        { whatsapp: { to: message.to, language: message.subject, text: templateParameter(message.text) } },
        'whatsapp (no WhatsApp Cloud API set: kept in the outbox and logged)',
      );
    },
    close: () => {},
  };
}
