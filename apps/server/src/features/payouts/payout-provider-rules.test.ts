// Money out through a real provider's protocol (the ClickPesa fake over HTTP on 127.0.0.1): a payout whose answer is
// lost is settled by status queries with exactly one payout at the provider; a retry after a crash asks, never sends
// again; forged, replayed and out-of-order callbacks change nothing; a reversal gives the money back to the balance,
// and one whose callback never came is found by the daily second look at what was paid.

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { appWithClickPesaPayouts, vendorWithMoney as withMoney } from '../../../test/payout-factories.ts';
import { payoutEvents, vendorPayoutAccounts } from '../../db/schema/ledger.ts';
import { vendors } from '../../db/schema/marketplace.ts';
import { clickPesaChecksum, toOrderReference } from '../../platform/payments/clickpesa-checksum.ts';
import { payDailyPayouts } from './release-work.ts';
import {
  checkPayout,
  type PayoutDeps,
  RECHECK_PAID_DAYS,
  recheckPaidPayouts,
  sendPayout,
} from './service.ts';

let fake: Awaited<ReturnType<typeof appWithClickPesaPayouts>>['fake'];
let t: Awaited<ReturnType<typeof appWithClickPesaPayouts>>['t'];
let deps: PayoutDeps;
let close: () => Promise<void>;
const WEBHOOK = '/api/v1/payouts/callbacks/clickpesa';

beforeEach(async () => {
  ({ t, fake, deps, close } = await appWithClickPesaPayouts());
});
afterEach(() => close());

const vendorWithMoney = () => withMoney(t.db);

async function payMeNow(auth: Record<string, string>) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
  expect(answer.statusCode, answer.body).toBe(200);
  const [payout] = answer.json().payouts;
  return payout.id as string;
}

const money = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/v1/vendor/money', headers: auth })).json();

it('an answer lost in a 5xx: unknown, settled by status queries, exactly one payout at the provider', async () => {
  const { auth } = await vendorWithMoney();
  fake.failAfterWork(/create-mobile-money-payout/);
  const id = await payMeNow(auth);
  await t.app.jobs.drain();
  expect(fake.payouts).toHaveLength(1);
  expect((await money(auth)).payouts[0]).toMatchObject({ status: 'unknown', amountTzs: 190_000 });

  // The job runs again (a retry after a crash): it asks, it does not send.
  await sendPayout(deps, id);
  await checkPayout(deps, id, 0);
  expect(fake.payouts).toHaveLength(1);
  expect((await money(auth)).payouts[0].status).toBe('pending');

  fake.settlePayout(toOrderReference(id), 'SUCCESS');
  await checkPayout(deps, id, 1);
  const seen = await money(auth);
  expect(seen.payouts[0]).toMatchObject({ status: 'succeeded', feeTzs: 3515 });
  expect(seen.balances).toMatchObject({ releasableTzs: 0, payingTzs: 0, paidOutTzs: 190_000 });
  expect(fake.payouts).toHaveLength(1);
});

it('a payout taken back without a callback is found by the daily second look, once, within its days', async () => {
  const { auth } = await vendorWithMoney();
  const id = await payMeNow(auth);
  await t.app.jobs.drain();
  fake.settlePayout(toOrderReference(id), 'SUCCESS');
  await checkPayout(deps, id, 0);
  expect(await recheckPaidPayouts(deps)).toBe(0); // still paid: nothing moves
  expect((await money(auth)).balances).toMatchObject({ paidOutTzs: 190_000, releasableTzs: 0 });

  fake.settlePayout(toOrderReference(id), 'REVERSED'); // and no callback comes
  const later = new Date(Date.now() + (RECHECK_PAID_DAYS + 1) * 86_400_000);
  expect(await recheckPaidPayouts(deps, later)).toBe(0); // past its days, it is not asked about
  expect(await recheckPaidPayouts(deps)).toBe(1);
  const seen = await money(auth);
  expect(seen.payouts[0]).toMatchObject({ status: 'reversed' });
  expect(seen.balances).toMatchObject({ paidOutTzs: 0, releasableTzs: 190_000 });
  expect(await recheckPaidPayouts(deps)).toBe(0); // undone once
  expect((await money(auth)).balances).toMatchObject({ paidOutTzs: 0, releasableTzs: 190_000 });
});

