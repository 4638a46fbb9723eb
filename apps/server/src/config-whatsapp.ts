// WhatsApp's settings (decision 047): the Cloud API's variables. Set, texts to people who chose WhatsApp go through
// Meta's Cloud API as a template message, and its webhook takes their replies (STOP among them), so the app secret and
// the verify token are required with it. Unset, WhatsApp is offered only where texts are not really sent either (the
// local stand-in logs them and the demo phone shows them; platform/mail/outbox-transports.ts).
import { z } from 'zod';
import { ConfigError } from './config-error.ts';

export const whatsAppVariables = z.object({
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the digits of the phone number id')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(20).optional(),
  // The app secret signs the webhook's deliveries (X-Hub-Signature-256); the verify token answers its subscription.
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  // An approved utility template whose body is "Sherehe: {{1}}", in English (en) and Swahili (sw).
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name: lower-case letters, digits and _')
    .default('sherehe_update'),
});

export type WhatsAppCloudSettings = {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  template: string;
};

export type WhatsAppSettings =
  | { cloud: WhatsAppCloudSettings; appSecret: string; verifyToken: string }
  | { cloud: null; appSecret: null; verifyToken: null };

export function whatsAppSettings(config: z.infer<typeof whatsAppVariables>): WhatsAppSettings {
  const { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_ACCESS_TOKEN: accessToken } = config;
  if ((phoneNumberId === undefined) !== (accessToken === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN: set both, or neither',
    );
  }
  if (!phoneNumberId || !accessToken) return { cloud: null, appSecret: null, verifyToken: null };
  // Without its webhook, a STOP sent on WhatsApp would never be read.
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = config;
  if (!appSecret || !verifyToken) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: set both with WHATSAPP_PHONE_NUMBER_ID (its webhook reads STOP)',
    );
  }
  return {
    cloud: {
      apiUrl: config.WHATSAPP_API_URL,
      phoneNumberId,
      accessToken,
      template: config.WHATSAPP_TEMPLATE,
    },
    appSecret,
    verifyToken,
  };
}
