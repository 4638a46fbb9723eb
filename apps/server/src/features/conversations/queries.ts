import type { ConversationSide } from '@sherehe/core/api/conversations';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan, type PagePosition } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';

/** How long after a side's unread message its photos count as part of it. */
const PHOTO_FOLLOWS_MINUTES = 5;

export type ConversationRow = {
  id: string;
  customer_id: string;
  vendor_id: string;
  vendor_user_id: string;
  vendor_status: 'active' | 'suspended';
  business_name: string;
  customer_name: string;
  listing_id: string | null;
  listing_title: string | null;
  order_id: string | null;
  booked: boolean;
  event_date: string | null;
  guests: number | null;
  location: string | null;
  budget_tzs: number | null;
  started_at: Date | string;
  exact_last_message_at: string;
  last_body: string;
  last_side: ConversationSide;
  last_hidden: boolean;
  last_sent_at: Date | string;
  last_quote: boolean;
  last_photo: boolean;
  unread: number;
};

// What the side reading has not read: the other side's messages (hidden ones are no news) since its read mark.
const unreadFor = (side: ConversationSide) => {
  const other = side === 'customer' ? 'vendor' : 'customer';
  const readAt = side === 'customer' ? sql`c.customer_read_at` : sql`c.vendor_read_at`;
  return sql`(select count(*)::int from conversation_messages m where m.conversation_id = c.id
    and m.side = ${other} and m.hidden_at is null and not m.auto_reply and (${readAt} is null or m.sent_at > ${readAt}))`;
};

// Booked: its order is paid, confirmed or delivered. Numbers and addresses show from then on.
const conversationColumns = (side: ConversationSide) => sql`c.id, c.customer_id, c.vendor_id,
  v.user_id as vendor_user_id, v.status as vendor_status, v.business_name, u.name as customer_name, c.listing_id,
  l.title as listing_title, c.order_id, coalesce(o.status in ('paid', 'confirmed', 'delivered'), false) as booked,
  c.event_date::text as event_date, c.guests, c.location, c.budget_tzs, c.started_at,
  ${exactCreatedAt(sql`c.last_message_at`)} as exact_last_message_at,
  last.body as last_body, last.side as last_side, last.hidden_at is not null as last_hidden, last.sent_at as last_sent_at,
  exists (select 1 from quotes q where q.message_id = last.id) as last_quote, last.photo_key is not null as last_photo,
  ${unreadFor(side)} as unread`;

const conversationSource = sql`conversations c join vendors v on v.id = c.vendor_id
  join users u on u.id = c.customer_id left join listings l on l.id = c.listing_id
  left join orders o on o.id = c.order_id
  cross join lateral (select m.id, m.body, m.side, m.hidden_at, m.sent_at, m.photo_key from conversation_messages m
    where m.conversation_id = c.id and not m.auto_reply order by m.sent_at desc, m.id desc limit 1) last`;

/** One conversation as `side` reads it. */
export async function findConversation(db: Database, id: string, side: ConversationSide) {
  const [row] = await selectRows<ConversationRow>(
    db,
    sql`select ${conversationColumns(side)} from ${conversationSource} where c.id = ${id}`,
  );
  return row;
}

/** Who the two sides of a conversation are, locked for a change to it when `lock`. */
export async function conversationParties(db: Database, id: string, lock = false) {
  const [row] = await selectRows<{
    id: string;
    customer_id: string;
    vendor_id: string;
    vendor_user_id: string;
    vendor_status: 'active' | 'suspended';
    business_name: string;
    customer_name: string;
    listing_title: string | null;
    location: string | null;
    booked: boolean;
    has_vendor_message: boolean;
  }>(
    db,
    sql`select c.id, c.customer_id, c.vendor_id, v.user_id as vendor_user_id, v.status as vendor_status,
          v.business_name, u.name as customer_name, l.title as listing_title, c.location,
          coalesce(o.status in ('paid', 'confirmed', 'delivered'), false) as booked,
          c.first_response_at is not null as has_vendor_message
        from conversations c join vendors v on v.id = c.vendor_id join users u on u.id = c.customer_id
        left join listings l on l.id = c.listing_id left join orders o on o.id = c.order_id
        where c.id = ${id} ${lock ? sql`for update of c` : sql``}`,
  );
  return row;
}

/** A page of conversations, the latest message first: a customer's own (`customerId`) or a vendor's (`vendorUserId`). */
export async function selectConversations(
  db: Database,
  who: { customerId: string } | { vendorUserId: string },
  { limit, after }: { limit: number; after?: PagePosition | undefined },
) {
  const side: ConversationSide = 'customerId' in who ? 'customer' : 'vendor';
  const mine =
    'customerId' in who
      ? sql`c.customer_id = ${who.customerId}`
      : // The vendor's id first (one row, an InitPlan): the inbox index is then read newest first and stops at the
        // page, where a condition on the joined vendor would build and sort every conversation they ever had.
        sql`c.vendor_id = (select id from vendors where user_id = ${who.vendorUserId})`;
  return selectRows<ConversationRow>(
    db,
    sql`select ${conversationColumns(side)} from ${conversationSource}
        where ${mine} and ${olderThan(sql`c.last_message_at`, sql`c.id`, after)}
        order by c.last_message_at desc, c.id desc limit ${limit}`,
  );
}

