// What Sherehe tells people in their inbox and by Web Push: each kind of notification, the topic a person turns on
// or off in their settings, and the parameters it carries. Words are not stored: each side words a kind and its
// parameters in the reader's language (notification-words.ts).
import { z } from 'zod';

export const notificationTopics = ['orders', 'messages', 'michango', 'account', 'news'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

/** What a person gets before they change anything: news is opt-in, the rest is about their own business. */
export const topicDefaults: Record<NotificationTopic, boolean> = {
  orders: true,
  messages: true,
  michango: true,
  account: true,
  news: false,
};

/** Names and titles longer than this are cut when a notification is made (a push message has about 4 KB). */
export const NOTIFICATION_TEXT_MAX = 120;

const orderNumber = z.number().int().positive();
const amountTzs = z.number().int().min(0);
const text = z.string().max(NOTIFICATION_TEXT_MAX);

/** The statuses a customer hears about; `paid` means their date is booked. */
export const notifiedOrderStatuses = [
  'paid',
  'confirmed',
  'declined',
  'delivered',
  'cancelled',
  'expired',
] as const;

export const notificationKinds = {
  /** To the customer: their order moved on. */
  'order.updated': {
    topic: 'orders',
    params: z.object({ number: orderNumber, status: z.enum(notifiedOrderStatuses), vendorName: text }),
  },
  /** To the vendor: a new paid order waits for their confirmation. */
  'order.received': {
    topic: 'orders',
    params: z.object({ number: orderNumber, customerName: text, amountTzs }),
  },
  /** To the vendor: the customer reported a problem with the order; its money is frozen. */
  'dispute.opened': {
    topic: 'orders',
    params: z.object({ number: orderNumber, customerName: text }),
  },
  /** To the customer: the vendor answered their dispute. */
  'dispute.answered': {
    topic: 'orders',
    params: z.object({ number: orderNumber, vendorName: text }),
  },
  /** To the customer and to the vendor: an admin decided the dispute; amountTzs is what went back to the customer. */
  'dispute.decided': {
    topic: 'orders',
    params: z.object({
      number: orderNumber,
      side: z.enum(['customer', 'vendor']),
      outcome: z.enum(['refund', 'partial_refund', 'release']),
      amountTzs,
    }),
  },
  /** To the vendor: the customer called the order off. */
  'order.cancelled': {
    topic: 'orders',
    params: z.object({ number: orderNumber, customerName: text }),
  },
  /** To the vendor: more of the order's balance came in. */
  'order.balance_paid': {
    topic: 'orders',
    params: z.object({ number: orderNumber, customerName: text, amountTzs }),
  },
  /** To the customer: a later payment on their order came in. */
  'payment.received': {
    topic: 'orders',
    params: z.object({ number: orderNumber, amountTzs }),
  },
  /** To the customer: a mobile-money payment failed or ran out of time. */
  'payment.failed': {
    topic: 'orders',
    params: z.object({ number: orderNumber, amountTzs }),
  },
  /** To the customer: money of an order no longer going ahead is on its way back. */
  'payment.refund_started': {
    topic: 'orders',
    params: z.object({ number: orderNumber, amountTzs }),
  },
  /** To the other side of a conversation: a customer's inquiry or message, or the vendor's answer. */
  'message.received': {
    topic: 'messages',
    params: z.object({ fromName: text, about: text }),
  },
  /** To the vendor: a customer's message has waited an hour for their answer. */
  'message.waiting': {
    topic: 'messages',
    params: z.object({ fromName: text, about: text }),
  },
  /** To the customer: the vendor priced their inquiry (a newer quote replaces the open one). */
  'quote.received': {
    topic: 'messages',
    params: z.object({ fromName: text, about: text, amountTzs }),
  },
  /** To the vendor: the customer declined their quote. */
  'quote.declined': {
    topic: 'messages',
    params: z.object({ fromName: text, about: text, amountTzs }),
  },
  /** To the host and the treasurers: someone pledged on the Contribute form. */
  'pledge.received': {
    topic: 'michango',
    params: z.object({ eventName: text, name: text, amountTzs }),
  },
  /** To the host and the treasurers: a contributor changed their pledge by pledging again. */
  'pledge.changed': {
    topic: 'michango',
    params: z.object({ eventName: text, name: text, amountTzs }),
  },
  /** To the host and the treasurers: a contributor paid by mobile money. */
  'pledge.payment_received': {
    topic: 'michango',
    params: z.object({ eventName: text, name: text, amountTzs }),
  },
  /** To the host and every committee member with an account: someone asked to withdraw the event's michango. */
  'withdrawal.requested': {
    topic: 'michango',
    params: z.object({ eventName: text, name: text, amountTzs }),
  },
  /** To whoever asked for the withdrawal: the money reached the number, or did not and is available again. */
  'withdrawal.settled': {
    topic: 'michango',
    params: z.object({ eventName: text, amountTzs, outcome: z.enum(['paid', 'failed']) }),
  },
  /** To the applicant, when the contact they gave belongs to an account. */
  'vendor_request.decided': {
    topic: 'account',
    params: z.object({ decision: z.enum(['approved', 'rejected']) }),
  },
  /** To everyone who turned news on. */
  'news.published': {
    topic: 'news',
    params: z.object({ titleEn: text, titleSw: text, slug: z.string().min(1).max(200) }),
  },
} as const satisfies Record<string, { topic: NotificationTopic; params: z.ZodType }>;

export type NotificationKind = keyof typeof notificationKinds;
export const notificationKindNames = Object.keys(notificationKinds) as NotificationKind[];
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationKinds)[K]['params']>;

export function topicOf(kind: NotificationKind): NotificationTopic {
  return notificationKinds[kind].topic;
}

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(notificationKinds, value);
}

/** Cuts a name or title to what a notification carries, on a character (not inside a surrogate pair). */
export function notificationText(value: string): string {
  const characters = Array.from(value.trim());
  return characters.length <= NOTIFICATION_TEXT_MAX
    ? characters.join('')
    : `${characters.slice(0, NOTIFICATION_TEXT_MAX - 1).join('')}…`;
}
