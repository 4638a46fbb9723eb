// The rules of conversations between a customer and a vendor (issue 40). Only the two sides read one (admins read a
// reported one, reports.ts); asking again about the same listing or vendor goes on in the same conversation; what
// either side writes before a booking has its phone numbers and e-mail addresses hidden (contact-masking.ts), since a
// deal taken to a private number leaves the customer without the date hold, the payment's protection and a refund;
// each message is told once to the other side, in their inbox and on their browsers.
import type {
  ConversationDetail,
  ConversationSide,
  ConversationSummary,
  ConversationsPage,
  Message,
  StartConversationBody,
} from '@sherehe/core/api/conversations';
import type { Quote } from '@sherehe/core/api/quotes';
import { maskContacts } from '@sherehe/core/contact-masking';
import { shortName } from '@sherehe/core/short-name';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { readAbout } from '../notifications/read-about.ts';
import { notify } from '../notifications/service.ts';
import { scheduleAnswerReminder } from './answer-reminder.ts';
import { replyIfQuiet } from './auto-replies.ts';
import { conversationPath } from './conversation-path.ts';
import { textAboutMessage } from './message-texts.ts';
import {
  type ConversationRow,
  conversationParties,
  countUnreadConversations,
  findActiveVendor,
  findConversation,
  findMessage,
  findOwnConversation,
  findPublicListing,
  insertConversation,
  insertMessage,
  type MessagePhoto,
  type MessageRow,
  markRead,
  selectConversations,
  selectMessages,
  updateInquiry,
} from './queries.ts';
import { quotesOfMessages } from './quote-view.ts';
import { insertReport } from './report-queries.ts';

/** `publicUrl` makes the link in a text about a message; reading needs the database only. */
export type ConversationDeps = { db: Database; publicUrl: string };

const iso = (value: Date | string) => new Date(value).toISOString();

const notFound = () => new AppError('not_found', 'conversation.not_found');

function toSummary(row: ConversationRow, side: ConversationSide): ConversationSummary {
  return {
    id: row.id,
    side,
    vendor: { id: row.vendor_id, businessName: row.business_name },
    customerName: shortName(row.customer_name),
    listing: row.listing_id && row.listing_title ? { id: row.listing_id, title: row.listing_title } : null,
    orderId: row.order_id,
    inquiry: {
      eventDate: row.event_date,
      guests: row.guests,
      location: row.location,
      budgetTzs: row.budget_tzs === null ? null : Number(row.budget_tzs),
    },
    lastMessage: {
      body: row.last_hidden ? '' : row.last_body,
      side: row.last_side,
      sentAt: iso(row.last_sent_at),
      quote: row.last_quote,
      photo: row.last_photo && !row.last_hidden,
    },
    unread: Number(row.unread),
    startedAt: iso(row.started_at),
  };
}

export function toMessage(row: MessageRow, readerId: string, quote: Quote | null): Message {
  const hidden = row.hidden_at !== null;
  return {
    id: row.id,
    side: row.side,
    body: hidden ? '' : row.body,
    masked: row.masked,
    hidden,
    sentAt: iso(row.sent_at),
    mine: row.sender_id === readerId,
    reportedByMe: row.reported_by_me,
    quote: hidden ? null : quote,
    photo:
      hidden || row.photo_key === null || row.photo_width === null || row.photo_height === null
        ? null
        : { width: row.photo_width, height: row.photo_height },
    autoReply: row.auto_reply,
  };
}

/** The caller's side of a conversation, or null when it is not theirs. */
function sideOf(
  parties: { customer_id: string; vendor_user_id: string },
  userId: string,
): ConversationSide | null {
  if (parties.customer_id === userId) return 'customer';
  if (parties.vendor_user_id === userId) return 'vendor';
  return null;
}

/** The conversation's parties and the caller's side, or not found: to anyone else it does not exist. */
export async function partiesFor(db: Database, id: string, userId: string, lock = false) {
  const parties = await conversationParties(db, id, lock);
  const side = parties ? sideOf(parties, userId) : null;
  if (!parties || !side) throw notFound();
  return { parties, side };
}

