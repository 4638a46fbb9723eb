// npm run bench (fifth part): checkout through to a paid order, and the race for one date, on the embedded database
// and on the PostgreSQL server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped
// when it cannot be reached). Figures are printed, not asserted.
//
// The real server (scripts/start.mjs, the built-in payment simulator) on a free port; customers with sessions, a
// vendor and 500 venues are written into its database before it starts. Then:
// (a) CONNECTIONS loops for BENCH_SECONDS, each flow a new customer's: put a venue on a date nobody holds in the
//     cart, POST /api/v1/checkout, approve the prompt on the demo phone with a PIN, and read the payment until it is
//     paid. Reported: whole flows a second, and p50/p99 of the checkout request and of the whole flow.
// (b) RACERS customers with the same venue and date in their carts check out at once: how many won (must be 1).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { DURATION_S, startApp, withThrowawayPostgres } from './bench-support.mjs';

const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 10);
const RACERS = 50;
/** Customers made for the flows: one each, enough for this many paid orders a second. */
const FLOWS_A_SECOND_AT_MOST = 150;
const FLOWING_CUSTOMERS = FLOWS_A_SECOND_AT_MOST * DURATION_S;
const VENUES = 500;

const load = (file) => tsImport(file, import.meta.url);
const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
const { users } = await load('../apps/server/src/db/schema/accounts.ts');
const { listings, vendors } = await load('../apps/server/src/db/schema/marketplace.ts');
const { insertSession } = await load('../apps/server/src/platform/auth/session-queries.ts');
const { hashSessionToken, newSessionToken } = await load('../apps/server/src/platform/auth/session-token.ts');
const { addDays, todayInTanzania } = await load('../packages/core/src/booking-rules.ts');

const phoneOf = (n) => `+2557${String(60_000_000 + n).padStart(8, '0')}`;

/** A vendor with VENUES venues, and customers with a session each (their bearer tokens). */
async function prepare(database, customers) {
  await database.migrate();
  const [owner] = await database.db
    .insert(users)
    .values({ name: 'Bench Vendor', email: `bench-vendor-${randomUUID()}@example.co.tz`, role: 'vendor' })
    .returning();
  const [vendor] = await database.db
    .insert(vendors)
    .values({ userId: owner.id, businessName: 'Bench Halls', city: 'Arusha' })
    .returning();
  const venues = await database.db
    .insert(listings)
    .values(
      Array.from({ length: VENUES }, (_, i) => ({
        vendorId: vendor.id,
        kind: 'service',
        title: `Bench hall ${i}`,
        category: 'venues',
        priceTzs: 500_000 + i,
        priceUnit: 'event',
        city: 'Arusha',
        capacity: 200,
        status: 'published',
        publishedAt: new Date(),
      })),
    )
    .returning({ id: listings.id });
  const people = await database.db
    .insert(users)
    .values(
      Array.from({ length: customers }, (_, i) => ({
        name: `Bench Customer ${i}`,
        email: `bench-${i}-${randomUUID()}@example.co.tz`,
        phone: phoneOf(i),
      })),
    )
    .returning();
  const tokens = [];
  for (const [i, user] of people.entries()) {
    const token = newSessionToken();
    await insertSession(database.db, {
      tokenHash: hashSessionToken(token),
      userId: user.id,
      idleExpiresAt: new Date(Date.now() + 3_600_000),
      absoluteExpiresAt: new Date(Date.now() + 3_600_000),
    });
    tokens.push({ token, phone: phoneOf(i) });
  }
  return { venueIds: venues.map((venue) => venue.id), tokens };
}

function client(base, token) {
  return async (method, url, body) => {
    const answer = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: answer.status, body: await answer.json().catch(() => null) };
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : Number.NaN;
};

