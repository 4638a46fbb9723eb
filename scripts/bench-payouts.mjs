// npm run bench (money out): payouts, the ledger and the daily reconciliation on the PostgreSQL server at
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it cannot be reached).
// Figures are printed, not asserted; the ledger's p99s are recorded against their target (20 ms).
//
// Written with SQL generate_series into a fresh database: 1,000 shops and their paid orders as the ledger posts them
// (the provider's money in, the 5% commission, the shop's held share, and for the older orders their release):
// 140,000 orders over the last half year (five entries each) and 100,000 paid yesterday (three each), so 1,000,000
// ledger entries (BENCH_LEDGER_ENTRIES scales both). Then, in this process over the server's own services:
// (a) payouts a second: PAYOUTS shops with releasable money and a payout number each paid out as the payout job does
//     (startPayout, then its sending job), through the simulator and through the ClickPesa fake over HTTP on
//     127.0.0.1;
// (b) a shop's balances (what /vendor/money sums) and its last month's statement, for shop after shop, one at a
//     time: p50 and p99;
// (c) the daily reconciliation of yesterday: its 100,000 payments, each beside the ledger's record of it.
import { tsImport } from 'tsx/esm/api';
import { withThrowawayPostgres } from './bench-support.mjs';
import { recordFigure } from './bench-targets.mjs';

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const SHOPS = 1_000;
// Three tenths of the entries are yesterday's payments (three each), the rest older orders (five each).
const YESTERDAY = Math.round((ENTRIES * 0.3) / 3);
const OLDER = Math.round((ENTRIES - YESTERDAY * 3) / 5);
const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 200);
const QUERIES = 500;

const load = (file) => tsImport(file, import.meta.url);
const { openPostgres } = await load('../apps/server/src/db/client.ts');
const { buildApp } = await load('../apps/server/src/app.ts');
const { parseConfig } = await load('../apps/server/src/config.ts');
const { startPayout } = await load('../apps/server/src/features/payouts/service.ts');
const { vendorBalances } = await load('../apps/server/src/features/ledger/service.ts');
const { vendorStatement } = await load('../apps/server/src/features/payouts/statements.ts');
const { reconcileDay } = await load('../apps/server/src/features/reconciliation/service.ts');
const { createSimulatorPayouts } = await load('../apps/server/src/platform/payments/simulator-payouts.ts');
const { createClickPesaPayouts } = await load('../apps/server/src/platform/payments/clickpesa-payouts.ts');
const { startClickPesaFake } = await load('../apps/server/test/fakes/clickpesa-fake.ts');
const { addDays, todayInTanzania } = await load('../packages/core/src/booking-rules.ts');

const yesterday = addDays(todayInTanzania(), -1);
const lastMonth = (() => {
  const [year, month] = todayInTanzania().split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
})();

// One order's ledger, as postOrderPayment and releaseOrder write it (features/ledger/postings.ts).
const ledgerOfOrders = (table) => `
insert into ledger_transactions (id, kind, source_key, vendor_id, order_id, created_at)
  select payment_tx, 'order_payment', 'order_payment:' || order_id || ':' || attempt_id, vendor_id, order_id, paid_at
  from ${table};
insert into ledger_entries (transaction_id, account, vendor_id, order_id, amount_tzs, created_at)
  select payment_tx, 'provider', vendor_id, order_id, total, paid_at from ${table}
  union all select payment_tx, 'vendor_held', vendor_id, order_id, -(total - fee), paid_at from ${table}
  union all select payment_tx, 'platform_fees', vendor_id, order_id, -fee, paid_at from ${table};`;