/**
 * Writes a message in the caller's transaction, hidden contacts and all, and tells the other side once: in their
 * inbox, on their browsers and (message-texts.ts) by a text. A message carrying a quote (`quoteTotalTzs`) is told as
 * a quote; one carrying a photo has no words. The customer's message may get the vendor's quiet-hours reply.
 */
export async function write(
  tx: Database,
  conversation: {
    id: string;
    customer_id: string;
    vendor_id: string;
    vendor_user_id: string;
    business_name: string;
    customer_name: string;
    listing_title: string | null;
    booked: boolean;
  },
  side: ConversationSide,
  senderId: string,
  text: string,
  {
    publicUrl,
    quoteTotalTzs,
    photo,
    quiet = false,
  }: {
    publicUrl: string;
    quoteTotalTzs?: number | undefined;
    photo?: MessagePhoto | undefined;
    /** Written without a notice of its own (a photo right after its message). */
    quiet?: boolean;
  },
) {
  const { text: body, masked } = conversation.booked ? { text, masked: false } : maskContacts(text);
  const row = await insertMessage(tx, {
    conversationId: conversation.id,
    side,
    senderId,
    body,
    masked,
    photo,
  });
  const params = {
    fromName: side === 'customer' ? shortName(conversation.customer_name) : conversation.business_name,
    about: conversation.listing_title ?? conversation.business_name,
  };
  const told = {
    userId: side === 'customer' ? conversation.vendor_user_id : conversation.customer_id,
    path: conversationPath(conversation.id),
    dedupeKey: `message:${row.id}`,
  };
  if (side === 'customer') {
    await scheduleAnswerReminder(tx, conversation.id, iso(row.sent_at));
    await replyIfQuiet(tx, conversation, row.exact_sent_at);
  }
  if (quiet) return row;
  const made = await notify(
    tx,
    quoteTotalTzs === undefined
      ? { ...told, kind: 'message.received', params }
      : { ...told, kind: 'quote.received', params: { ...params, amountTzs: quoteTotalTzs } },
  );
  if (made) {
    await textAboutMessage(tx, { id: row.id, conversationId: conversation.id, side }, told.userId, {
      ...params,
      link: `${publicUrl}${told.path}`,
      quoteTotalTzs,
    });
  }
  return row;
}

/** The vendor (and listing) an inquiry goes to: only what the public can see may be asked about. */
async function inquiryTarget(tx: Database, body: StartConversationBody) {
  if (body.listingId) {
    const listing = await findPublicListing(tx, body.listingId);
    if (!listing) throw new AppError('not_found', 'listing.not_found');
    return {
      listingId: listing.listing_id,
      vendorId: listing.vendor_id,
      vendorUserId: listing.vendor_user_id,
    };
  }
  const vendor = body.vendorId ? await findActiveVendor(tx, body.vendorId) : undefined;
  if (!vendor) throw new AppError('not_found', 'conversation.vendor_not_found');
  return { listingId: null, vendorId: vendor.vendor_id, vendorUserId: vendor.vendor_user_id };
}

/**
 * "Ask for a quote": a new conversation with the listing's vendor (or the vendor asked from their profile), or the
 * customer's one about the same thing, its inquiry brought up to date. `created` says which.
 */
export async function startConversation(
  deps: ConversationDeps,
  customerId: string,
  body: StartConversationBody,
): Promise<{ created: boolean; conversation: ConversationDetail }> {
  const { db } = deps;
  const outcome = await db.transaction(async (tx) => {
    const target = await inquiryTarget(tx, body);
    if (target.vendorUserId === customerId) throw new AppError('business_rule', 'conversation.own_business');
    const inquiry = {
      eventDate: body.eventDate ?? null,
      guests: body.guests ?? null,
      location: body.location?.trim() || null,
      budgetTzs: body.budgetTzs ?? null,
    };
    const key = { customerId, vendorId: target.vendorId, listingId: target.listingId };
    let id = (await findOwnConversation(tx, customerId, target.vendorId, target.listingId))?.id;
    let created = false;
    if (id === undefined) {
      id = (await insertConversation(tx, { ...key, ...inquiry }))?.id;
      created = id !== undefined;
      // Another inquiry of theirs made it between the look and the insert: go on in that one.
      id ??= (await findOwnConversation(tx, customerId, target.vendorId, target.listingId))?.id;
      if (id === undefined) throw new Error('the conversation was neither found nor made');
    }
    if (!created) await updateInquiry(tx, id, inquiry);
    const { parties } = await partiesFor(tx, id, customerId, true);
    await write(tx, parties, 'customer', customerId, body.message, deps);
    return { id, created };
  });
  return { created: outcome.created, conversation: await conversationOf(deps, customerId, outcome.id, {}) };
}

