// Keeps what the outbox sends, in memory, in place of the mail and SMS gateways (their real protocols are tested
// against local fakes in smtp-capture.ts and sms-gateway.ts).
import type { MailMessage, MailTransport } from '../../src/platform/mail/mail-transport.ts';

export function createMessageSink() {
  const messages: MailMessage[] = [];
  const transport: MailTransport = {
    delivery: 'sent',
    send: async (message) => {
      messages.push(message);
    },
    close: () => {},
  };
  return {
    transport,
    messages,
    /** The token of the newest link sent to this address or number. */
    linkTokenFor(recipient: string): string {
      const message = messages.filter((sent) => sent.to === recipient).at(-1);
      const token = message && /#token=([\w-]+)/.exec(message.text)?.[1];
      if (!token) throw new Error(`no link sent to ${recipient}`);
      return token;
    },
  };
}
