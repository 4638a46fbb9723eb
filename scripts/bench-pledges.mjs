// npm run bench (sixth part): michango on the embedded database and on the PostgreSQL server at BENCH_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it cannot be reached). Figures are printed, not
// asserted.
//
// The real server (scripts/start.mjs, the built-in payment simulator) on a free port; a host with a session, an event
// taking pledges, and an event with LEDGER_SIZE contributors (most of them partly or fully paid, some opted out) are
// written into its database before it starts. Then:
// (a) CONNECTIONS contributors at once, each in a loop for BENCH_SECONDS: pledge with "pay now" on the public form
//     (a new phone each time, from an address of its own, as people on their own phones), approve the prompt on the
//     demo phone, and read the pledge page until the payment shows. Reported: whole flows a second, and p50/p99 of
//     the pledge request and of the whole flow.
// (b) The committee's ledger of the large event: its first page (newest first, 50 rows, with the event's totals),
//     sorted by name, and a search, one request at a time and 10 at once.
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import { DURATION_S, measureApi, onBothDatabases, startApp } from './bench-support.mjs';

const CONNECTIONS = Number(process.env.BENCH_PLEDGE_CONNECTIONS ?? 10);
const LEDGER_SIZE = Number(process.env.BENCH_LEDGER_SIZE ?? 5000);

const load = (file) => tsImport(file, import.meta.url);
const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
const { users } = await load('../apps/server/src/db/schema/accounts.ts');
const { events, pledgePayments, pledges, smsOptOuts } = await load('../apps/server/src/db/schema/events.ts');
const { insertSession } = await load('../apps/server/src/platform/auth/session-queries.ts');
const { hashSessionToken, newSessionToken } = await load('../apps/server/src/platform/auth/session-token.ts');
const { addDays, todayInTanzania } = await load('../packages/core/src/booking-rules.ts');
const { sql } = await import('drizzle-orm');

const phoneOf = (n) => `+2557${String(10_000_000 + n).padStart(8, '0')}`;
const code = () =>
  randomUUID()
    .replace(/[^A-HJ-NP-Z2-9]/gi, '')
    .toUpperCase()
    .slice(0, 6)
    .padEnd(6, 'K');

