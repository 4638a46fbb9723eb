// Money out end to end on a real database: a paid order's commission and held money, its release by the customer's
// word or by the days after the event, "Pay me now" through the simulator, the payout number's password and pause,
// and who may see what. The ledger balances after every step.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.ts';
import { delivered, eventDay, paidOrder, shopWithVenue } from '../../../test/paid-orders.ts';
import { payoutDepsOf } from '../../../test/payout-factories.ts';
import { ledgerEntries, payouts, simulatorPayouts } from '../../db/schema/ledger.ts';
import { orders } from '../../db/schema/orders.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { createSimulatorPayouts } from '../../platform/payments/simulator-payouts.ts';
import { releaseDueMoney } from './release-work.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
});
afterEach(() => t.close());

const PAYOUT_PHONE = '+255754900900';

const money = (auth: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/vendor/money', headers: auth }).then((reply) => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  });

const setPayoutNumber = (auth: Record<string, string>, phone: string, currentPassword = TEST_PASSWORD) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/vendor/payout-account',
    headers: auth,
    payload: { phone, currentPassword },
  });

async function ledgerBalances() {
  const rows = await t.db.execute(sql`
    select count(*)::int as unbalanced from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount_tzs) <> 0) u`);
  return (rows as unknown as { rows: { unbalanced: number }[] }).rows[0]?.unbalanced === 0;
}

