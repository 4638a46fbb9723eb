// Money out survives a crash at its worst moment: the server is killed (-9) after ClickPesa took a payout and before
// its answer was stored. What the server had written before sending (the payout claimed as sent) is on disk, so the
// retry that follows (the queue's, once the dead try expires, here run at once) asks ClickPesa how it stands and
// never sends a second payout.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { payouts } from '../src/db/schema/ledger.ts';
import { checkPayout, sendPayout } from '../src/features/payouts/service.ts';
import { withdrawalSettled } from '../src/features/withdrawals/withdrawal-outcome.ts';
import { toOrderReference } from '../src/platform/payments/clickpesa-checksum.ts';
import { clickPesaEnv, startClickPesaFake } from './fakes/clickpesa-fake.ts';
import { cleanupsAfterEach, killableServer } from './killed-server.ts';
import { clickPesaPayoutsOf, vendorWithMoney } from './payout-factories.ts';

const cleanups = cleanupsAfterEach();

it('a payout ClickPesa took before the server was killed (-9) is asked about after, never sent again', {
  timeout: 180_000,
}, async () => {
  const fake = await startClickPesaFake({ balance: 5_000_000 });
  cleanups.push(() => fake.close());
  const server = await killableServer(cleanups, 'payout');

  // A vendor with 190,000 TZS to be paid and a payout number, written before the server starts.
  const seed = await server.open();
  const { vendorId, auth } = await vendorWithMoney(seed.db);
  await seed.done();

  const { base } = await server.start(clickPesaEnv(fake));

  // ClickPesa carries the payout out and its answer never comes: the server waits on it when it is killed.
  fake.next('hang', /create-mobile-money-payout/);
  const asked = await fetch(`${base}/api/v1/vendor/payouts`, { method: 'POST', headers: auth });
  expect(asked.status).toBe(200);
  await expect.poll(() => fake.payouts.length, { timeout: 60_000 }).toBe(1);
  await server.kill();

  const { handle: database } = await server.open();
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