async function prepare(database) {
  await database.migrate();
  const [host] = await database.db
    .insert(users)
    .values({ name: 'Bench Host', email: `bench-host-${randomUUID()}@example.co.tz` })
    .returning();
  const token = newSessionToken();
  await insertSession(database.db, {
    tokenHash: hashSessionToken(token),
    userId: host.id,
    idleExpiresAt: new Date(Date.now() + 3_600_000),
    absoluteExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const eventValues = (name) => ({
    code: code(),
    hostUserId: host.id,
    name,
    kind: 'wedding',
    startsAt: new Date(Date.now() + 40 * 86_400_000),
    venue: 'Ukumbi wa Bahari',
    targetTzs: 500_000_000,
    pledgeDeadline: addDays(todayInTanzania(), 30),
    language: 'sw',
  });
  const [open] = await database.db.insert(events).values(eventValues('Harusi ya Bench')).returning();
  const [large] = await database.db.insert(events).values(eventValues('Harusi Kubwa')).returning();
  for (let start = 0; start < LEDGER_SIZE; start += 500) {
    const batch = Array.from({ length: Math.min(500, LEDGER_SIZE - start) }, (_, i) => {
      const n = start + i;
      return {
        eventId: large.id,
        name: `Mchangiaji ${n}`,
        phone: phoneOf(n),
        email: n % 3 === 0 ? `m${n}@example.co.tz` : null,
        amountTzs: 10_000 + (n % 50) * 1000,
        language: n % 2 ? 'en' : 'sw',
        dueDate: n % 7 === 0 ? addDays(todayInTanzania(), -3) : null,
        linkToken: randomUUID().replace(/-/g, ''),
        source: 'import',
        cancelledAt: n % 97 === 0 ? new Date() : null,
      };
    });
    const made = await database.db
      .insert(pledges)
      .values(batch)
      .returning({ id: pledges.id, amount: pledges.amountTzs });
    // About two in three paid something: half of them in full, in one or two payments; one in ten reversed.
    const payments = [];
    made.forEach((pledge, i) => {
      const n = start + i;
      if (n % 3 === 2) return;
      const full = n % 2 === 0;
      const parts = n % 5 === 0 ? 2 : 1;
      for (let part = 0; part < parts; part++) {
        payments.push({
          pledgeId: pledge.id,
          eventId: large.id,
          amountTzs: Math.floor((full ? pledge.amount : pledge.amount / 2) / parts),
          method: 'cash',
          status: n % 10 === 1 ? 'reversed' : 'received',
          receipt: `R${n}-${part}`,
          recordedBy: host.id,
        });
      }
    });
    if (payments.length) await database.db.insert(pledgePayments).values(payments);
  }
  await database.db
    .insert(smsOptOuts)
    .values(Array.from({ length: 50 }, (_, i) => ({ phone: phoneOf(i * 100) })))
    .onConflictDoNothing();
  // Statistics, as autovacuum would have gathered them on a server that has been running: without them the planner
  // guesses about tables it has just seen filled.
  await database.db.execute(sql`analyze`);
  return { token, openCode: open.code, largeId: large.id };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : Number.NaN;
};

async function call(base, method, url, body, headers = {}) {
  const answer = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

let contributorNumber = 0;
/** One contributor: pledge with pay-now → PIN on the demo phone → the payment on their pledge page. */
async function oneFlow(base, openCode) {
  const n = contributorNumber++;
  const phone = `+2556${String(50_000_000 + n).padStart(8, '0')}`;
  // Each contributor from an address of their own (the app trusts the bench as its proxy).
  const from = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const started = performance.now();
  const pledged = await call(
    base,
    'POST',
    `/public/events/${openCode}/pledges`,
    { name: `Mgeni ${n}`, phone, amountTzs: 50_000, payNowTzs: 20_000, language: 'sw' },
    from,
  );
  const pledgeMs = performance.now() - started;
  if (pledged.status !== 201) throw new Error(`pledge: ${pledged.status} ${JSON.stringify(pledged.body)}`);
  const { attemptId, pledgeToken } = pledged.body;
  for (let i = 0; ; i++) {
    const approved = await call(
      base,
      'POST',
      `/dev/phone/pushes/${attemptId}/approve`,
      { pin: '1234' },
      from,
    );
    if (approved.status === 200) break;
    if (i > 400) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
    await sleep(25);
  }
  for (let i = 0; ; i++) {
    const page = await call(base, 'GET', `/public/pledges/${pledgeToken}`, undefined, from);
    if (page.body?.paidTzs === 20_000) break;
    if (i > 400) throw new Error(`pledge page still shows ${page.body?.paidTzs} paid`);
    await sleep(25);
  }
  return { pledgeMs, flowMs: performance.now() - started };
}

async function measure(label, env, prepareDatabase) {
  const { token, openCode, largeId } = await prepareDatabase();
  const app = await startApp({
    ...env,
    SEED_DEMO: 'false',
    PAYMENTS_PROVIDER: 'simulator',
    TRUST_PROXY: '1',
  });
  try {
    const pledgesMs = [];
    const flows = [];
    const errors = [];
    const deadline = Date.now() + DURATION_S * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          try {
            const { pledgeMs, flowMs } = await oneFlow(app.base, openCode);
            pledgesMs.push(pledgeMs);
            flows.push(flowMs);
          } catch (error) {
            errors.push(error.message);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nMichango on ${label}, ${CONNECTIONS} contributors at once for ${DURATION_S} s: ${(flows.length / seconds).toFixed(1)} pledged-and-paid/s` +
        ` (${flows.length} flows, ${errors.length} failed${errors.length ? `: ${errors[0]}` : ''})` +
        `\n  POST /public/events/:code/pledges (pay now): ${(pledgesMs.length / seconds).toFixed(1)} req/s, p50 ${percentile(pledgesMs, 50).toFixed(0)} ms, p99 ${percentile(pledgesMs, 99).toFixed(0)} ms` +
        `\n  pledge → PIN → paid on the pledge page: p50 ${percentile(flows, 50).toFixed(0)} ms, p99 ${percentile(flows, 99).toFixed(0)} ms`,
    );

    const headers = { authorization: `Bearer ${token}` };
    const ledger = `${app.base}/api/v1/events/${largeId}/ledger`;
    const first = await call(app.base, 'GET', `/events/${largeId}/ledger`, undefined, headers);
    if (first.status !== 200 || first.body.matching !== LEDGER_SIZE) {
      throw new Error(`ledger: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
    }
    await measureApi(
      `  ledger first page, ${LEDGER_SIZE} contributors, 1 at a time`,
      { url: ledger, headers },
      1,
    );
    await measureApi(
      `  ledger first page, ${LEDGER_SIZE} contributors, 10 at once`,
      { url: ledger, headers },
      10,
    );
    await measureApi(
      `  ledger sorted by name, 1 at a time`,
      { url: `${ledger}?sort=name&dir=asc`, headers },
      1,
    );
    await measureApi(
      `  ledger search "0710 000 12", 1 at a time`,
      { url: `${ledger}?q=0710%20000%2012`, headers },
      1,
    );
  } finally {
    await app.stop();
  }
}

await onBothDatabases('pledges', { openPglite, openPostgres }, prepare, measure);
