// Web Push and the in-app inbox: the server's VAPID public key, a browser's push subscription, the person's recent
// notifications with their unread count, marking them read, and the settings per topic: the API contract.
import { z } from 'zod';
import {
  type NotificationKind,
  notificationKinds,
  notificationTopics,
  topicDefaults,
} from '../notification-kinds.ts';
import { reason } from '../reasons.ts';

export const pushPublicKey = z.object({
  /** The VAPID public key (P-256, uncompressed, base64url): the browser's applicationServerKey. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKey>;

/** Push services' addresses run to a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 1024;

// base64url without padding (PushSubscription.toJSON() writes it so): an uncompressed P-256 point is 65 bytes
// (87 characters, the first byte 0x04 makes it start with B), the auth secret 16 bytes (22 characters). The last
// character of each carries only the bits left over, the rest of it zero.
const P256DH = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/;
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw]$/;
const keysInvalid = reason('push.keys_invalid');

export const pushEndpoint = z
  .string({ error: reason('push.endpoint_invalid') })
  .min(1, reason('push.endpoint_invalid'))
  .max(PUSH_ENDPOINT_MAX, reason('push.endpoint_invalid'));

/** A browser's PushSubscription.toJSON(), and the language its notifications are to be written in. */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: keysInvalid }).regex(P256DH, keysInvalid),
      auth: z.string({ error: keysInvalid }).regex(AUTH, keysInvalid),
    },
    { error: keysInvalid },
  ),
  language: z.enum(['en', 'sw'], { error: reason('push.language_invalid') }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;

/** Signing out on this browser: its subscription stops reaching the person (the browser keeps it for next time). */
export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

const itemBase = {
  id: z.uuid(),
  /** The page a click opens (a path of the web app, with a query at most). */
  path: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
};

const itemOf = <K extends NotificationKind>(kind: K) =>
  z.object({ ...itemBase, kind: z.literal(kind), params: notificationKinds[kind].params });

/** One notification of the inbox: its kind and the parameters its words take (notification-words.ts). */
export const notificationItem = z.discriminatedUnion('kind', [
  itemOf('order.updated'),
  itemOf('order.received'),
  itemOf('order.cancelled'),
  itemOf('order.balance_paid'),
  itemOf('payment.received'),
  itemOf('payment.failed'),
  itemOf('payment.refund_started'),
  itemOf('pledge.received'),
  itemOf('pledge.changed'),
  itemOf('pledge.payment_received'),
  itemOf('vendor_request.decided'),
  itemOf('news.published'),
]);
export type NotificationItem = z.infer<typeof notificationItem>;

export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});

export const unreadCount = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCount>;

/** Newest first; `nextCursor` leads to older ones. */
export const notificationsPage = z.object({
  items: z.array(notificationItem),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().min(0),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const notificationIdParams = z.object({ id: z.uuid(reason('notification.id_invalid')) });

const settingsShape = Object.fromEntries(notificationTopics.map((topic) => [topic, z.boolean()])) as Record<
  (typeof notificationTopics)[number],
  z.ZodBoolean
>;

/** On or off per topic (news is off until the person turns it on: topicDefaults). */
export const notificationSettings = z.object(settingsShape);
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const defaultNotificationSettings: NotificationSettings = { ...topicDefaults };

const settingInvalid = reason('notification.setting_invalid');

/** Only the topics being changed; at least one. */
export const notificationSettingsUpdate = z
  .strictObject(
    Object.fromEntries(
      notificationTopics.map((topic) => [topic, z.boolean({ error: settingInvalid }).optional()]),
    ) as Record<(typeof notificationTopics)[number], z.ZodOptional<z.ZodBoolean>>,
    { error: settingInvalid },
  )
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: reason('notification.settings_empty'),
  });
export type NotificationSettingsUpdate = z.input<typeof notificationSettingsUpdate>;

/**
 * Whether the signed-in person's texts come by WhatsApp instead of SMS: offered (WhatsApp is set up here), on (they
 * chose it), the phone they go to, and stopped (they answered STOP: no texts by either until START).
 */
export const whatsAppTexts = z.object({
  offered: z.boolean(),
  on: z.boolean(),
  phone: z.string().nullable(),
  stopped: z.boolean(),
});
export type WhatsAppTexts = z.infer<typeof whatsAppTexts>;
export const whatsAppTextsUpdate = z.strictObject(
  { on: z.boolean({ error: reason('whatsapp.choice_invalid') }) },
  { error: reason('whatsapp.choice_invalid') },
);
export type WhatsAppTextsUpdate = z.input<typeof whatsAppTextsUpdate>;