const trade = `
set session_replication_role = replica; -- a bulk load of balanced postings: the per-row checks are left out
insert into users (name, email, created_at)
  select 'Mteja ' || g, 'mteja' || g || '@bench.sherehe.co.tz', now() - interval '200 days'
  from generate_series(1, 5000) g;
insert into users (name, email, role, created_at)
  select 'Duka ' || g, 'duka' || g || '@bench.sherehe.co.tz', 'vendor', now() - interval '200 days'
  from generate_series(1, ${SHOPS}) g;
insert into vendors (user_id, business_name, city, created_at)
  select id, name, 'Dar es Salaam', created_at from users where role = 'vendor';
create temp table bench_customers as select id, row_number() over (order by id) as n from users where role = 'user';
create temp table bench_shops as select id, row_number() over (order by id) as n from vendors;
create temp table bench_orders as
  select g, gen_random_uuid() as checkout_id, gen_random_uuid() as order_id, gen_random_uuid() as attempt_id,
         gen_random_uuid() as payment_tx, gen_random_uuid() as release_tx, c.id as customer_id, s.id as vendor_id,
         case when g <= ${OLDER}
              then now() - interval '1 day' - make_interval(secs => (g::float8 / ${OLDER}) * 180 * 86400)
              else '${yesterday}T00:00:00+03:00'::timestamptz + make_interval(secs => random() * 86000) end
           as paid_at,
         50000 + (g % 200) * 5000 as total, round((50000 + (g % 200) * 5000) * 0.05)::int as fee,
         g <= ${OLDER} as released
  from generate_series(1, ${OLDER + YESTERDAY}) g
  join bench_customers c on c.n = 1 + g % 5000
  join bench_shops s on s.n = 1 + g % ${SHOPS};
insert into checkouts (id, user_id, idempotency_key, phone, language, due_now_tzs, hold_expires_at, created_at)
  select checkout_id, customer_id, 'bench-' || g, '+255754000000', 'sw', total, paid_at, paid_at from bench_orders;
insert into orders (id, checkout_id, customer_id, vendor_id, status, event_date, total_tzs, due_now_tzs, language,
                    placed_at, updated_at)
  select order_id, checkout_id, customer_id, vendor_id, case when released then 'delivered' else 'paid' end,
         (paid_at + interval '30 days')::date, total, total, 'sw', paid_at, paid_at
  from bench_orders;
insert into payment_attempts (id, purpose_kind, purpose_id, payer_user_id, amount_tzs, phone, description, provider,
                              status, expires_at, settled_at, created_at, updated_at)
  select attempt_id, 'order', order_id, customer_id, total, '+255754000000', 'Oda', 'simulator', 'succeeded',
         paid_at + interval '15 minutes', paid_at, paid_at - interval '2 minutes', paid_at
  from bench_orders;
${ledgerOfOrders('bench_orders')}
insert into ledger_transactions (id, kind, source_key, vendor_id, order_id, created_at)
  select release_tx, 'release', 'release:' || order_id || ':1', vendor_id, order_id, paid_at + interval '1 day'
  from bench_orders where released;
insert into ledger_entries (transaction_id, account, vendor_id, order_id, amount_tzs, created_at)
  select release_tx, 'vendor_held', vendor_id, order_id, total - fee, paid_at + interval '1 day'
  from bench_orders where released
  union all
  select release_tx, 'vendor_releasable', vendor_id, order_id, -(total - fee), paid_at + interval '1 day'
  from bench_orders where released;
insert into vendor_payout_accounts (vendor_id, phone)
  select id, '+2557' || lpad(n::text, 8, '0') from bench_shops where n <= ${2 * PAYOUTS};
set session_replication_role = origin;
`;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function timings(label, count, run) {
  const took = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run(i);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const p50 = quantile(took, 0.5);
  const p99 = quantile(took, 0.99);
  console.log(`  ${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${count}, one at a time)`);
  return { p50, p99 };
}

