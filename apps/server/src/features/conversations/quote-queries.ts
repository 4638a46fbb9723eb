// The SQL of vendors' quotes in conversations (issue 40).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** The vendor's own published listings among `ids`: what a quote's lines may name. */
export async function selectOwnListings(db: Database, vendorId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return selectRows<{ id: string; title: string }>(
    db,
    sql`select id, title from listings where vendor_id = ${vendorId} and status = 'published'
        and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

/** The open quote of a conversation becomes replaced: a newer one is on its way. */
export async function replaceOpenQuote(db: Database, conversationId: string) {
  await db.execute(sql`update quotes set status = 'replaced', decided_at = now()
    where conversation_id = ${conversationId} and status = 'open'`);
}

export async function insertQuote(
  db: Database,
  quote: {
    conversationId: string;
    messageId: string;
    eventDate: string;
    depositPercent: number | null;
    validDays: number;
    totalTzs: number;
    lines: {
      listingId: string | null;
      title: string;
      quantity: number;
      unitPriceTzs: number;
      lineTotalTzs: number;
    }[];
  },
) {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into quotes (conversation_id, message_id, event_date, deposit_percent, valid_until, total_tzs)
        values (${quote.conversationId}, ${quote.messageId}, ${quote.eventDate}, ${quote.depositPercent},
          now() + make_interval(days => ${quote.validDays}), ${quote.totalTzs})
        returning id`,
  );
  if (!row) throw new Error('quote insert returned nothing');
  await db.execute(
    sql`insert into quote_lines (quote_id, position, listing_id, title, quantity, unit_price_tzs, line_total_tzs)
        values ${sql.join(
          quote.lines.map(
            (line, position) =>
              sql`(${row.id}, ${position}, ${line.listingId}, ${line.title}, ${line.quantity}, ${line.unitPriceTzs},
                ${line.lineTotalTzs})`,
          ),
          sql`, `,
        )}`,
  );
  return row.id;
}

export type QuoteRow = {
  id: string;
  message_id: string;
  status: 'open' | 'accepted' | 'declined' | 'replaced';
  /** Open and past its validity. */
  expired: boolean;
  /** Accepted, and its order went unpaid past its time (the date was let go). */
  lapsed: boolean;
  event_date: string;
  deposit_percent: number | null;
  valid_until: Date | string;
  total_tzs: number;
  checkout_id: string | null;
  order_id: string | null;
};

const quoteColumns = sql`q.id, q.message_id, q.status, q.status = 'open' and q.valid_until <= now() as expired,
  q.status = 'accepted' and exists (select 1 from orders o where o.id = q.order_id and o.status = 'expired') as lapsed,
  q.event_date::text as event_date, q.deposit_percent, q.valid_until, q.total_tzs, q.checkout_id, q.order_id`;

/**
 * One quote of a conversation, locked for its acceptance or refusal when `lock`. A quote whose message an admin hid
 * is nobody's to accept any more: not found.
 */
export async function findQuote(db: Database, conversationId: string, quoteId: string, lock = false) {
  const [row] = await selectRows<QuoteRow>(
    db,
    sql`select ${quoteColumns} from quotes q join conversation_messages m on m.id = q.message_id
        where q.id = ${quoteId} and q.conversation_id = ${conversationId} and m.hidden_at is null
        ${lock ? sql`for update of q` : sql``}`,
  );
  return row;
}

/** The quotes some messages carry. */
export async function selectQuotesOfMessages(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return selectRows<QuoteRow>(
    db,
    sql`select ${quoteColumns} from quotes q where q.message_id in (${sql.join(
      messageIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

export type QuoteLineRow = {
  quote_id: string;
  listing_id: string | null;
  title: string;
  quantity: number;
  unit_price_tzs: number;
  line_total_tzs: number;
  /** The listing's kind and whether it can still be bought; a line in the vendor's own words has neither. */
  kind: 'service' | 'product' | null;
  buyable: boolean | null;
};

/** The lines of some quotes in their order, each with its listing's state now. */
export async function selectQuoteLines(db: Database, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return selectRows<QuoteLineRow>(
    db,
    sql`select ql.quote_id, ql.listing_id, ql.title, ql.quantity, ql.unit_price_tzs, ql.line_total_tzs, l.kind,
          case when l.id is null then null else l.status = 'published' and v.status = 'active' end as buyable
        from quote_lines ql left join listings l on l.id = ql.listing_id left join vendors v on v.id = l.vendor_id
        where ql.quote_id in (${sql.join(
          quoteIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by ql.quote_id, ql.position`,
  );
}

/** Accepted: the checkout and order it became, which the conversation now belongs to unless it is booked already. */
export async function markQuoteAccepted(
  db: Database,
  quote: { id: string; conversationId: string; checkoutId: string; orderId: string },
) {
  await db.execute(sql`update quotes set status = 'accepted', decided_at = now(), checkout_id = ${quote.checkoutId},
    order_id = ${quote.orderId} where id = ${quote.id}`);
  // A booked order keeps the conversation: a later quote's order, unpaid yet, must not hide numbers again.
  await db.execute(sql`update conversations c set order_id = ${quote.orderId} where c.id = ${quote.conversationId}
    and not exists (select 1 from orders o where o.id = c.order_id and o.status in ('paid', 'confirmed', 'delivered'))`);
}

export async function markQuoteDeclined(db: Database, quoteId: string) {
  await db.execute(sql`update quotes set status = 'declined', decided_at = now() where id = ${quoteId}`);
}
