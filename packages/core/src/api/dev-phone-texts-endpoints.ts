// The demo phone's texts and replies (simulator only), and the SMS gateway's and WhatsApp's incoming messages (STOP,
// START): each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

// Only while payments are simulated, like the rest of the demo phone.
const demoRefusals = { 400: ['payments.phone_invalid'], 404: ['payments.simulator_off'] } as const;

export const devPhoneTextsEndpoints = endpoints<typeof import('./dev-phone-texts.ts')>()('dev-phone-texts', {
  texts: {
    method: 'GET',
    path: '/dev/phone/texts',
    summary: 'Demo mode: the text messages sent to a number, newest first',
    query: 'devPhoneTextsQuery',
    response: 'devPhoneTexts',
    refusals: demoRefusals,
  },
  reply: {
    method: 'POST',
    path: '/dev/phone/replies',
    summary: 'Demo mode: reply to our texts from the phone (STOP or START), as through the SMS gateway',
    body: 'devPhoneReplyBody',
    response: 'devPhoneReplyAnswer',
    refusals: demoRefusals,
  },
  smsInbound: {
    method: 'POST',
    path: '/sms/inbound/:secret',
    summary:
      "Africa's Talking's incoming messages: STOP or ACHA ends reminders to that phone, START or ANZA allows them again",
    params: 'smsInboundParams',
    body: 'smsInboundBody',
    response: 'smsInboundAnswer',
    refusals: { 404: ['sms.inbound_forbidden'] },
  },
  whatsAppVerify: {
    method: 'GET',
    path: '/whatsapp/webhook',
    summary:
      "Meta's check of the WhatsApp webhook: answers hub.challenge as text when hub.verify_token is ours",
    query: 'whatsAppVerifyQuery',
    response: null,
    produces: ['text/plain'],
    refusals: { 404: ['whatsapp.webhook_forbidden'] },
  },
  whatsAppWebhook: {
    method: 'POST',
    path: '/whatsapp/webhook',
    summary:
      'WhatsApp Cloud API webhook (signed with the app secret): replies as by SMS (STOP, START, NDIYO, HAPANA), statuses logged',
    body: 'whatsAppWebhookBody',
    response: 'whatsAppWebhookAnswer',
    refusals: { 404: ['whatsapp.webhook_forbidden'] },
  },
});