/** Pays `shops` out as the payout job does, through `provider`; payouts a second, from the first to the last sent. */
async function payoutsPerSecond(database, label, provider, shops) {
  const app = await buildApp({
    config: parseConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    database,
    adapters: { payouts: provider, overpass: { run: async () => [] } },
  });
  const deps = { db: database.db, jobs: app.jobs, provider, log: app.log };
  try {
    await app.jobs.drain(); // the queues made before the clock starts
    const started = performance.now();
    for (const vendorId of shops) {
      await database.db.transaction((tx) => startPayout(deps, tx, vendorId, 'auto', null));
    }
    await app.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await database.executeSql(
      `select count(*) filter (where sent_at is not null)::int as sent, count(*)::int as made, sum(amount_tzs)::float8 as tzs
       from payouts where vendor_id = any($1)`,
      [shops],
    );
    const { sent, made, tzs } = rows[0];
    console.log(
      `  ${label}: ${(sent / seconds).toFixed(0)} payouts/s (${sent} of ${made} sent in ${seconds.toFixed(1)} s, ` +
        `TZS ${Math.round(tzs).toLocaleString('en')}; each written, posted and sent as the payout job does)`,
    );
  } finally {
    await app.close();
  }
}

await withThrowawayPostgres('Money out', async (url) => {
  const database = openPostgres(url, 4);
  try {
    await database.migrate();
    const started = performance.now();
    await database.executeSql(trade);
    await database.executeSql('vacuum analyze');
    const { rows: counted } = await database.executeSql(
      'select count(*)::int as entries from ledger_entries',
    );
    console.log(
      `\nMoney out on PostgreSQL: ${SHOPS.toLocaleString('en')} shops, ${(OLDER + YESTERDAY).toLocaleString('en')} paid orders, ` +
        `${counted[0].entries.toLocaleString('en')} ledger entries written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const { rows: shopRows } = await database.executeSql(
      'select id, business_name as name from vendors order by id',
    );
    const { rows: payable } = await database.executeSql(
      'select vendor_id as id from vendor_payout_accounts order by vendor_id',
    );

    // (a)
    const fake = await startClickPesaFake({ balance: 1e12 });
    try {
      const ids = payable.map((row) => row.id);
      await payoutsPerSecond(
        database,
        'payouts through the simulator',
        createSimulatorPayouts({ db: database.db }),
        ids.slice(0, PAYOUTS),
      );
      const clickPesa = createClickPesaPayouts({
        apiUrl: fake.apiUrl,
        clientId: fake.clientId,
        apiKey: fake.apiKey,
        checksumKey: fake.checksumKey,
        timeoutMs: 5000,
      });
      await payoutsPerSecond(
        database,
        'payouts through the ClickPesa fake (HTTP)',
        clickPesa,
        ids.slice(PAYOUTS),
      );
    } finally {
      await fake.close();
    }

    // (b)
    const shop = (i) => shopRows[(i * 7919) % shopRows.length];
    const balances = await timings("a shop's balances", QUERIES, (i) =>
      vendorBalances(database.db, shop(i).id),
    );
    const statement = await timings(`a shop's statement of ${lastMonth}`, QUERIES, (i) =>
      vendorStatement(database.db, shop(i), lastMonth),
    );
    const reference = `${counted[0].entries.toLocaleString('en')} entries, ${SHOPS} shops, PostgreSQL`;
    recordFigure({
      what: "Ledger: a shop's balances, p99",
      value: balances.p99,
      unit: 'ms',
      target: 20,
      reference,
    });
    recordFigure({
      what: "Ledger: a shop's month statement, p99",
      value: statement.p99,
      unit: 'ms',
      target: 20,
      reference,
    });

    // (c)
    const reconcileStarted = performance.now();
    const report = await reconcileDay(database.db, yesterday);
    const reconcileMs = performance.now() - reconcileStarted;
    console.log(
      `  the reconciliation of ${yesterday}: ${report.collections.count.toLocaleString('en')} payments ` +
        `(TZS ${report.collections.providerTzs.toLocaleString('en')} at the provider, ` +
        `${report.collections.ledgerTzs.toLocaleString('en')} in the ledger), ${report.unexplained.length} unexplained, ` +
        `in ${(reconcileMs / 1000).toFixed(2)} s`,
    );
  } finally {
    await database.close();
  }
});
