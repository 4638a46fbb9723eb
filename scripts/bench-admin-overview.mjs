// npm run bench (seventh part): the admin dashboard's overview (GET /api/v1/admin/overview) with 100,000 orders
// (BENCH_ORDERS) on the PostgreSQL server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres;
// skipped when it cannot be reached), and on the embedded database. Figures are printed, not asserted. Target: p99
// under 100 ms, computed afresh or kept.
//
// A year of trade is written with SQL generate_series into a fresh database: 20,000 customers and 2,000 shops opened
// over the year, BENCH_ORDERS orders placed evenly over it (one checkout and one payment attempt each, most paid, some
// refunded, failed or expired, a few unknown), 300 events with 60,000 pledges and their payments, vendor requests and
// Medi-Finder places with a few of each waiting. Then, through the real server: (a) `?fresh=true` (every figure
// computed again) one request at a time and 4 at once; (b) the answer kept for 30 s, 10 at once. On PostgreSQL the
// plan of the overview's one statement is printed too (EXPLAIN ANALYZE of the very SQL the service sends): how
// each figure is read and how long it took, so a slow one shows which index it missed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { measureApi, startApp, withThrowawayPostgres } from './bench-support.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = 20_000;
const SHOPS = 2_000;
const EVENTS = 300;
const PLEDGES = 60_000;

const load = (file) => tsImport(file, import.meta.url);
const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
const { users } = await load('../apps/server/src/db/schema/accounts.ts');
const schema = await load('../apps/server/src/db/schema/all.ts');
const { insertSession } = await load('../apps/server/src/platform/auth/session-queries.ts');
const { hashSessionToken, newSessionToken } = await load('../apps/server/src/platform/auth/session-token.ts');
const { computeOverview } = await load('../apps/server/src/features/admin-overview/service.ts');
const { drizzle } = await import('drizzle-orm/node-postgres');

/** A random moment in the last `days` days. */
const within = (days) => `now() - make_interval(secs => random() * ${days} * 86400)`;

