// npm run bench (guests, cards and the door, issue 39): on the embedded database and on the PostgreSQL server at
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it cannot be reached), the real
// server (scripts/start.mjs) with an event of GUESTS guests, each holding a sent card, written into its database before
// it starts. Figures are printed, not asserted:
// (a) card pictures (card.png, 1080×1350, made on the server) for cards never drawn before: pictures a second;
// (b) RSVP: guests answering from their card's page at once, each from an address of their own;
// (c) the door page on a phone with no network (on the embedded database's run only: the device is offline, the
//     database is not what it measures): Chromium with a phone's screen opens the door once online (keeping GUESTS
//     cards), goes offline, reloads from its service worker, is slowed DOOR_SLOWDOWN× (4×: a mid-range Android, as
//     the issue measures), and scans: typed codes, and card pictures (QR decoded in the page's worker, signature
//     verified); each from the tap to the verdict shown;
// (d) check-in: gate devices sending scans one at a time as an online door does (every card admitted once), and the
//     door list a device keeps (GUESTS cards) read whole.
import { randomBytes, randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import {
  chromiumFlags,
  chromiumPath,
  DURATION_S,
  measureApi,
  onBothDatabases,
  startApp,
} from './bench-support.mjs';

const GUESTS = Number(process.env.BENCH_DOOR_GUESTS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_DOOR_CONNECTIONS ?? 10);
const PICTURE_CONNECTIONS = 4;
const DOOR_SLOWDOWN = Number(process.env.BENCH_DOOR_SLOWDOWN ?? 4);
const TYPED_SCANS = 30;
const PICTURE_SCANS = 5;

const load = (file) => tsImport(file, import.meta.url);
const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
const { users } = await load('../apps/server/src/db/schema/accounts.ts');
const { events } = await load('../apps/server/src/db/schema/events.ts');
const { eventGuests } = await load('../apps/server/src/db/schema/guests.ts');
const { eventCardKeys, eventCardTypes, guestCards } = await load('../apps/server/src/db/schema/cards.ts');
const { makeCardKey } = await load('../apps/server/src/features/cards/card-signing.ts');
const { insertSession } = await load('../apps/server/src/platform/auth/session-queries.ts');
const { hashSessionToken, newSessionToken } = await load('../apps/server/src/platform/auth/session-token.ts');
const { addDays, todayInTanzania } = await load('../packages/core/src/booking-rules.ts');
const { CARD_CODE_ALPHABET } = await load('../packages/core/src/card-rules.ts');
const { sql } = await import('drizzle-orm');

/** Card n's code: n written in the card alphabet, so every card's differs. */
const cardCode = (n) => {
  let code = '';
  for (let rest = n + 31 ** 5, i = 0; i < 8; i++, rest = Math.floor(rest / 31))
    code += CARD_CODE_ALPHABET[rest % 31];
  return code;
};
const eventCode = () =>
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
  const [event] = await database.db
    .insert(events)
    .values({
      code: eventCode(),
      hostUserId: host.id,
      name: 'Harusi ya Mlango',
      kind: 'wedding',
      startsAt: new Date(Date.now() + 20 * 86_400_000),
      venue: 'Ukumbi wa Bahari',
      targetTzs: 50_000_000,
      pledgeDeadline: addDays(todayInTanzania(), 10),
      language: 'sw',
    })
    .returning();
  await database.db.insert(eventCardKeys).values({ eventId: event.id, ...makeCardKey() });
  const [type] = await database.db
    .insert(eventCardTypes)
    .values({ eventId: event.id, name: 'Double', seats: 2, rule: 'now' })
    .returning();
  const tokens = [];
  for (let start = 0; start < GUESTS; start += 500) {
    const count = Math.min(500, GUESTS - start);
    const guests = await database.db
      .insert(eventGuests)
      .values(
        Array.from({ length: count }, (_, i) => ({
          eventId: event.id,
          name: `Mgeni ${start + i}`,
          phone: `+2557${String(20_000_000 + start + i).padStart(8, '0')}`,
          side: ['bride', 'groom', 'either'][(start + i) % 3],
          seats: 2,
        })),
      )
      .returning({ id: eventGuests.id });
    const cards = guests.map((guest, i) => ({
      eventId: event.id,
      guestId: guest.id,
      typeId: type.id,
      code: cardCode(start + i),
      token: randomBytes(32).toString('base64url'),
      seats: 2,
      status: 'sent',
      sentAt: new Date(),
      releasedAt: new Date(),
    }));
    await database.db.insert(guestCards).values(cards);
    tokens.push(...cards.map((card) => card.token));
  }
  await database.db.execute(sql`analyze`);
  return { token, eventId: event.id, tokens };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : Number.NaN;
};

/**
 * `connections` loops, each taking the next of `count` items until they or the time run out; what a second, p50 and
 * p99 of one request, and the first failure.
 */
