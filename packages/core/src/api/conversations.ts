// Conversations between a customer and a vendor (issue 40): an inquiry about a listing or a vendor ("Ask for a quote")
// starts one, both sides write in it, each side's read mark counts what is new, and a message either side reports is
// read by admins. Phone numbers and e-mail addresses are hidden until a booking (contact-masking.ts).
import { z } from 'zod';
import { eventDateProblem, GUESTS_MAX, isDateString } from '../booking-rules.ts';
import {
  AUTO_REPLY_MAX,
  BUDGET_MAX_TZS,
  INQUIRY_LOCATION_MAX,
  MESSAGE_MAX,
  REPORT_WHY_MAX,
} from '../conversation-rules.ts';
import { reason } from '../reasons.ts';
import { plainText, wellFormed } from './plain-text.ts';
import { quote } from './quotes.ts';

export { acceptQuoteBody, placeOrderResponse, quoteParams, sendQuoteBody } from './quotes.ts';

// Line breaks and tabs are how people write paragraphs; every other control character is refused.
const PARAGRAPHS = /^(?:[^\p{Cc}]|[\r\n\t])*$/u;
const messageText = wellFormed(z.string({ error: reason('conversation.message_required') }).trim())
  .min(1, reason('conversation.message_required'))
  .max(MESSAGE_MAX, reason('conversation.message_too_long'))
  .regex(PARAGRAPHS, reason('text.plain_only'));

const eventDate = z
  .string({ error: reason('booking.date_invalid') })
  .refine(isDateString, reason('booking.date_invalid'))
  .refine((day) => eventDateProblem(day) !== 'past', reason('booking.day_past'))
  .refine((day) => eventDateProblem(day) !== 'too_far', reason('booking.date_too_far'));

const optionalCount = (max: number) =>
  z
    .number({ error: reason('conversation.guests_invalid') })
    .int(reason('conversation.guests_invalid'))
    .min(1, reason('conversation.guests_invalid'))
    .max(max, reason('conversation.guests_invalid'));

/**
 * "Ask for a quote" on a listing (listingId) or a vendor's profile (vendorId): what the customer knows of their event,
 * and their words. Asking again about the same listing or vendor goes on in the same conversation.
 */
export const startConversationBody = z
  .object({
    listingId: z.uuid(reason('listing.id_invalid')).optional(),
    vendorId: z.uuid(reason('conversation.vendor_invalid')).optional(),
    eventDate: eventDate.optional(),
    guests: optionalCount(GUESTS_MAX).optional(),
    location: plainText(z.string().trim())
      .max(INQUIRY_LOCATION_MAX, reason('conversation.location_too_long'))
      .optional(),
    budgetTzs: z
      .number({ error: reason('conversation.budget_invalid') })
      .int(reason('conversation.budget_invalid'))
      .min(0, reason('conversation.budget_invalid'))
      .max(BUDGET_MAX_TZS, reason('conversation.budget_invalid'))
      .optional(),
    message: messageText,
  })
  .refine((body) => (body.listingId === undefined) !== (body.vendorId === undefined), {
    message: reason('conversation.about_required'),
  });
export type StartConversationBody = z.input<typeof startConversationBody>;

export const sendMessageBody = z.object({ body: messageText });
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const reportMessageBody = z.object({
  why: plainText(z.string({ error: reason('conversation.report_why_required') }).trim())
    .min(1, reason('conversation.report_why_required'))
    .max(REPORT_WHY_MAX, reason('conversation.report_why_too_long')),
});
export type ReportMessageBody = z.input<typeof reportMessageBody>;

export const conversationParams = z.object({ id: z.uuid(reason('conversation.id_invalid')) });
export const messageParams = z.object({
  id: z.uuid(reason('conversation.id_invalid')),
  messageId: z.uuid(reason('conversation.message_id_invalid')),
});
export const photoParams = messageParams;
export const reportParams = z.object({ id: z.uuid(reason('conversation.report_id_invalid')) });

export const conversationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type ConversationsQuery = z.input<typeof conversationsQuery>;

/** Older messages than the cursor; the newest page without one. */
export const messagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type MessagesQuery = z.input<typeof messagesQuery>;

export const conversationSide = z.enum(['customer', 'vendor']);
export type ConversationSide = z.infer<typeof conversationSide>;

export const inquiry = z.object({
  eventDate: z.string().nullable(),
  guests: z.number().int().nullable(),
  location: z.string().nullable(),
  budgetTzs: z.number().int().nullable(),
});
export type Inquiry = z.infer<typeof inquiry>;

export const message = z.object({
  id: z.uuid(),
  side: conversationSide,
  /** "•••" where a phone number or an e-mail address was; empty when an admin hid the message. */
  body: z.string(),
  /** A phone number or an e-mail address was hidden from it (each side's app says why). */
  masked: z.boolean(),
  /** An admin hid it after a report. */
  hidden: z.boolean(),
  sentAt: z.iso.datetime(),
  /** The caller wrote it. */
  mine: z.boolean(),
  /** The caller reported it already. */
  reportedByMe: z.boolean(),
  /** The vendor's quote this message carries (its body is the quote's note). */
  quote: quote.nullable(),
  /** A photo it carries (its body empty), read from the `photo` endpoint; null when hidden. */
  photo: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  /** The vendor's quiet-hours reply, written for them while they were away. */
  autoReply: z.boolean(),
});
export type Message = z.infer<typeof message>;

