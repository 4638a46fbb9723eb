import type { ConversationSide } from '@sherehe/core/api/conversations';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, newerThan, olderThan, type PagePosition } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';

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
  unread: number;
};

// What the side reading has not read: the other side's messages (hidden ones are no news) since its read mark.
const unreadFor = (side: ConversationSide) => {
  const other = side === 'customer' ? 'vendor' : 'customer';
  const readAt = side === 'customer' ? sql`c.customer_read_at` : sql`c.vendor_read_at`;
  return sql`(select count(*)::int from conversation_messages m where m.conversation_id = c.id
    and m.side = ${other} and m.hidden_at is null and (${readAt} is null or m.sent_at > ${readAt}))`;
};

// Booked: its order is paid, confirmed or delivered. Numbers and addresses show from then on.
const conversationColumns = (side: ConversationSide) => sql`c.id, c.customer_id, c.vendor_id,
  v.user_id as vendor_user_id, v.status as vendor_status, v.business_name, u.name as customer_name, c.listing_id,
  l.title as listing_title, c.order_id, coalesce(o.status in ('paid', 'confirmed', 'delivered'), false) as booked,
  c.event_date::text as event_date, c.guests, c.location, c.budget_tzs, c.started_at,
  ${exactCreatedAt(sql`c.last_message_at`)} as exact_last_message_at,
  last.body as last_body, last.side as last_side, last.hidden_at is not null as last_hidden, last.sent_at as last_sent_at,
  exists (select 1 from quotes q where q.message_id = last.id) as last_quote,
  ${unreadFor(side)} as unread`;

const conversationSource = sql`conversations c join vendors v on v.id = c.vendor_id
  join users u on u.id = c.customer_id left join listings l on l.id = c.listing_id
  left join orders o on o.id = c.order_id
  cross join lateral (select m.id, m.body, m.side, m.hidden_at, m.sent_at from conversation_messages m
    where m.conversation_id = c.id order by m.sent_at desc, m.id desc limit 1) last`;

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
    'customerId' in who ? sql`c.customer_id = ${who.customerId}` : sql`v.user_id = ${who.vendorUserId}`;
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
    sql`select count(*)::int as count from conversations c join vendors v on v.id = c.vendor_id
        where (c.customer_id = ${userId} and c.last_vendor_message_at is not null
               and (c.customer_read_at is null or c.last_vendor_message_at > c.customer_read_at))
           or (v.user_id = ${userId} and c.last_customer_message_at is not null
               and (c.vendor_read_at is null or c.last_customer_message_at > c.vendor_read_at))`,
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
};