/** A page of the caller's conversations: as a customer, or as their business's vendor. */
export async function conversationsOf(
  { db }: Pick<ConversationDeps, 'db'>,
  userId: string,
  side: ConversationSide,
  query: { limit: number; cursor?: string | undefined },
): Promise<ConversationsPage> {
  const rows = await selectConversations(
    db,
    side === 'customer' ? { customerId: userId } : { vendorUserId: userId },
    { limit: query.limit + 1, after: query.cursor ? decodeCursor(query.cursor) : undefined },
  );
  const page = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_last_message_at })),
    query.limit,
  );
  return { conversations: page.rows.map((row) => toSummary(row, side)), nextCursor: page.nextCursor };
}

export async function unreadConversations({ db }: ConversationDeps, userId: string) {
  return { count: await countUnreadConversations(db, userId) };
}

/** One conversation of the caller's with the newest page of its messages (or the page before `cursor`). */
export async function conversationOf(
  { db }: Pick<ConversationDeps, 'db'>,
  userId: string,
  id: string,
  query: { limit?: number | undefined; cursor?: string | undefined },
): Promise<ConversationDetail> {
  const { side } = await partiesFor(db, id, userId);
  const limit = query.limit ?? 50;
  const [row, rows] = await Promise.all([
    findConversation(db, id, side),
    selectMessages(db, id, userId, {
      limit: limit + 1,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
    }),
  ]);
  if (!row) throw notFound();
  const page = pageOf(
    rows.map((message) => ({ ...message, exactCreatedAt: message.exact_sent_at })),
    limit,
  );
  const quotes = await quotesOfMessages(
    db,
    page.rows.map((message) => message.id),
  );
  return {
    ...toSummary(row, side),
    messages: page.rows
      .reverse()
      .map((message) => toMessage(message, userId, quotes.get(message.id) ?? null)),
    olderCursor: page.nextCursor,
    contactsHidden: !row.booked,
  };
}

/** A message from the caller into their conversation; a suspended vendor's conversations take no more. */
export async function sendMessage(
  { db, publicUrl }: ConversationDeps,
  userId: string,
  id: string,
  text: string,
): Promise<Message> {
  const row = await db.transaction(async (tx) => {
    const { parties, side } = await partiesFor(tx, id, userId, true);
    if (parties.vendor_status !== 'active') throw new AppError('business_rule', 'conversation.closed');
    return write(tx, parties, side, userId, text, { publicUrl });
  });
  return toMessage(row, userId, null);
}

/** Everything in the conversation is read by the caller, and so is what they were told of its messages. */
export async function markConversationRead({ db }: ConversationDeps, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const { side } = await partiesFor(tx, id, userId);
    await markRead(tx, id, side);
    await readAbout(tx, userId, conversationPath(id));
  });
}

/** Reports a message of the other side's to the admins; reporting it again changes nothing. */
export async function reportMessage(
  { db }: ConversationDeps,
  userId: string,
  ids: { id: string; messageId: string },
  why: string,
) {
  await db.transaction(async (tx) => {
    const { side } = await partiesFor(tx, ids.id, userId);
    const message = await findMessage(tx, ids.id, ids.messageId);
    if (!message) throw new AppError('not_found', 'conversation.message_not_found');
    if (message.side === side) throw new AppError('business_rule', 'conversation.report_own');
    await insertReport(tx, {
      messageId: ids.messageId,
      conversationId: ids.id,
      reporterId: userId,
      side,
      why: why.trim(),
    });
  });
}