export const conversationSummary = z.object({
  id: z.uuid(),
  /** The caller's side of it. */
  side: conversationSide,
  vendor: z.object({ id: z.uuid(), businessName: z.string() }),
  /** The customer's first name and the initial of the last, as reviews show a person. */
  customerName: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  orderId: z.uuid().nullable(),
  inquiry,
  /** `quote`: it carried a quote. */
  lastMessage: z.object({
    body: z.string(),
    side: conversationSide,
    sentAt: z.iso.datetime(),
    quote: z.boolean(),
    photo: z.boolean(),
  }),
  /** Messages from the other side since the caller last read it. */
  unread: z.number().int(),
  startedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationsPage = z.object({
  conversations: z.array(conversationSummary),
  nextCursor: z.string().nullable(),
});
export type ConversationsPage = z.infer<typeof conversationsPage>;

export const conversationDetail = conversationSummary.extend({
  /** Oldest first; `olderCursor` reads the page before. */
  messages: z.array(message),
  olderCursor: z.string().nullable(),
  /** Until the customer books through Sherehe, numbers and addresses are hidden from what both sides write. */
  contactsHidden: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

/** 201 with the conversation when it is new; 200 when the inquiry went on in one the customer had already. */
export const startedConversation = conversationDetail;

export const unreadConversations = z.object({
  /** Conversations with something new for the caller, as a customer and as a vendor together (the nav badge). */
  count: z.number().int(),
});
export type UnreadConversations = z.infer<typeof unreadConversations>;

export const reportStatus = z.enum(['open', 'dismissed', 'hidden']);
export const adminReport = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  status: reportStatus,
  why: z.string(),
  reportedAt: z.iso.datetime(),
  reporterSide: conversationSide,
  /** `photo`: it carries one, read from the `photo` endpoint as an admin. */
  message: z.object({
    id: z.uuid(),
    body: z.string(),
    side: conversationSide,
    sentAt: z.iso.datetime(),
    photo: z.boolean(),
  }),
  vendor: z.object({ id: z.uuid(), businessName: z.string() }),
  customerName: z.string(),
});
export type AdminReport = z.infer<typeof adminReport>;

export const adminReportsQuery = z.object({
  status: reportStatus.default('open'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuery>;
export const adminReportsPage = z.object({
  reports: z.array(adminReport),
  nextCursor: z.string().nullable(),
});
export type AdminReportsPage = z.infer<typeof adminReportsPage>;

/** A reported conversation as an admin reads it: every message, hidden ones with their words. */
export const adminConversation = z.object({
  id: z.uuid(),
  vendor: z.object({ id: z.uuid(), businessName: z.string() }),
  customerName: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  messages: z.array(
    z.object({
      id: z.uuid(),
      side: conversationSide,
      body: z.string(),
      masked: z.boolean(),
      hidden: z.boolean(),
      sentAt: z.iso.datetime(),
      reported: z.boolean(),
      /** A photo it carries, read from the `photo` endpoint as an admin. */
      photo: z.boolean(),
    }),
  ),
});
export type AdminConversation = z.infer<typeof adminConversation>;

/** Dismiss the report, or hide the message from both sides; either is audited. */
export const resolveReportBody = z.object({
  action: z.enum(['dismiss', 'hide'], { error: reason('conversation.report_action_invalid') }),
});
export type ResolveReportBody = z.input<typeof resolveReportBody>;

const clockTime = z
  .string({ error: reason('auto_reply.time_invalid') })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, reason('auto_reply.time_invalid'));

/** A vendor's quiet hours in Dar es Salaam time ("20:00" to "08:00" spans midnight) and the reply sent in them. */
export const autoReply = z.object({ quietFrom: z.string(), quietUntil: z.string(), body: z.string() });
export type AutoReply = z.infer<typeof autoReply>;
export const autoReplyResponse = z.object({ autoReply: autoReply.nullable() });
export type AutoReplyResponse = z.infer<typeof autoReplyResponse>;

/** null turns the quiet-hours reply off. */
export const saveAutoReplyBody = z.object({
  autoReply: z
    .object({
      quietFrom: clockTime,
      quietUntil: clockTime,
      body: wellFormed(z.string({ error: reason('auto_reply.body_required') }).trim())
        .min(1, reason('auto_reply.body_required'))
        .max(AUTO_REPLY_MAX, reason('auto_reply.body_too_long'))
        .regex(PARAGRAPHS, reason('text.plain_only')),
    })
    .refine((hours) => hours.quietFrom !== hours.quietUntil, {
      message: reason('auto_reply.same_times'),
      path: ['quietUntil'],
    })
    .nullable(),
});
export type SaveAutoReplyBody = z.input<typeof saveAutoReplyBody>;