const yearOfTrade = `
insert into users (name, email, created_at)
  select 'Mteja ' || g, 'mteja' || g || '@bench.sherehe.co.tz', ${within(365)}
  from generate_series(1, ${CUSTOMERS}) g;
insert into users (name, email, role, created_at)
  select 'Duka ' || g, 'duka' || g || '@bench.sherehe.co.tz', 'vendor', ${within(400)}
  from generate_series(1, ${SHOPS}) g;
insert into vendors (user_id, business_name, city, created_at)
  select id, name, 'Dar es Salaam', created_at + interval '1 hour' from users where role = 'vendor';
create temp table bench_customers as select id, row_number() over (order by id) as n from users where role = 'user';
create temp table bench_shops as select id, row_number() over (order by id) as n from vendors;
create temp table bench_orders as
  select g,
         gen_random_uuid() as checkout_id,
         gen_random_uuid() as order_id,
         gen_random_uuid() as attempt_id,
         c.id as customer_id,
         s.id as vendor_id,
         -- evenly over the year, to the second
         now() - make_interval(secs => (g::float8 / ${ORDERS}) * 365 * 86400) as placed_at,
         50000 + (g % 200) * 5000 as total,
         case when g % 100 < 70 then 'delivered' when g % 100 < 80 then 'confirmed' when g % 100 < 85 then 'paid'
              when g % 100 < 89 then 'declined' when g % 100 < 92 then 'cancelled' when g % 100 < 99 then 'expired'
              else 'awaiting_payment' end as status
  from generate_series(1, ${ORDERS}) g
  join bench_customers c on c.n = 1 + g % ${CUSTOMERS}
  join bench_shops s on s.n = 1 + g % ${SHOPS};
insert into checkouts (id, user_id, idempotency_key, phone, language, due_now_tzs, hold_expires_at, created_at)
  select checkout_id, customer_id, 'bench-' || g, '+255754000000', 'sw', total, placed_at + interval '15 minutes',
         placed_at
  from bench_orders;
insert into orders (id, checkout_id, customer_id, vendor_id, status, event_date, total_tzs, due_now_tzs, language,
                    placed_at, updated_at)
  select order_id, checkout_id, customer_id, vendor_id, status, (placed_at + interval '30 days')::date, total, total,
         'sw', placed_at, placed_at
  from bench_orders;
insert into payment_attempts (id, purpose_kind, purpose_id, payer_user_id, amount_tzs, phone, description, provider,
                              status, expires_at, settled_at, created_at, updated_at)
  select attempt_id, 'order', order_id, customer_id, total, '+255754000000', 'Oda', 'simulator',
         case when status in ('expired') then (case when g % 2 = 0 then 'failed' else 'expired' end)
              when status = 'awaiting_payment' then (case when g % 500 = 99 then 'unknown' else 'pending' end)
              else 'succeeded' end,
         placed_at + interval '15 minutes', placed_at + interval '2 minutes', placed_at, placed_at
  from bench_orders;
insert into order_payments (order_id, kind, attempt_id, amount_tzs, created_at)
  select order_id, 'payment', attempt_id, total, placed_at + interval '2 minutes'
  from bench_orders where status not in ('expired', 'awaiting_payment');
insert into order_payments (order_id, kind, attempt_id, amount_tzs, created_at)
  select order_id, 'refund', gen_random_uuid(), total, placed_at + interval '1 day'
  from bench_orders where status in ('declined', 'cancelled');
insert into events (code, host_user_id, name, kind, starts_at, venue, target_tzs, pledge_deadline, language, created_at)
  select 'B' || lpad(g::text, 5, '0'), c.id, 'Harusi ' || g, 'wedding',
         ${within(365)} + interval '60 days', 'Ukumbi', 20000000, (now() + interval '30 days')::date, 'sw',
         ${within(365)}
  from generate_series(1, ${EVENTS}) g join bench_customers c on c.n = g;
create temp table bench_events as select id, row_number() over (order by id) as n from events;
insert into pledges (event_id, name, phone, amount_tzs, language, link_token, source, cancelled_at, created_at)
  select e.id, 'Mchangiaji ' || g,
         '+2556' || lpad(g::text, 8, '0'), 10000 + (g % 50) * 1000, 'sw', md5('bench' || g), 'committee',
         case when g % 40 = 0 then now() end, ${within(365)}
  from generate_series(1, ${PLEDGES}) g join bench_events e on e.n = 1 + g % ${EVENTS};
insert into pledge_payments (pledge_id, event_id, amount_tzs, method, status, receipt, paid_at, created_at)
  select id, event_id, amount_tzs, 'cash', case when random() < 0.05 then 'reversed' else 'received' end,
         'R-' || id, created_at + interval '3 days', created_at + interval '3 days'
  from pledges where random() < 0.75;
insert into vendor_requests (request_contact, contact, contact_kind, status, created_at)
  select 'ombi' || g || '@bench.sherehe.co.tz', 'ombi' || g || '@bench.sherehe.co.tz', 'email',
         case when g % 15 = 0 then 'pending' when g % 2 = 0 then 'approved' else 'rejected' end, ${within(365)}
  from generate_series(1, 3000) g;
insert into medical_places (kind, owner_id, name, phone, address, city, latitude, longitude, opening_hours, status,
                            created_at)
  select 'pharmacy', c.id, 'Duka la Dawa ' || g,
         '+255754000000', 'Mtaa ' || g, 'Dar es Salaam', -6.8, 39.27, '[]'::jsonb,
         case when g % 50 = 0 then 'pending' else 'listed' end, ${within(365)}
  from generate_series(1, 5000) g join bench_customers c on c.n = 1 + g % ${CUSTOMERS};
`;

