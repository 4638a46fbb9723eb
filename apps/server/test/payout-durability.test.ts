// Money out survives a crash at its worst moment: the server is killed (-9) after ClickPesa took a payout and before
// its answer was stored. What the server had written before sending (the payout claimed as sent) is on disk, so the
// retry that follows (the queue's, once the dead try expires, here run at once) asks ClickPesa how it stands and
// never sends a second payout.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { payouts } from '../src/db/schema/ledger.ts';
import { checkPayout, sendPayout } from '../src/features/payouts/service.ts';
import { withdrawalSettled } from '../src/features/withdrawals/withdrawal-outcome.ts';
import { toOrderReference } from '../src/platform/payments/clickpesa-checksum.ts';
import { freePort, startServerProcess, waitUntilReady } from './child-server.ts';
import { clickPesaEnv, startClickPesaFake } from './fakes/clickpesa-fake.ts';
import { clickPesaPayoutsOf, vendorWithMoney } from './payout-factories.ts';
import { createTestDatabase, migratedPgliteDataDir } from './test-database.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('a payout ClickPesa took before the server was killed (-9) is asked about after, never sent again', {
  timeout: 180_000,
}, async () => {
  const fake = await startClickPesaFake({ balance: 5_000_000 });
  cleanups.push(() => fake.close());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-payout-kill-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let server: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  if (process.env.TEST_DATABASE_URL) {
    server = await createTestDatabase();
    const made = server;
    cleanups.push(() => made.close());
  } else {
    await migratedPgliteDataDir(path.join(dataDir, 'pglite'));
  }
  const openDatabase = async () => server ?? (await openPglite({ dataDir: path.join(dataDir, 'pglite') }));

  // A vendor with 190,000 TZS to be paid and a payout number, written before the server starts.
  const seed = await openDatabase();
  const { vendorId, auth } = await vendorWithMoney(seed.db);
  if (!server) await seed.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, exited } = startServerProcess({
    PORT: String(port),
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    ...clickPesaEnv(fake),
    ...(server?.url ? { DATABASE_URL: server.url, PUBLIC_URL: base } : {}),
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  await waitUntilReady(base, child);

  // ClickPesa carries the payout out and its answer never comes: the server waits on it when it is killed.
  fake.next('hang', /create-mobile-money-payout/);
  const asked = await fetch(`${base}/api/v1/vendor/payouts`, { method: 'POST', headers: auth });
  expect(asked.status).toBe(200);
  await expect.poll(() => fake.payouts.length, { timeout: 60_000 }).toBe(1);
  child.kill('SIGKILL');
  await exited;
  expect(child.signalCode).toBe('SIGKILL');

  const database = await openDatabase();
  if (!server) cleanups.push(() => database.close());
  const [payout] = await database.db.select().from(payouts).where(eq(payouts.vendorId, vendorId));
  expect(payout).toMatchObject({ status: 'pending', amountTzs: 190_000, sentAt: expect.any(Date) });
  const id = (payout as { id: string }).id;

  // The retry, as the queue runs it, over what the killed server left on disk.
  const provider = clickPesaPayoutsOf(fake);
  const app = await buildApp({
    config: parseConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    database,
    adapters: { payouts: provider, overpass: { run: async () => [] } },
  });
  cleanups.push(() => app.close());
  const deps = {
    db: database.db,
    jobs: app.jobs,
    provider,
    log: app.log,
    eventPayoutSettled: withdrawalSettled,
  };
  await sendPayout(deps, id);
  await app.jobs.drain();
  expect(fake.payouts).toHaveLength(1);

  fake.settlePayout(toOrderReference(id), 'SUCCESS');
  await checkPayout(deps, id, 1);
  const [settled] = await database.db.select().from(payouts).where(eq(payouts.id, id));
  expect(settled).toMatchObject({ status: 'succeeded', amountTzs: 190_000 });
  expect(fake.payouts).toHaveLength(1);
});