/** The newest messages of a conversation before `after` (newest first), each saying whether `readerId` reported it. */
export async function selectMessages(
  db: Database,
  conversationId: string,
  readerId: string,
  { limit, after }: { limit: number; after?: PagePosition | undefined },
) {
  return selectRows<MessageRow>(
    db,
    sql`select m.id, m.side, m.body, m.masked, m.hidden_at, m.sent_at, m.sender_id,
          ${exactCreatedAt(sql`m.sent_at`)} as exact_sent_at,
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

/** A message, and the conversation's latest times, its writer's read mark and the vendor's first answer. */
export async function insertMessage(
  db: Database,
  message: {
    conversationId: string;
    side: ConversationSide;
    senderId: string;
    body: string;
    masked: boolean;
  },
) {
  const [row] = await selectRows<MessageRow>(
    db,
    sql`insert into conversation_messages (conversation_id, side, sender_id, body, masked)
        values (${message.conversationId}, ${message.side}, ${message.senderId}, ${message.body}, ${message.masked})
        returning id, side, body, masked, hidden_at, sent_at, sender_id,
          ${exactCreatedAt(sql`sent_at`)} as exact_sent_at, false as reported_by_me`,
  );
  if (!row) throw new Error('message insert returned nothing');
  const sentAt = sql`${row.exact_sent_at}::timestamptz`;
  await db.execute(
    message.side === 'customer'
      ? sql`update conversations set last_message_at = ${sentAt}, last_customer_message_at = ${sentAt},
            customer_read_at = ${sentAt} where id = ${message.conversationId}`
      : sql`update conversations set last_message_at = ${sentAt}, last_vendor_message_at = ${sentAt},
            vendor_read_at = ${sentAt}, first_response_at = coalesce(first_response_at, ${sentAt})
            where id = ${message.conversationId}`,
  );
  return row;
}

/** The side's read mark moves to now: everything the other side wrote so far is read. */
export async function markRead(db: Database, id: string, side: ConversationSide) {
  await db.execute(
    side === 'customer'
      ? sql`update conversations set customer_read_at = now() where id = ${id}`
      : sql`update conversations set vendor_read_at = now() where id = ${id}`,
  );
}

/** True when the report is new; reporting the same message again changes nothing. */
export async function insertReport(
  db: Database,
  report: {
    messageId: string;
    conversationId: string;
    reporterId: string;
    side: ConversationSide;
    why: string;
  },
) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`insert into message_reports (message_id, conversation_id, reporter_id, reporter_side, why)
        values (${report.messageId}, ${report.conversationId}, ${report.reporterId}, ${report.side}, ${report.why})
        on conflict (message_id, reporter_id) do nothing returning id`,
  );
  return rows.length > 0;
}

export type ReportRow = {
  id: string;
  conversation_id: string;
  status: 'open' | 'dismissed' | 'hidden';
  why: string;
  reported_at: Date | string;
  exact_reported_at: string;
  reporter_side: ConversationSide;
  message_id: string;
  message_body: string;
  message_side: ConversationSide;
  message_sent_at: Date | string;
  vendor_id: string;
  business_name: string;
  customer_name: string;
};

const reportColumns = sql`r.id, r.conversation_id, r.status, r.why, r.reported_at, r.reporter_side,
  ${exactCreatedAt(sql`r.reported_at`)} as exact_reported_at, m.id as message_id, m.body as message_body,
  m.side as message_side, m.sent_at as message_sent_at, c.vendor_id, v.business_name, u.name as customer_name`;
const reportSource = sql`message_reports r join conversation_messages m on m.id = r.message_id
  join conversations c on c.id = r.conversation_id join vendors v on v.id = c.vendor_id
  join users u on u.id = c.customer_id`;

/** Reports in one status, the one waiting longest first. */
export async function selectReports(
  db: Database,
  status: ReportRow['status'],
  { limit, after }: { limit: number; after?: PagePosition | undefined },
) {
  return selectRows<ReportRow>(
    db,
    sql`select ${reportColumns} from ${reportSource}
        where r.status = ${status} and ${newerThan(sql`r.reported_at`, sql`r.id`, after)}
        order by r.reported_at, r.id limit ${limit}`,
  );
}

export async function findReport(db: Database, id: string, lock = false) {
  const [row] = await selectRows<ReportRow>(
    db,
    sql`select ${reportColumns} from ${reportSource} where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

/**
 * The report's outcome. Hiding the message settles every open report of it; dismissing settles this one only, so
 * another person's report of the same message still reaches an admin.
 */
export async function resolveReport(
  db: Database,
  report: { id: string; messageId: string },
  action: 'dismissed' | 'hidden',
  adminId: string,
) {
  if (action === 'hidden') {
    await db.execute(sql`update conversation_messages set hidden_at = coalesce(hidden_at, now())
      where id = ${report.messageId}`);
    await db.execute(sql`update message_reports set status = 'hidden', resolved_by = ${adminId}, resolved_at = now()
      where message_id = ${report.messageId} and (status = 'open' or id = ${report.id})`);
  } else {
    await db.execute(sql`update message_reports set status = 'dismissed', resolved_by = ${adminId},
      resolved_at = now() where id = ${report.id}`);
  }
}

/** Whether any message of the conversation was ever reported: only then may an admin read it. */
export async function wasReported(db: Database, conversationId: string): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from message_reports where conversation_id = ${conversationId}) as yes`,
  );
  return row?.yes === true;
}

/** Every message of a conversation, oldest first, for the admin reading a report (a few hundred at most). */
export async function selectAllMessages(db: Database, conversationId: string) {
  return selectRows<MessageRow & { reported: boolean }>(
    db,
    sql`select m.id, m.side, m.body, m.masked, m.hidden_at, m.sent_at, m.sender_id,
          ${exactCreatedAt(sql`m.sent_at`)} as exact_sent_at, false as reported_by_me,
          exists (select 1 from message_reports r where r.message_id = m.id) as reported
        from conversation_messages m where m.conversation_id = ${conversationId}
        order by m.sent_at, m.id limit 2000`,
  );
}
