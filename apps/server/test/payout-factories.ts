// Money out in tests: the app with ClickPesa's payouts against the local fake (collections stay simulated), and a
// vendor with releasable money and a payout number, made through the ledger's own posting rules.
import type { Database } from '../src/db/client.ts';
import { vendorPayoutAccounts } from '../src/db/schema/ledger.ts';
import { postOrderPayment, releaseOrder } from '../src/features/ledger/service.ts';
import type { PayoutDeps } from '../src/features/payouts/service.ts';
import { withdrawalSettled } from '../src/features/withdrawals/withdrawal-outcome.ts';
import { createClickPesaPayouts } from '../src/platform/payments/clickpesa-payouts.ts';
import type { PayoutProvider } from '../src/platform/payments/payout-provider.ts';
import { buildTestApp } from './build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from './factories.ts';
import { startClickPesaFake } from './fakes/clickpesa-fake.ts';
import { buildVendor } from './marketplace-factories.ts';
import { buildOrder } from './order-factories.ts';

/** ClickPesa's payouts as the app makes them, pointed at the fake and its keys. */
export const clickPesaPayoutsOf = (fake: Awaited<ReturnType<typeof startClickPesaFake>>) =>
  createClickPesaPayouts({
    apiUrl: fake.apiUrl,
    clientId: fake.clientId,
    apiKey: fake.apiKey,
    checksumKey: fake.checksumKey,
    timeoutMs: 2000,
  });

/** The payouts' dependencies over a test app, with `provider` in place of the app's own. */
export function payoutDepsOf(
  t: Awaited<ReturnType<typeof buildTestApp>>,
  provider: PayoutProvider | null,
): PayoutDeps {
  return { db: t.db, jobs: t.app.jobs, provider, log: t.app.log, eventPayoutSettled: withdrawalSettled };
}

export async function appWithClickPesaPayouts() {
  const fake = await startClickPesaFake({ balance: 5_000_000 });
  const provider = clickPesaPayoutsOf(fake);
  const t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' }, payouts: provider });
  const deps = payoutDepsOf(t, provider);
  return {
    t,
    fake,
    deps,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** A vendor with 190,000 TZS releasable (200,000 paid, 5% commission) and a payout number; signed in. */
export async function vendorWithMoney(db: Database, businessName = 'Ukumbi wa Pwani') {
  const owner = await buildUser(db, { role: 'vendor' });
  const vendor = await buildVendor(db, { userId: owner.id, businessName });
  const order = await buildOrder(db, { vendorId: vendor.id, status: 'delivered', totalTzs: 200_000 });
  await db.transaction(async (tx) => {
    await postOrderPayment(tx, {
      orderId: order.id,
      vendorId: vendor.id,
      attemptId: order.id,
      amountTzs: 200_000,
    });
    await releaseOrder(tx, { orderId: order.id, vendorId: vendor.id });
  });
  await db.insert(vendorPayoutAccounts).values({ vendorId: vendor.id, phone: '+255754123456' });
  return { vendorId: vendor.id, auth: bearer(await sessionTokenFor(db, owner)) };
}