/** Conversations with something new for the account: as their customer and as their business's vendor. */
export async function countUnreadConversations(db: Database, userId: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    // Two counts, each read through its own index: one condition with OR across the two sides reads every row.
    sql`select ((select count(*) from conversations c where c.customer_id = ${userId}
            and c.last_vendor_message_at is not null
            and (c.customer_read_at is null or c.last_vendor_message_at > c.customer_read_at))
          + (select count(*) from conversations c
            where c.vendor_id = (select id from vendors where user_id = ${userId})
              and c.last_customer_message_at is not null
              and (c.vendor_read_at is null or c.last_customer_message_at > c.vendor_read_at)))::int as count`,
  );
  return row?.count ?? 0;
}

export type MessageRow = {
  id: string;
  side: ConversationSide;
  body: string;
  masked: boolean;
  hidden_at: Date | string | null;
  sent_at: Date | string;
  exact_sent_at: string;
  sender_id: string | null;
  reported_by_me: boolean;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  auto_reply: boolean;
};

// A message as each reader's view is made from it (service.ts toMessage), `m` being conversation_messages.
export const messageColumns = sql`m.id, m.side, m.body, m.masked, m.hidden_at, m.sent_at, m.sender_id, m.photo_key,
  m.photo_width, m.photo_height, m.auto_reply, ${exactCreatedAt(sql`m.sent_at`)} as exact_sent_at`;

/** The newest messages of a conversation before `after` (newest first), each saying whether `readerId` reported it. */
export async function selectMessages(
  db: Database,
  conversationId: string,
  readerId: string,
  { limit, after }: { limit: number; after?: PagePosition | undefined },
) {
  return selectRows<MessageRow>(
    db,
    sql`select ${messageColumns},
          exists (select 1 from message_reports r where r.message_id = m.id and r.reporter_id = ${readerId})
            as reported_by_me
        from conversation_messages m
        where m.conversation_id = ${conversationId} and ${olderThan(sql`m.sent_at`, sql`m.id`, after)}
        order by m.sent_at desc, m.id desc limit ${limit}`,
  );
}

export async function findMessage(db: Database, conversationId: string, messageId: string) {
  const [row] = await selectRows<{ id: string; side: ConversationSide; hidden_at: Date | string | null }>(
    db,
    sql`select id, side, hidden_at from conversation_messages
        where id = ${messageId} and conversation_id = ${conversationId}`,
  );
  return row;
}

/** Who an inquiry about a listing goes to: a published listing of an active vendor only. */
export async function findPublicListing(db: Database, listingId: string) {
  const [row] = await selectRows<{ listing_id: string; vendor_id: string; vendor_user_id: string }>(
    db,
    sql`select l.id as listing_id, v.id as vendor_id, v.user_id as vendor_user_id
        from listings l join vendors v on v.id = l.vendor_id
        where l.id = ${listingId} and l.status = 'published' and v.status = 'active'`,
  );
  return row;
}

/** Who an inquiry from a vendor's profile goes to: an active vendor only. */
export async function findActiveVendor(db: Database, vendorId: string) {
  const [row] = await selectRows<{ vendor_id: string; vendor_user_id: string }>(
    db,
    sql`select id as vendor_id, user_id as vendor_user_id from vendors where id = ${vendorId} and status = 'active'`,
  );
  return row;
}

/** The customer's conversation about a listing, or about a vendor in general (listingId null), if they have one. */
export async function findOwnConversation(
  db: Database,
  customerId: string,
  vendorId: string,
  listingId: string | null,
) {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from conversations where customer_id = ${customerId} and vendor_id = ${vendorId}
        and ${listingId === null ? sql`listing_id is null` : sql`listing_id = ${listingId}`}`,
  );
  return row;
}

export type InquiryValues = {
  eventDate: string | null;
  guests: number | null;
  location: string | null;
  budgetTzs: number | null;
};

/**
 * A new conversation, or nothing when one for the same customer, vendor and listing was made meanwhile (the unique
 * index settles two inquiries sent at once): the caller then goes on in that one.
 */
export async function insertConversation(
  db: Database,
  values: { customerId: string; vendorId: string; listingId: string | null } & InquiryValues,
) {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into conversations (customer_id, vendor_id, listing_id, event_date, guests, location, budget_tzs)
        values (${values.customerId}, ${values.vendorId}, ${values.listingId}, ${values.eventDate}, ${values.guests},
          ${values.location}, ${values.budgetTzs})
        on conflict do nothing returning id`,
  );
  return row;
}