async function prepare(database) {
  await database.migrate();
  const started = performance.now();
  await database.executeSql(yearOfTrade);
  // Statistics and the visibility map, as autovacuum would have left them on a server that has been running.
  await database.executeSql('vacuum analyze');
  console.log(
    `  a year of trade with ${ORDERS.toLocaleString('en')} orders written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const [admin] = await database.db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'admin@bench.sherehe.co.tz', role: 'admin' })
    .returning();
  const token = newSessionToken();
  await insertSession(database.db, {
    tokenHash: hashSessionToken(token),
    userId: admin.id,
    idleExpiresAt: new Date(Date.now() + 3_600_000),
    absoluteExpiresAt: new Date(Date.now() + 3_600_000),
    secondFactorAt: new Date(),
  });
  return token;
}

/** The overview's own statements, as the service sends them, each explained with its real run. */
async function explainOverview(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const sent = [];
  const query = pool.query.bind(pool);
  pool.query = (config, values, callback) => {
    const text = typeof config === 'string' ? config : config.text;
    sent.push({ text, values: Array.isArray(values) ? values : config.values });
    return query(config, values, callback);
  };
  try {
    const figures = await computeOverview(drizzle(pool, { schema }));
    console.log(
      `  the figures: ${figures.orders.placed} orders in 30 days, TZS ${figures.orders.netSalesTzs.toLocaleString('en')} net sales, ` +
        `${figures.payments.unknownWaiting} unknown attempts, ${figures.pledges.made} pledges, ` +
        `${figures.waiting.vendorRequests} requests and ${figures.waiting.medicalPlaces} places waiting`,
    );
    for (const { text, values } of sent) {
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await query(`explain (analyze, buffers, format json) ${text}`, values)).rows;
      console.log(
        `  the overview's statement (EXPLAIN ANALYZE): planning ${plan['Planning Time'].toFixed(1)} ms, execution ${plan['Execution Time'].toFixed(1)} ms; its reads:`,
      );
      const walk = (node) => {
        if (node['Relation Name']) {
          const how = node['Index Name']
            ? `${node['Node Type']} ${node['Index Name']}`
            : `${node['Node Type']} on ${node['Relation Name']}`;
          console.log(
            `    ${how.padEnd(62)} ${String(node['Actual Rows']).padStart(6)} rows  ${node['Actual Total Time'].toFixed(2).padStart(6)} ms`,
          );
        }
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan.Plan);
    }
  } finally {
    await pool.end();
  }
}

async function measure(label, env, token) {
  const app = await startApp({ ...env, SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent' });
  try {
    const headers = { authorization: `Bearer ${token}` };
    const overview = `${app.base}/api/v1/admin/overview`;
    const first = await fetch(overview, { headers });
    if (first.status !== 200) throw new Error(`overview: ${first.status} ${await first.text()}`);
    await measureApi(
      `  ${label}: computed afresh (?fresh=true), 1 at a time`,
      {
        url: `${overview}?fresh=true`,
        headers,
      },
      1,
    );
    await measureApi(
      `  ${label}: computed afresh (?fresh=true), 4 at once`,
      {
        url: `${overview}?fresh=true`,
        headers,
      },
      4,
    );
    await measureApi(`  ${label}: kept (30 s per instance), 10 at once`, { url: overview, headers }, 10);
  } finally {
    await app.stop();
  }
}

console.log(`\nAdmin overview with ${ORDERS.toLocaleString('en')} orders:`);

await withThrowawayPostgres('Admin overview', async (url) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-overview-pg-'));
  try {
    const database = openPostgres(url, 2, { applicationName: 'sherehe-cli' });
    let token;
    try {
      token = await prepare(database);
    } finally {
      await database.close();
    }
    await explainOverview(url);
    await measure(
      'PostgreSQL',
      { DATABASE_URL: url, PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: dataDir },
      token,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-overview-'));
try {
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  let token;
  try {
    token = await prepare(database);
  } finally {
    await database.close();
  }
  await measure('PGlite', { DATA_DIR: dataDir }, token);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