it('callbacks: forged refused, replay stored once, a reversal returns the money, a late success changes nothing', async () => {
  const { auth } = await vendorWithMoney();
  const id = await payMeNow(auth);
  await t.app.jobs.drain();
  const reference = toOrderReference(id);
  fake.settlePayout(reference, 'SUCCESS');
  const success = fake.signedPayoutEvent(reference, 'PAYOUT INITIATED');

  const forged = await t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: { ...success, data: { ...success.data, amount: '9999999.00' } },
  });
  expect(forged.statusCode).toBe(401);
  expect(forged.json().error.reason).toBe('payouts.callback_forged');
  expect((await money(auth)).payouts[0].status).toBe('pending');

  for (const _ of [1, 2]) {
    expect((await t.app.inject({ method: 'POST', url: WEBHOOK, payload: success })).statusCode).toBe(200);
  }
  expect((await money(auth)).balances).toMatchObject({ paidOutTzs: 190_000, releasableTzs: 0 });

  fake.settlePayout(reference, 'REVERSED');
  const reversed = fake.signedPayoutEvent(reference, 'PAYOUT REVERSED');
  expect((await t.app.inject({ method: 'POST', url: WEBHOOK, payload: reversed })).statusCode).toBe(200);
  let seen = await money(auth);
  expect(seen.payouts[0]).toMatchObject({ status: 'reversed' });
  expect(seen.balances).toMatchObject({ paidOutTzs: 0, releasableTzs: 190_000 });
  // The money came back to the merchant account and the fee of the transfer made stays spent, as the ledger books it.
  expect(fake.balance).toBe(5_000_000 - 3515);

  // The success arriving again, or late, after the reversal: nothing moves back.
  expect((await t.app.inject({ method: 'POST', url: WEBHOOK, payload: success })).statusCode).toBe(200);
  seen = await money(auth);
  expect(seen.payouts[0].status).toBe('reversed');
  expect(seen.balances).toMatchObject({ paidOutTzs: 0, releasableTzs: 190_000 });
  const stored = await t.db.select().from(payoutEvents);
  expect(stored.filter((event) => event.source === 'callback')).toHaveLength(2);
});

it('a callback about another transfer is ignored; a refused number is not retried by itself for a day; a suspended shop is paid nothing', async () => {
  const { auth, vendorId } = await vendorWithMoney();
  const id = await payMeNow(auth);
  await t.app.jobs.drain();
  const reference = toOrderReference(id);
  const genuine = fake.signedPayoutEvent(reference, 'PAYOUT INITIATED');
  const other = { event: genuine.event, data: { ...genuine.data, id: 'PO999', status: 'FAILED' } };
  const signed = { ...other, checksum: clickPesaChecksum(fake.checksumKey, other) };
  expect((await t.app.inject({ method: 'POST', url: WEBHOOK, payload: signed })).statusCode).toBe(200);
  expect((await money(auth)).payouts[0].status).toBe('pending');

  fake.settlePayout(reference, 'FAILED');
  await checkPayout(deps, id, 0);
  expect((await money(auth)).balances).toMatchObject({ releasableTzs: 190_000, payingTzs: 0 });
  await payDailyPayouts(deps);
  expect(fake.payouts).toHaveLength(1);

  await t.db
    .update(vendors)
    .set({ status: 'suspended', suspendedReason: 'fraud' })
    .where(eq(vendors.id, vendorId));
  const refused = await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error.reason).toBe('payouts.vendor_suspended');
  expect((await money(auth)).payNow).toEqual({ allowed: false, blockedBy: 'vendor_suspended' });
  await t.db
    .update(vendorPayoutAccounts)
    .set({ updatedAt: new Date() })
    .where(eq(vendorPayoutAccounts.vendorId, vendorId));
  await payDailyPayouts(deps);
  expect(fake.payouts).toHaveLength(1);
});
