// npm run bench (seventh part): Web Push fan-out on the embedded database and on the PostgreSQL server at
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it cannot be reached).
// Figures are printed, not asserted.
//
// BENCH_PUSH_SUBSCRIBERS (default 10,000) accounts with news turned on, each with one browser subscribed at the fake
// push service (apps/server/test/fakes/push-service.ts, a process of its own on 127.0.0.1, decrypting and checking
// one message in 100 so its own work does not crowd the server's two cores). Then one news.published notification
// goes to everyone with the topic on (notifyTopic, as publishing a post does): the fan-out jobs write the inbox rows
// 500 accounts at a time, the push jobs encrypt and send 50 notifications each (16 at a time per job, 5 jobs at
// once), recording each browser reached. Reported: sends a second from the commit to the last push taken, the time
// to the first push, and the fan-out alone (inbox rows written).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { freePort, root, withThrowawayPostgres } from './bench-support.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 10_000);
const VERIFY_EVERY = 100;

const load = (file) => tsImport(file, import.meta.url);
const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
const { parseConfig } = await load('../apps/server/src/config.ts');
const { buildApp } = await load('../apps/server/src/app.ts');
const { notificationSettings, pushSubscriptions } = await load(
  '../apps/server/src/db/schema/notifications.ts',
);
const { notifyTopic } = await load('../apps/server/src/features/notifications/service.ts');
const { sql } = await import('drizzle-orm');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startPushService() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/fakes/push-service-cli.ts'], {
    cwd: root,
    env: { ...process.env, PUSH_FAKE_PORT: String(port), PUSH_FAKE_VERIFY_EVERY: String(VERIFY_EVERY) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {}
    await sleep(100);
  }
  return {
    origin,
    subscribe: async (count) =>
      (await fetch(`${origin}/subscriptions?count=${count}`, { method: 'POST' })).json(),
    count: async () => (await fetch(`${origin}/count`)).json(),
    sample: async () => (await fetch(`${origin}/messages`)).json(),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function prepare(database, service) {
  await database.migrate();
  const people = await database.db.execute(
    sql`insert into users (name, email)
        select 'Msomaji ' || i, 'bench-push-' || i || '-' || ${String(Date.now())} || '@example.co.tz'
        from generate_series(1, ${SUBSCRIBERS}) as i
        returning id`,
  );
  const ids = people.rows.map((row) => row.id);
  const browsers = await service.subscribe(ids.length);
  for (let start = 0; start < ids.length; start += 1000) {
    const slice = ids.slice(start, start + 1000);
    await database.db
      .insert(notificationSettings)
      .values(slice.map((userId) => ({ userId, topic: 'news', enabled: true })));
    await database.db.insert(pushSubscriptions).values(
      slice.map((userId, i) => {
        const browser = browsers[start + i];
        return {
          userId,
          endpoint: browser.endpoint,
          p256dh: browser.keys.p256dh,
          auth: browser.keys.auth,
          language: (start + i) % 2 ? 'en' : 'sw',
        };
      }),
    );
  }
  await database.db.execute(sql`analyze`);
}

async function measure(label, database, env) {
  const service = await startPushService();
  try {
    await prepare(database, service);
    const config = parseConfig({
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: '/nonexistent',
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      ...env,
    });
    const app = await buildApp({ config, database, backgroundJobs: true, logger: { level: 'error' } });
    await app.ready();
    try {
      const started = performance.now();
      await database.db.transaction((tx) =>
        notifyTopic(tx, {
          kind: 'news.published',
          params: {
            titleEn: 'Wedding season tips',
            titleSw: 'Vidokezo vya msimu wa harusi',
            slug: 'bench-tips',
          },
          path: '/event-planners/news/bench-tips',
          dedupeKey: 'news:bench-tips',
        }),
      );
      app.jobs.kick();
      let first = null;
      let fannedOut = null;
      let seen = { count: 0, checked: 0, failures: [] };
      const deadline = Date.now() + 30 * 60_000;
      while (seen.count < SUBSCRIBERS && Date.now() < deadline) {
        await sleep(50);
        seen = await service.count();
        if (first === null && seen.count > 0) first = performance.now() - started;
        if (fannedOut === null) {
          const rows = await database.db.execute(
            sql`select count(*)::int as n from notifications where dedupe_key = 'news:bench-tips'`,
          );
          if (rows.rows[0].n === SUBSCRIBERS) fannedOut = performance.now() - started;
        }
      }
      const seconds = (performance.now() - started) / 1000;
      const { messages } = await service.sample();
      const checked = messages.filter((message) => message.text !== null);
      const wrong = checked.filter(
        (message) => !JSON.parse(message.text).body.match(/Wedding season tips|Vidokezo/),
      );
      console.log(
        `\nPush fan-out on ${label}: ${SUBSCRIBERS.toLocaleString('en')} subscriptions, ${(seen.count / seconds).toFixed(0)} sends/s` +
          ` (${seen.count} taken in ${seconds.toFixed(1)} s; first push after ${first?.toFixed(0)} ms;` +
          ` every inbox row written after ${fannedOut?.toFixed(0)} ms)` +
          `\n  checked by the fake (1 in ${VERIFY_EVERY}, decrypted and VAPID-verified): ${checked.length},` +
          ` ${seen.failures.length + wrong.length} wrong`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await service.stop();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-push-'));
try {
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await measure('the embedded database (PGlite)', database, { DATA_DIR: dataDir });
  } finally {
    await database.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await withThrowawayPostgres('Push fan-out', async (url) => {
  const database = openPostgres(url, 10);
  try {
    await measure('PostgreSQL', database, { DATABASE_URL: url, PUBLIC_URL: 'http://127.0.0.1' });
  } finally {
    await database.close();
  }
});