async function loop(label, connections, count, one) {
  const times = [];
  const failures = [];
  let next = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline && next < count) {
        const n = next++;
        const before = performance.now();
        try {
          await one(n);
          times.push(performance.now() - before);
        } catch (error) {
          failures.push(error.message);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${label}: ${(times.length / seconds).toFixed(1)}/s, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms` +
      ` (${times.length} done, ${failures.length} failed${failures.length ? `: ${failures[0]}` : ''}, ${connections} at once)`,
  );
}

async function expect(response, status, what) {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
  return response;
}

/** From a tap in the page to its verdict changing, timed by the page itself (no automation round trips in it). */
function timeToVerdict(page, tap) {
  return page.evaluate((how) => {
    const verdict = document.querySelector('[data-testid="verdict"]');
    return new Promise((resolve) => {
      let started = 0;
      const seen = new MutationObserver(() => {
        seen.disconnect();
        resolve(performance.now() - started);
      });
      seen.observe(verdict, { childList: true, subtree: true, characterData: true });
      if (how === 'typed') {
        started = performance.now();
        [...document.querySelectorAll('button')]
          .find((button) => /Check code/.test(button.textContent))
          ?.click();
      } else {
        // The picture was set on the input just before: its change event starts the scan.
        started = window.__pictureChosenAt ?? performance.now();
      }
    });
  }, tap);
}

/** (c): the door page offline at DOOR_SLOWDOWN×, its list GUESTS cards long. */
async function measureOfflineScan(base, token, eventId, tokens) {
  const me = await (
    await fetch(`${base}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const pictures = [];
  for (let n = 0; n < PICTURE_SCANS; n++) {
    const answer = await fetch(`${base}/api/v1/public/cards/${tokens[GUESTS - 1 - n]}/card.png`);
    pictures.push(Buffer.from(await answer.arrayBuffer()));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      baseURL: base,
    });
    await context.addCookies([{ name: 'sherehe_session', value: token, url: base }]);
    await context.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(me.user));
    const page = await context.newPage();
    await page.goto(`/event-planners/door/${eventId}`);
    await page.getByText(/^List from/).waitFor({ timeout: 60_000 });
    await page.waitForFunction(async () => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByText('Offline', { exact: true }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DOOR_SLOWDOWN });
    await page.evaluate(() => {
      document.addEventListener(
        'change',
        () => {
          window.__pictureChosenAt = performance.now();
        },
        true,
      );
    });
    const typed = [];
    for (let n = 0; n < TYPED_SCANS; n++) {
      await page.getByRole('textbox', { name: 'Card code' }).fill(cardCode(n * 97));
      typed.push(await timeToVerdict(page, 'typed'));
    }
    const scanned = [];
    for (const picture of pictures) {
      const shown = timeToVerdict(page, 'picture');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'kadi.png', mimeType: 'image/png', buffer: picture });
      scanned.push(await shown);
    }
    const verdict = await page.getByTestId('verdict').textContent();
    if (!/Admitted/.test(verdict ?? '')) throw new Error(`the last scan showed: ${verdict}`);
    console.log(
      `\n  the door page offline, ${GUESTS} cards kept, CPU ${DOOR_SLOWDOWN}× (phone screen), from the tap to the verdict:` +
        `\n    typed code: p50 ${percentile(typed, 50).toFixed(0)} ms, worst ${Math.max(...typed).toFixed(0)} ms (${typed.length} scans)` +
        `\n    card picture (QR read in the worker, signature checked): p50 ${percentile(scanned, 50).toFixed(0)} ms, worst ${Math.max(...scanned).toFixed(0)} ms (${scanned.length} scans, 1080×1350)`,
    );
  } finally {
    await browser.close();
  }
}

/** `offlineScan` on the embedded database's run only: the device is offline, the database is not what it measures. */
async function measure(label, env, prepareDatabase, offlineScan) {
  const { token, eventId, tokens } = await prepareDatabase();
  const app = await startApp({ ...env, SEED_DEMO: 'false', TRUST_PROXY: '1' });
  const api = `${app.base}/api/v1`;
  const from = (n) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  console.log(`\nGuests, cards and the door on ${label}, an event of ${GUESTS} guests with a card each:`);
  try {
    await loop('  card.png for a card not drawn before', PICTURE_CONNECTIONS, tokens.length, async (n) => {
      const answer = await expect(await fetch(`${api}/public/cards/${tokens[n]}/card.png`), 200, 'card.png');
      await answer.arrayBuffer();
    });
    await loop('  RSVP from the card page (yes)', CONNECTIONS, tokens.length, async (n) => {
      const answer = await fetch(`${api}/public/cards/${tokens[n]}/rsvp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(n) },
        body: JSON.stringify({ answer: 'yes' }),
      });
      await (await expect(answer, 200, 'rsvp')).json();
    });
    if (offlineScan) await measureOfflineScan(app.base, token, eventId, tokens);
    const headers = { authorization: `Bearer ${token}` };
    await loop('  check-in, one scan a request from 5 devices', CONNECTIONS, GUESTS, async (n) => {
      const answer = await fetch(`${api}/events/${eventId}/door/scans`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          deviceId: `bench-device-${n % 5}`,
          scans: [{ code: cardCode(n), at: new Date().toISOString() }],
        }),
      });
      const { results } = await (await expect(answer, 200, 'scan')).json();
      if (results[0]?.verdict !== 'admitted') throw new Error(`scan: ${JSON.stringify(results)}`);
    });
    await measureApi(
      `  the door list (${GUESTS} cards), 1 at a time`,
      { url: `${api}/events/${eventId}/door`, headers },
      1,
    );
  } finally {
    await app.stop();
  }
}

await onBothDatabases('door', { openPglite, openPostgres }, prepare, measure);
