// How text messages leave the building: Africa's Talking (the common gateway for Tanzanian numbers) when
// configured, otherwise the log (development and demo machines). Same interface as mail, for the outbox.
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../mail/mail-transport.ts';

export type SmsGatewayConfig = { url: string; username: string; apiKey: string; senderId?: string };

// Africa's Talking answers per recipient: 100 processed, 101 sent, 102 queued; anything else did not go out.
const ACCEPTED = new Set([100, 101, 102]);
const TIMEOUT_MS = 15_000;

type GatewayAnswer = {
  SMSMessageData?: { Message?: string; Recipients?: { statusCode?: number; status?: string }[] };
};

export function createAfricasTalkingTransport(gateway: SmsGatewayConfig): MailTransport {
  return {
    delivery: 'sent',
    async send(message) {
      const form = new URLSearchParams({ username: gateway.username, to: message.to, message: message.text });
      if (gateway.senderId) form.set('from', gateway.senderId);
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          apiKey: gateway.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
      let answer: GatewayAnswer;
      try {
        answer = JSON.parse(text) as GatewayAnswer;
      } catch {
        throw new Error(`SMS gateway answered something that is not JSON: ${text.slice(0, 200)}`);
      }
      const recipient = answer.SMSMessageData?.Recipients?.[0];
      if (!recipient || !ACCEPTED.has(Number(recipient.statusCode))) {
        const reason = recipient?.status ?? answer.SMSMessageData?.Message ?? 'no recipient in the answer';
        throw new Error(`SMS gateway refused the message: ${reason}`);
      }
    },
    close: () => {},
  };
}

export function createLogSmsTransport(log: FastifyBaseLogger): MailTransport {
  return {
    delivery: 'logged',
    send: async (message) => {
      log.info(
        { sms: { to: message.to, text: message.text } },
        'sms (no SMS gateway set: kept in the outbox and logged)',
      );
    },
    close: () => {},
  };
}
