// The demo customer's conversation with the demo vendor (issue 40): Amina asked about one of the vendor's services for
// her wedding, the vendor answered within the hour with a quote (their listing and transport in their own words, a
// 30 % deposit, a week to accept), so both sides see a conversation and the customer can accept and pay on the demo
// phone. A few other customers asked earlier in the quarter and were answered within the hour too, so the vendor's
// card says how fast they answer and their listings rank by it.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { refreshResponseBands } from '../features/conversations/response-bands.ts';
import { demoAccounts } from './demo-accounts.ts';
import { DAY_MS } from './demo-clock.ts';

const HOUR_MS = 3_600_000;
const TRANSPORT_TZS = 150_000;
const GUESTS = 250;

export async function seedDemoConversations(db: Database, now = new Date()): Promise<void> {
  const customerPhone = demoAccounts.find((account) => account.role === 'user')?.phone ?? '';
  const vendorEmail = demoAccounts.find((account) => account.role === 'vendor')?.email ?? '';
  const [pair] = await selectRows<{
    customer_id: string;
    vendor_id: string;
    vendor_user_id: string;
    listing_id: string;
    title: string;
    price_tzs: number;
  }>(
    db,
    sql`select c.id as customer_id, v.id as vendor_id, v.user_id as vendor_user_id, l.id as listing_id, l.title,
          l.price_tzs
        from users c, users vu join vendors v on v.user_id = vu.id
          join listings l on l.vendor_id = v.id and l.status = 'published' and l.kind = 'service'
        where c.phone = ${customerPhone} and vu.email = ${vendorEmail}
        order by l.created_at, l.id limit 1`,
  );
  // Someone removed the demo accounts or the vendor's services: nothing to talk about.
  if (!pair) return;
  const asked = new Date(now.getTime() - 2 * DAY_MS);
  const answered = new Date(asked.getTime() + 0.75 * HOUR_MS);
  const eventDate = new Date(now.getTime() + 45 * DAY_MS).toISOString().slice(0, 10);
  const [conversation] = await selectRows<{ id: string }>(
    db,
    sql`insert into conversations (customer_id, vendor_id, listing_id, event_date, guests, location, budget_tzs,
          started_at, last_message_at, last_customer_message_at, last_vendor_message_at, customer_read_at,
          vendor_read_at, first_response_at)
        values (${pair.customer_id}, ${pair.vendor_id}, ${pair.listing_id}, ${eventDate}, ${GUESTS},
          'Mlimani City, Dar es Salaam', 2000000, ${asked}, ${answered}, ${asked}, ${answered}, ${asked},
          ${answered}, ${answered})
        on conflict do nothing returning id`,
  );
  if (!conversation) return;
  await db.execute(sql`insert into conversation_messages (conversation_id, side, sender_id, body, sent_at)
    values (${conversation.id}, 'customer', ${pair.customer_id},
      ${`Habari! Harusi yetu ni ${eventDate}, wageni ${GUESTS}, Mlimani City. Bei yenu ni ipi, pamoja na usafiri?`},
      ${asked})`);
  const [message] = await selectRows<{ id: string }>(
    db,
    sql`insert into conversation_messages (conversation_id, side, sender_id, body, sent_at)
        values (${conversation.id}, 'vendor', ${pair.vendor_user_id},
          'Karibu Amina! Hii ni bei yetu, pamoja na usafiri na kufunga siku moja kabla. Malipo ya awali ni 30%.',
          ${answered})
        returning id`,
  );
  if (!message) return;
  const price = Number(pair.price_tzs);
  const [quote] = await selectRows<{ id: string }>(
    db,
    sql`insert into quotes (conversation_id, message_id, event_date, deposit_percent, valid_until, total_tzs,
          created_at)
        values (${conversation.id}, ${message.id}, ${eventDate}, 30, ${new Date(answered.getTime() + 7 * DAY_MS)},
          ${price + TRANSPORT_TZS}, ${answered})
        returning id`,
  );
  if (!quote) return;
  await db.execute(sql`insert into quote_lines (quote_id, position, listing_id, title, quantity, unit_price_tzs,
      line_total_tzs)
    values (${quote.id}, 0, ${pair.listing_id}, ${pair.title}, 1, ${price}, ${price}),
      (${quote.id}, 1, null, 'Usafiri na kufunga siku moja kabla', 1, ${TRANSPORT_TZS}, ${TRANSPORT_TZS})`);
  await seedEarlierInquiries(db, pair, now);
  // The vendor's listings rank by their quick answers from the first page, not after the hourly refresh.
  await refreshResponseBands(db, now);
}

/** Four other customers' questions over the last two months, each answered within the hour. */
async function seedEarlierInquiries(
  db: Database,
  pair: { customer_id: string; vendor_id: string; vendor_user_id: string; listing_id: string },
  now: Date,
) {
  const others = await selectRows<{ id: string }>(
    db,
    sql`select id from users where role = 'user' and id <> ${pair.customer_id} and id <> ${pair.vendor_user_id}
        order by created_at, id limit 4`,
  );
  for (const [index, other] of others.entries()) {
    const asked = new Date(now.getTime() - (12 + index * 13) * DAY_MS);
    const answered = new Date(asked.getTime() + (20 + index * 9) * 60_000);
    const [conversation] = await selectRows<{ id: string }>(
      db,
      sql`insert into conversations (customer_id, vendor_id, listing_id, started_at, last_message_at,
            last_customer_message_at, last_vendor_message_at, customer_read_at, vendor_read_at, first_response_at)
          values (${other.id}, ${pair.vendor_id}, ${pair.listing_id}, ${asked}, ${answered}, ${asked}, ${answered},
            ${answered}, ${answered}, ${answered})
          on conflict do nothing returning id`,
    );
    if (!conversation) continue;
    await db.execute(sql`insert into conversation_messages (conversation_id, side, sender_id, body, sent_at)
      values (${conversation.id}, 'customer', ${other.id}, 'Habari, mna nafasi mwezi ujao?', ${asked}),
        (${conversation.id}, 'vendor', ${pair.vendor_user_id}, 'Ndiyo, tuna nafasi. Tarehe gani?', ${answered})`);
  }
}