/** One customer: cart → checkout → PIN on the demo phone → paid. Returns the checkout's and the flow's times. */
async function oneFlow(call, phone, venueId, day) {
  const started = performance.now();
  const added = await call('POST', '/cart/items', { productId: venueId, quantity: 1, eventDate: day });
  if (added.status !== 200) throw new Error(`cart: ${added.status} ${JSON.stringify(added.body)}`);
  const checkoutStarted = performance.now();
  const placed = await call('POST', '/checkout', { idempotencyKey: randomUUID(), phone, language: 'en' });
  const checkoutMs = performance.now() - checkoutStarted;
  if (placed.status !== 200) throw new Error(`checkout: ${placed.status} ${JSON.stringify(placed.body)}`);
  const { paymentId } = placed.body;
  // The prompt reaches the (demo) phone once the push job has run.
  for (let i = 0; ; i++) {
    const approved = await call('POST', `/dev/phone/pushes/${paymentId}/approve`, { pin: '1234' });
    if (approved.status === 200) break;
    if (i > 400) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
    await sleep(25);
  }
  for (let i = 0; ; i++) {
    const payment = await call('GET', `/payments/${paymentId}`);
    if (payment.body?.status === 'succeeded') break;
    if (i > 400) throw new Error(`payment still ${payment.body?.status}`);
    await sleep(25);
  }
  return { checkoutMs, flowMs: performance.now() - started };
}

async function measure(label, env, prepareDatabase) {
  const { venueIds, tokens } = await prepareDatabase(FLOWING_CUSTOMERS + RACERS);
  const app = await startApp({ ...env, SEED_DEMO: 'false', PAYMENTS_PROVIDER: 'simulator' });
  try {
    // Each flow is a new customer's: one phone is sent few prompts an hour (the outbound budget), as in real life.
    const flowing = tokens.slice(0, FLOWING_CUSTOMERS);
    const nextCustomer = () => {
      const customer = flowing.pop();
      if (!customer) throw new Error(`more than ${FLOWING_CUSTOMERS} flows: raise FLOWS_A_SECOND_AT_MOST`);
      return customer;
    };
    let slot = 0;
    const nextSlot = () => {
      const n = slot++;
      return {
        venueId: venueIds[n % venueIds.length],
        day: addDays(todayInTanzania(), 10 + Math.floor(n / venueIds.length)),
      };
    };
    const checkouts = [];
    const flows = [];
    const errors = [];
    const deadline = Date.now() + DURATION_S * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          const { token, phone } = nextCustomer();
          const call = client(app.base, token);
          const { venueId, day } = nextSlot();
          try {
            const { checkoutMs, flowMs } = await oneFlow(call, phone, venueId, day);
            checkouts.push(checkoutMs);
            flows.push(flowMs);
          } catch (error) {
            errors.push(error.message);
            await call('DELETE', '/cart');
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nCheckout on ${label}, ${CONNECTIONS} customers at once for ${DURATION_S} s: ${(flows.length / seconds).toFixed(1)} paid orders/s` +
        ` (${flows.length} flows, ${errors.length} failed${errors.length ? `: ${errors[0]}` : ''})` +
        `\n  POST /checkout: p50 ${percentile(checkouts, 50).toFixed(0)} ms, p99 ${percentile(checkouts, 99).toFixed(0)} ms` +
        `\n  cart → checkout → PIN → paid: p50 ${percentile(flows, 50).toFixed(0)} ms, p99 ${percentile(flows, 99).toFixed(0)} ms`,
    );

    // The race: every racer wants the same venue on the same day.
    const racers = tokens.slice(FLOWING_CUSTOMERS);
    const { venueId, day } = { venueId: venueIds[0], day: addDays(todayInTanzania(), 400) };
    for (const { token } of racers) {
      const added = await client(app.base, token)('POST', '/cart/items', {
        productId: venueId,
        quantity: 1,
        eventDate: day,
      });
      if (added.status !== 200) throw new Error(`race cart: ${added.status}`);
    }
    const answers = await Promise.all(
      racers.map(({ token, phone }) =>
        client(app.base, token)('POST', '/checkout', { idempotencyKey: randomUUID(), phone, language: 'en' }),
      ),
    );
    const count = (status) => answers.filter((answer) => answer.status === status).length;
    console.log(
      `  race: ${racers.length} checkouts of one venue date at once → ${count(200)} won, ${count(409)} told "just taken", ${racers.length - count(200) - count(409)} other`,
    );
  } finally {
    await app.stop();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-checkout-'));
try {
  await measure('the embedded database (PGlite)', { DATA_DIR: dataDir }, async (customers) => {
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      return await prepare(database, customers);
    } finally {
      await database.close();
    }
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await withThrowawayPostgres('Checkout', async (url) => {
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-checkout-pg-'));
  try {
    await measure(
      'PostgreSQL',
      { DATABASE_URL: url, PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: pgDataDir },
      async (customers) => {
        const database = openPostgres(url, 4);
        try {
          return await prepare(database, customers);
        } finally {
          await database.close();
        }
      },
    );
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
  }
});