/** What the customer said of their event when asking again: what they gave replaces what was there. */
export async function updateInquiry(db: Database, id: string, values: InquiryValues) {
  await db.execute(
    sql`update conversations set event_date = coalesce(${values.eventDate}::date, event_date),
          guests = coalesce(${values.guests}::int, guests), location = coalesce(${values.location}, location),
          budget_tzs = coalesce(${values.budgetTzs}::int, budget_tzs)
        where id = ${id}`,
  );
}

/** A photo a message carries (private-{uuid}, its largest variant's size). */
export type MessagePhoto = { storageKey: string; width: number; height: number };

/**
 * A message, and the conversation's latest times, its writer's read mark and the vendor's first answer. A quiet-hours
 * reply (`autoReply`) moves only the latest time: the vendor has neither read nor answered anything.
 */
export async function insertMessage(
  db: Database,
  message: {
    conversationId: string;
    side: ConversationSide;
    senderId: string;
    body: string;
    masked: boolean;
    photo?: MessagePhoto | undefined;
    autoReply?: boolean | undefined;
    /** Written a moment after this instant (a reply in the same transaction as what it answers). */
    after?: string | undefined;
  },
) {
  const photo = message.photo;
  const sentAt =
    message.after === undefined ? sql`now()` : sql`${message.after}::timestamptz + interval '1 millisecond'`;
  const [row] = await selectRows<MessageRow>(
    db,
    sql`with m as (
          insert into conversation_messages
            (conversation_id, side, sender_id, body, masked, photo_key, photo_width, photo_height, auto_reply, sent_at)
          values (${message.conversationId}, ${message.side}, ${message.senderId}, ${message.body},
            ${message.masked}, ${photo?.storageKey ?? null}, ${photo?.width ?? null}, ${photo?.height ?? null},
            ${message.autoReply ?? false}, ${sentAt})
          returning *)
        select ${messageColumns}, false as reported_by_me from m`,
  );
  if (!row) throw new Error('message insert returned nothing');
  const at = sql`${row.exact_sent_at}::timestamptz`;
  // What the writer's message moves besides the latest time: their side's latest message, their read mark, and a
  // vendor's first answer; a quiet-hours reply moves none of them.
  let moved = sql``;
  if (message.autoReply !== true) {
    moved =
      message.side === 'customer'
        ? sql`, last_customer_message_at = ${at}, customer_read_at = ${at}`
        : sql`, last_vendor_message_at = ${at}, vendor_read_at = ${at},
            first_response_at = coalesce(first_response_at, ${at})`;
  }
  await db.execute(
    sql`update conversations set last_message_at = ${at}${moved} where id = ${message.conversationId}`,
  );
  return row;
}

/** How many photos one side sent in a conversation. */
export async function countPhotosOfSide(db: Database, conversationId: string, side: ConversationSide) {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from conversation_messages
        where conversation_id = ${conversationId} and side = ${side} and photo_key is not null`,
  );
  return row?.count ?? 0;
}

/**
 * Whether the side wrote in the last few minutes something the other side has not read yet: a photo sent right after
 * it belongs to the same notice (an inquiry with four photos is one notice, not five).
 */
export async function followsUnreadMessage(db: Database, conversationId: string, side: ConversationSide) {
  const readAt = side === 'customer' ? sql`c.vendor_read_at` : sql`c.customer_read_at`;
  const [row] = await selectRows<{ follows: boolean }>(
    db,
    sql`select exists (select 1 from conversations c join conversation_messages m on m.conversation_id = c.id
          where c.id = ${conversationId} and m.side = ${side} and not m.auto_reply and m.hidden_at is null
            and m.sent_at > now() - make_interval(mins => ${PHOTO_FOLLOWS_MINUTES})
            and (${readAt} is null or m.sent_at > ${readAt})) as follows`,
  );
  return row?.follows ?? false;
}

/** A message's photo key, and whether an admin hid it. */
export async function findMessagePhoto(db: Database, conversationId: string, messageId: string) {
  const [row] = await selectRows<{ photo_key: string; hidden: boolean }>(
    db,
    sql`select photo_key, hidden_at is not null as hidden from conversation_messages
        where id = ${messageId} and conversation_id = ${conversationId} and photo_key is not null`,
  );
  return row;
}

/** Every photo conversations point at (for the nightly sweep of unused images). */
export async function conversationImagesInUse(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ photo_key: string }>(
    db,
    sql`select photo_key from conversation_messages where photo_key is not null`,
  );
  return new Set(rows.map((row) => row.photo_key));
}

/** The side's read mark moves to now: everything the other side wrote so far is read. */
export async function markRead(db: Database, id: string, side: ConversationSide) {
  await db.execute(
    side === 'customer'
      ? sql`update conversations set customer_read_at = now() where id = ${id}`
      : sql`update conversations set vendor_read_at = now() where id = ${id}`,
  );
}