describe('money out', () => {
  it('a paid order: 5% commission recorded as it arrives, the rest held; released by the customer; paid out', async () => {
    const { vendor, venue, vendorAuth: auth } = await shopWithVenue(t);
    const { orderId, customer } = await paidOrder(t, venue.id);

    let seen = await money(auth);
    expect(seen.balances).toEqual({
      heldTzs: 760_000,
      releasableTzs: 0,
      payingTzs: 0,
      paidOutTzs: 0,
      feesTzs: 40_000,
    });
    expect(seen.rules).toMatchObject({ releaseDays: 3, payoutMinimumTzs: 10_000, commissionBps: 500 });
    expect(seen.orders).toEqual([
      expect.objectContaining({
        orderId,
        paidTzs: 800_000,
        feeTzs: 40_000,
        heldTzs: 760_000,
        releasesOn: addDays(eventDay, 3),
      }),
    ]);
    expect(seen.payNow).toEqual({ allowed: false, blockedBy: 'no_account' });

    // Not before the vendor has delivered it.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/confirm-receipt`,
      headers: customer,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.reason).toBe('order.receipt_not_delivered');

    await delivered(t, auth, orderId);
    const shown = await t.app.inject({ url: `/api/v1/orders/${orderId}`, headers: customer });
    expect(shown.json().canConfirmReceipt).toBe(true);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/confirm-receipt`,
      headers: customer,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ canConfirmReceipt: false });
    expect(confirmed.json().timeline.at(-1)).toMatchObject({ kind: 'receipt_confirmed', amountTzs: 760_000 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/confirm-receipt`,
      headers: customer,
    });
    expect(again.json().error.reason).toBe('order.receipt_confirmed');

    seen = await money(auth);
    expect(seen.balances).toMatchObject({ heldTzs: 0, releasableTzs: 760_000 });
    expect(seen.payNow.blockedBy).toBe('no_account');

    const set = await setPayoutNumber(auth, '0754 900 900');
    expect(set.statusCode, set.body).toBe(200);
    // The first number is the owner's own choice: no pause.
    expect(set.json().account).toEqual({ phone: '+255 754 *** 900', accountName: null, pausedUntil: null });

    const paid = await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().balances).toMatchObject({ releasableTzs: 0, payingTzs: 760_000 });
    await t.app.jobs.drain();

    seen = await money(auth);
    expect(seen.balances).toEqual({
      heldTzs: 0,
      releasableTzs: 0,
      payingTzs: 0,
      paidOutTzs: 760_000,
      feesTzs: 40_000,
    });
    expect(seen.payouts).toEqual([
      expect.objectContaining({
        amountTzs: 760_000,
        status: 'succeeded',
        trigger: 'asked',
        phone: '+255 754 *** 900',
      }),
    ]);
    expect(seen.orders[0]).toMatchObject({
      heldTzs: 0,
      releasableTzs: 0,
      paidOutTzs: 760_000,
      releasesOn: null,
    });
    // The demo phone shows the money arriving.
    const received = await t.db
      .select()
      .from(simulatorPayouts)
      .where(eq(simulatorPayouts.phone, PAYOUT_PHONE));
    expect(received.map((row) => row.amountTzs)).toEqual([760_000]);

    // What stays in the provider's account is Sherehe's commission, and every transaction balances.
    const totals = await t.db.execute(sql`select account, sum(amount_tzs)::float8 as total from ledger_entries
      where vendor_id = ${vendor.id} group by account order by account`);
    expect((totals as unknown as { rows: unknown[] }).rows).toEqual([
      { account: 'platform_fees', total: -40_000 },
      { account: 'provider', total: 40_000 },
      { account: 'vendor_held', total: 0 },
      { account: 'vendor_paying', total: 0 },
      { account: 'vendor_releasable', total: 0 },
    ]);
    expect(await ledgerBalances()).toBe(true);
  });

  it('held money is released by itself three days after the event, not before', async () => {
    const { venue, vendorAuth: auth } = await shopWithVenue(t);
    const { orderId } = await paidOrder(t, venue.id);
    await t.app.inject({ method: 'POST', url: `/api/v1/vendor/orders/${orderId}/confirm`, headers: auth });

    expect(await releaseDueMoney(payoutDeps())).toEqual({ released: 0 });
    const twoDaysAgo = addDays(todayInTanzania(), -2);
    await t.db.update(orders).set({ eventDate: twoDaysAgo }).where(eq(orders.id, orderId));
    expect(await releaseDueMoney(payoutDeps())).toEqual({ released: 0 });
    await t.db
      .update(orders)
      .set({ eventDate: addDays(todayInTanzania(), -3) })
      .where(eq(orders.id, orderId));
    expect(await releaseDueMoney(payoutDeps())).toEqual({ released: 1 });
    expect(await releaseDueMoney(payoutDeps())).toEqual({ released: 0 });
    expect((await money(auth)).balances).toMatchObject({ heldTzs: 0, releasableTzs: 760_000 });
    expect(await ledgerBalances()).toBe(true);
  });

  it('two "Pay me now" at once make one payout', async () => {
    const { venue, vendorAuth: auth } = await shopWithVenue(t);
    const { orderId, customer } = await paidOrder(t, venue.id);
    await delivered(t, auth, orderId);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/confirm-receipt`,
      headers: customer,
    });
    expect((await setPayoutNumber(auth, PAYOUT_PHONE)).statusCode).toBe(200);

    const answers = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(['payouts.below_minimum', 'payouts.payout_open']).toContain(refused?.json().error.reason);
    await t.app.jobs.drain();
    expect(await t.db.select().from(payouts)).toHaveLength(1);
    expect(await t.db.select().from(simulatorPayouts)).toHaveLength(1);
    expect(await ledgerBalances()).toBe(true);
  });

  it('a changed payout number needs the password, tells the old number and pauses payouts for a day', async () => {
    const { venue, vendorAuth: auth } = await shopWithVenue(t);
    const wrong = await setPayoutNumber(auth, PAYOUT_PHONE, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.reason).toBe('account.current_password_wrong');
    const bad = await setPayoutNumber(auth, '12345');
    expect(bad.json().error.reason).toBe('payments.phone_invalid');

    expect((await setPayoutNumber(auth, PAYOUT_PHONE)).statusCode).toBe(200);
    const changed = await setPayoutNumber(auth, '0713 111 222');
    expect(changed.statusCode, changed.body).toBe(200);
    const pausedUntil = Date.parse(changed.json().account.pausedUntil);
    expect(pausedUntil - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const told = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, PAYOUT_PHONE));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/^Sherehe: the number Ukumbi wa Bahari is paid to was changed\./);

    const { orderId, customer } = await paidOrder(t, venue.id);
    await delivered(t, auth, orderId);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/confirm-receipt`,
      headers: customer,
    });
    const seen = await money(auth);
    expect(seen.payNow).toEqual({ allowed: false, blockedBy: 'paused' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      reason: 'payouts.paused',
      params: { until: expect.any(String) },
    });
    // Nor does the automatic run pay it.
    await releaseDueMoney(payoutDeps());
    await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
    expect(await t.db.select().from(payouts)).toHaveLength(0);
  });

  it('only vendors have money pages; a customer cannot confirm an order that is not theirs', async () => {
    const { venue, vendorAuth: auth } = await shopWithVenue(t);
    const { orderId } = await paidOrder(t, venue.id);
    await delivered(t, auth, orderId);
    const stranger = bearer(await sessionTokenFor(t.db, await buildUser(t.db)));
    expect((await t.app.inject({ url: '/api/v1/vendor/money', headers: stranger })).statusCode).toBe(403);
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/confirm-receipt`,
      headers: stranger,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.account, 'vendor_releasable')),
    ).toHaveLength(0);
  });
});

function payoutDeps() {
  return payoutDepsOf(t, createSimulatorPayouts({ db: t.db }));
}
