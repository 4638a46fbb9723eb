// npm run bench (conversations and quotes, issue 40): on the embedded database and on the PostgreSQL server at
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it cannot be reached), the real
// server (scripts/start.mjs) with a vendor who has INBOX conversations, each a customer's inquiry with a few messages,
// written into its database before it starts. Figures are printed, not asserted:
// (a) messages: customers writing in their own conversations at once (each message stored, told to the vendor in
//     their inbox, its reminder to answer queued): messages a second, p50 and p99;
// (b) the vendor's inbox, its first page (20 conversations, the latest message first, each with its unread count),
//     read over and over, one at a time and ten at once: p99 (the issue's target: under 30 ms on PostgreSQL);
// (c) one conversation opened (its newest 50 messages), as the vendor.
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { measureApi, onBothDatabases, startApp } from './bench-support.mjs';

const INBOX = Number(process.env.BENCH_INBOX_CONVERSATIONS ?? 10_000);
const WRITERS = Number(process.env.BENCH_MESSAGE_WRITERS ?? 200);
const MESSAGES_EACH = 3;

const load = (file) => tsImport(file, import.meta.url);
const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
const { insertSession } = await load('../apps/server/src/platform/auth/session-queries.ts');
const { hashSessionToken, newSessionToken } = await load('../apps/server/src/platform/auth/session-token.ts');
const { buildListing, buildVendor } = await load('../apps/server/test/marketplace-factories.ts');
const { sql } = await import('drizzle-orm');

async function sessionFor(db, userId) {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    idleExpiresAt: new Date(Date.now() + 3_600_000),
    absoluteExpiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** A vendor with INBOX conversations spread over the last 90 days, MESSAGES_EACH messages each, the last unread. */
async function prepare(database) {
  await database.migrate();
  const { db } = database;
  const run = randomUUID().slice(0, 8);
  const [owner] = (
    await db.execute(sql`insert into users (name, email, role) values ('Baraka Mushi', ${`bench-vendor-${run}@example.co.tz`},
      'vendor') returning id`)
  ).rows;
  const vendor = await buildVendor(db, { userId: owner.id, businessName: 'Baraka Catering', phone: null });
  const listing = await buildListing(db, {
    vendorId: vendor.id,
    title: 'Chakula cha harusi',
    category: 'catering',
  });
  for (let start = 0; start < INBOX; start += 2000) {
    const count = Math.min(2000, INBOX - start);
    await db.execute(sql`
      with customers as (
        insert into users (name, email)
        select 'Mteja ' || n, ${`bench-${run}-`} || n || '@example.co.tz'
        from generate_series(${start}::int, ${start + count - 1}::int) n returning id),
      made as (
        insert into conversations (customer_id, vendor_id, listing_id, started_at, last_message_at,
          last_customer_message_at, last_vendor_message_at, vendor_read_at, first_response_at, guests)
        select id, ${vendor.id}, ${listing.id}, at, at + interval '2 hours', at + interval '2 hours',
          at + interval '1 hour', at + interval '1 hour', at + interval '1 hour', 150
        from (select id, now() - random() * interval '90 days' as at from customers) c
        returning id, customer_id, started_at)
      insert into conversation_messages (conversation_id, side, sender_id, body, sent_at)
      select made.id, m.side, case when m.side = 'customer' then made.customer_id else ${owner.id}::uuid end,
        m.body, made.started_at + m.after
      from made cross join (values
        ('customer', 'Habari, tunahitaji chakula kwa wageni 150 tarehe ya harusi.', interval '0'),
        ('vendor', 'Karibu! Ni TZS 25,000 kwa mgeni, pamoja na vinywaji.', interval '1 hour'),
        ('customer', 'Asante. Je, mnaweza kuleta keki pia?', interval '2 hours')) m(side, body, after)`);
  }
  const writers = (
    await db.execute(sql`select c.id, c.customer_id from conversations c where c.vendor_id = ${vendor.id}
      order by c.last_message_at desc limit ${WRITERS}`)
  ).rows;
  const people = [];
  for (const writer of writers) {
    people.push({ conversationId: writer.id, token: await sessionFor(db, writer.customer_id) });
  }
  await db.execute(sql`analyze`);
  return { vendorToken: await sessionFor(db, owner.id), people, conversationId: writers[0].id };
}

async function measure(label, env, prepareDatabase) {
  const { vendorToken, people, conversationId } = await prepareDatabase();
  const app = await startApp({ ...env, SEED_DEMO: 'false' });
  const api = `${app.base}/api/v1`;
  const asVendor = { authorization: `Bearer ${vendorToken}` };
  console.log(
    `\nConversations on ${label}: a vendor with ${INBOX} conversations (${INBOX * MESSAGES_EACH} messages):`,
  );
  try {
    // Each connection writes as one customer in their own conversation, round the WRITERS of them.
    let next = 0;
    await measureApi(`  a message written (${WRITERS} customers, each in their conversation)`, {
      url: `${api}/conversations/${people[0].conversationId}/messages`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const person = people[next++ % people.length];
            return {
              ...request,
              path: `/api/v1/conversations/${person.conversationId}/messages`,
              headers: { ...request.headers, authorization: `Bearer ${person.token}` },
              body: JSON.stringify({ body: 'Habari, bado mpo? Tunasubiri bei ya keki.' }),
            };
          },
        },
      ],
    });
    const inbox = { url: `${api}/vendor/conversations`, headers: asVendor };
    await measureApi(`  the vendor's inbox, first page (${INBOX} conversations), one at a time`, inbox, 1);
    await measureApi(`  the vendor's inbox, first page (${INBOX} conversations), 10 at once`, inbox);
    await measureApi('  a conversation opened by the vendor (newest 50 messages)', {
      url: `${api}/conversations/${conversationId}`,
      headers: asVendor,
    });
  } finally {
    await app.stop();
  }
}

await onBothDatabases('conversations', { openPglite, openPostgres }, prepare, measure);
