// The demo phone's text messages (simulator only): what was texted to a number, and a reply such as STOP, which goes
// through the same opt-out rules as a real reply from the SMS gateway.
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export const DEV_PHONE_TEXTS_SHOWN = 20;

const number = plainText(z.string({ error: reason('payments.phone_invalid') }).trim())
  .min(1, reason('payments.phone_invalid'))
  .max(20, reason('payments.phone_invalid'));

export const devPhoneTextsQuery = z.object({ number });
/** by: how it came, SMS or WhatsApp (to someone who chose WhatsApp for their texts). */
export const devPhoneText = z.object({
  id: z.uuid(),
  text: z.string(),
  sentAt: z.iso.datetime(),
  by: z.enum(['sms', 'whatsapp']),
});
export type DevPhoneText = z.infer<typeof devPhoneText>;
/** Newest first, the last few. */
export const devPhoneTexts = z.object({ phone: z.string(), texts: z.array(devPhoneText) });
export type DevPhoneTexts = z.infer<typeof devPhoneTexts>;

export const devPhoneReplyBody = z.object({ number, text: z.string().trim().min(1).max(160) }).strict();
export type DevPhoneReplyBody = z.input<typeof devPhoneReplyBody>;
/**
 * What the reply did: stopped (STOP, ACHA), started again (START, ANZA), answered an invitation card (NDIYO / YES,
 * HAPANA / NO, from a guest whose card was sent), or nothing (any other text).
 */
export const smsReplyOutcome = z.enum(['stopped', 'started', 'answered', 'ignored']);
export type SmsReplyOutcome = z.infer<typeof smsReplyOutcome>;
export const devPhoneReplyAnswer = z.object({ phone: z.string(), outcome: smsReplyOutcome });

/** Africa's Talking's incoming-message callback (form fields); only from and text matter here. */
export const smsInboundBody = z.object({
  from: z.string().max(40),
  text: z.string().max(2000),
  to: z.string().max(40).optional(),
  date: z.string().max(60).optional(),
  id: z.string().max(100).optional(),
  linkId: z.string().max(100).optional(),
});
export const smsInboundParams = z.object({ secret: z.string().max(200) });
export const smsInboundAnswer = z.object({ received: z.literal(true) });

/** Meta's subscription check of the WhatsApp webhook (GET): the challenge is answered when the token is ours. */
export const whatsAppVerifyQuery = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const whatsAppMessage = z.object({
  from: z.string().max(40),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ text: z.string().max(256) }).optional(),
});
const whatsAppStatus = z.object({
  id: z.string().max(200),
  status: z.string().max(40),
  recipient_id: z.string().max(40).optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() }))
    .optional(),
});

/** The WhatsApp webhook's delivery, signed (X-Hub-Signature-256): people's replies (STOP, NDIYO…) and statuses. */
export const whatsAppWebhookBody = z.object({
  object: z.string().max(100),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({
                messages: z.array(whatsAppMessage).max(100).optional(),
                statuses: z.array(whatsAppStatus).max(100).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsAppWebhookBody = z.infer<typeof whatsAppWebhookBody>;
export const whatsAppWebhookAnswer = z.object({ received: z.literal(true) });
