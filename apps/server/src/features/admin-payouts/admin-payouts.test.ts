// The admins' payouts over the ClickPesa fake: listed newest first with counts by status and a filter; a failed
// payout sent again once, an open one refused; an unknown payout settled by hand as paid (once) or as not paid (the
// money back to releasable), audited; admins only; the ledger balances after every step.
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { appWithClickPesaPayouts, vendorWithMoney as withMoney } from '../../../test/payout-factories.ts';
import { selectRows } from '../../db/rows.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { ledgerTransactions, payouts, vendorPayoutAccounts } from '../../db/schema/ledger.ts';
import { toOrderReference } from '../../platform/payments/clickpesa-checksum.ts';
import { postOrderRefund } from '../ledger/service.ts';
import { payDailyPayouts } from '../payouts/release-work.ts';
import { checkPayout, type PayoutDeps } from '../payouts/service.ts';

let fake: Awaited<ReturnType<typeof appWithClickPesaPayouts>>['fake'];
let t: Awaited<ReturnType<typeof appWithClickPesaPayouts>>['t'];
let deps: PayoutDeps;
let close: () => Promise<void>;
let adminHeaders: Record<string, string>;
let adminId: string;

beforeEach(async () => {
  ({ t, fake, deps, close } = await appWithClickPesaPayouts());
  const admin = await buildUser(t.db, { role: 'admin' });
  adminId = admin.id;
  adminHeaders = bearer(await sessionTokenFor(t.db, admin));
});
afterEach(() => close());

const vendorWithMoney = (name?: string) => withMoney(t.db, name);

async function payMeNow(auth: Record<string, string>) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
  expect(answer.statusCode, answer.body).toBe(200);
  await t.app.jobs.drain();
  return answer.json().payouts[0].id as string;
}

/** A payout the provider refused: sent, then reported FAILED by a status query. */
async function failedPayout(auth: Record<string, string>) {
  const id = await payMeNow(auth);
  fake.settlePayout(toOrderReference(id), 'FAILED');
  await checkPayout(deps, id, 0);
  return id;
}

/** A payout whose answer was lost in a 5xx: sent once, outcome unknown. */
async function unknownPayout(auth: Record<string, string>) {
  fake.failAfterWork(/create-mobile-money-payout/);
  return payMeNow(auth);
}

const money = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/v1/vendor/money', headers: auth })).json();
const list = (query = '', headers = adminHeaders) =>
  t.app.inject({ url: `/api/v1/admin/payouts${query}`, headers });
const retry = (id: string, headers = adminHeaders) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/payouts/${id}/retry`, headers });
const settle = (id: string, payload: object, headers = adminHeaders) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/payouts/${id}/settle`, headers, payload });

async function ledgerBalances() {
  const rows = await t.db.execute(sql`
    select count(*)::int as unbalanced from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount_tzs) <> 0) u`);
  return (rows as unknown as { rows: { unbalanced: number }[] }).rows[0]?.unbalanced === 0;
}

const kindsOf = async (payoutId: string, kind: 'payout_succeeded' | 'payout_failed') =>
  t.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.payoutId, payoutId), eq(ledgerTransactions.kind, kind)));

describe('admin payouts', () => {
  it('lists payouts newest first with vendor, masked phone and counts; filters by status; pages', async () => {
    const first = await vendorWithMoney('Ukumbi wa Pwani');
    const second = await vendorWithMoney('Mapambo ya Amani');
    const failed = await failedPayout(first.auth);
    const pending = await payMeNow(second.auth);

    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const body = all.json();
    expect(body.payouts.map((p: { id: string }) => p.id)).toEqual([pending, failed]);
    expect(body.payouts[1]).toMatchObject({
      vendorName: 'Ukumbi wa Pwani',
      phone: '+255 754 *** 456',
      amountTzs: 190_000,
      status: 'failed',
      trigger: 'asked',
      provider: 'clickpesa',
    });
    expect(body.payouts[1].failureMessage).toEqual(expect.any(String));
    expect(body.payouts[1].settledAt).toEqual(expect.any(String));
    expect(body.counts).toEqual({ pending: 1, unknown: 0, succeeded: 0, failed: 1, reversed: 0 });

    const onlyFailed = (await list('?status=failed')).json();
    expect(onlyFailed.payouts.map((p: { id: string }) => p.id)).toEqual([failed]);
    expect(onlyFailed.counts.pending).toBe(1);

    const pageOne = (await list('?limit=1')).json();
    expect(pageOne.payouts.map((p: { id: string }) => p.id)).toEqual([pending]);
    const pageTwo = (await list(`?limit=1&cursor=${pageOne.nextCursor}`)).json();
    expect(pageTwo.payouts.map((p: { id: string }) => p.id)).toEqual([failed]);
    expect(pageTwo.nextCursor).toBeNull();

    expect((await list('?status=lost')).json().error.details[0].reason).toBe('payouts.status_unknown');
    expect((await list('?cursor=nonsense')).json().error.reason).toBe('page.cursor_invalid');
  });

  it('sends a failed payout again once, as a retry by the admin; refuses a pending one', async () => {
    const { auth, vendorId } = await vendorWithMoney();
    const failed = await failedPayout(auth);
    expect((await money(auth)).balances).toMatchObject({ releasableTzs: 190_000, payingTzs: 0 });

    const sent = await retry(failed);
    expect(sent.statusCode, sent.body).toBe(201);
    const fresh = sent.json();
    expect(fresh).toMatchObject({ status: 'pending', trigger: 'retry', amountTzs: 190_000 });
    expect(fresh.id).not.toBe(failed);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, fresh.id));
    expect(row?.requestedBy).toBe(adminId);
    expect((await money(auth)).balances).toMatchObject({ releasableTzs: 0, payingTzs: 190_000 });

    // Again: the money is on its way in the new payout, so there is nothing left to send.
    const twice = await retry(failed);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.reason).toBe('payouts.below_minimum');
    const pendingOne = await retry(fresh.id);
    expect(pendingOne.statusCode).toBe(409);
    expect(pendingOne.json().error.reason).toBe('payouts.retry_not_failed');
    expect(await t.db.select().from(payouts).where(eq(payouts.vendorId, vendorId))).toHaveLength(2);

    await t.app.jobs.drain();
    expect(fake.payouts).toHaveLength(2);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payout.retried'));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: adminId, targetId: fresh.id });
    expect(await ledgerBalances()).toBe(true);
  });

  it('refuses a retry with nothing to send and an unknown payout id', async () => {
    const { auth } = await vendorWithMoney();
    const failed = await failedPayout(auth);
    await t.db.delete(vendorPayoutAccounts);
    const refused = await retry(failed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('payouts.no_account');
    const missing = await retry('6f1c1c8e-3a43-4f3e-9d0e-2a4b6d1f0a11');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.reason).toBe('payouts.not_found');
  });

  it('settles an unknown payout as paid once, by the same ledger lines, audited with the note', async () => {
    const { auth } = await vendorWithMoney();
    const id = await unknownPayout(auth);
    expect((await money(auth)).payouts[0].status).toBe('unknown');

    const note = 'ClickPesa dashboard shows it paid on 3 May';
    const settled = await settle(id, { outcome: 'succeeded', note });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ id, status: 'succeeded', settledAt: expect.any(String) });
    expect((await money(auth)).balances).toMatchObject({
      releasableTzs: 0,
      payingTzs: 0,
      paidOutTzs: 190_000,
    });

    const again = await settle(id, { outcome: 'failed', note });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('payouts.settle_not_open');
    expect(await kindsOf(id, 'payout_succeeded')).toHaveLength(1);
    expect(await kindsOf(id, 'payout_failed')).toHaveLength(0);

    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payout.settled'));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: adminId, targetId: id });
    expect(audited[0]?.details).toMatchObject({ outcome: 'succeeded', note, was: 'unknown' });
    expect(await ledgerBalances()).toBe(true);
  });

  it('settles an unknown payout as not paid: the money is releasable again, and can be sent again', async () => {
    const { auth } = await vendorWithMoney();
    const id = await unknownPayout(auth);
    const settled = await settle(id, { outcome: 'failed', note: 'Not in the provider records' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'failed', failureMessage: expect.any(String) });
    expect((await money(auth)).balances).toMatchObject({
      releasableTzs: 190_000,
      payingTzs: 0,
      paidOutTzs: 0,
    });
    expect(await kindsOf(id, 'payout_failed')).toHaveLength(1);

    expect((await retry(id)).statusCode).toBe(201);
    expect(await ledgerBalances()).toBe(true);
  });

  it('refuses a settle without a note, with an unknown outcome, or of a payout already final', async () => {
    const { auth } = await vendorWithMoney();
    const failed = await failedPayout(auth);
    const short = await settle(failed, { outcome: 'succeeded', note: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].reason).toBe('payouts.settle_note_length');
    const odd = await settle(failed, { outcome: 'reversed', note: 'Looked at it' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.details[0].reason).toBe('payouts.settle_outcome_invalid');
    const final = await settle(failed, { outcome: 'succeeded', note: 'Looked at it' });
    expect(final.statusCode).toBe(409);
    expect(final.json().error.reason).toBe('payouts.settle_not_open');
  });

  it('is for admins only', async () => {
    const { auth } = await vendorWithMoney();
    const id = await unknownPayout(auth);
    const customer = bearer(await sessionTokenFor(t.db, await buildUser(t.db)));
    for (const headers of [auth, customer]) {
      expect((await list('', headers)).statusCode).toBe(403);
      expect((await retry(id, headers)).statusCode).toBe(403);
      expect((await settle(id, { outcome: 'succeeded', note: 'Paid, I say' }, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/admin/payouts' })).statusCode).toBe(401);
    expect((await money(auth)).payouts[0].status).toBe('unknown');
  });
});

describe('holding a vendor’s payouts', () => {
  const hold = (vendorId: string, payload: object, headers = adminHeaders) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/admin/vendors/${vendorId}/payout-hold`, headers, payload });
  const lift = (vendorId: string, headers = adminHeaders) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/admin/vendors/${vendorId}/payout-hold`, headers });
  const vendors = async () =>
    (await t.app.inject({ url: '/api/v1/admin/payouts/vendors', headers: adminHeaders })).json();

  it('stops every payout to the vendor until lifted, says so to the vendor, and is audited', async () => {
    const { vendorId, auth } = await vendorWithMoney();
    const held = await hold(vendorId, { reason: 'A customer says the hall was not ready' });
    expect(held.statusCode, held.body).toBe(204);
    expect((await money(auth)).payNow).toEqual({ allowed: false, blockedBy: 'held' });
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().error.reason).toBe('payouts.held');
    await payDailyPayouts(deps);
    expect(await t.db.select().from(payouts).where(eq(payouts.vendorId, vendorId))).toHaveLength(0);
    expect((await vendors()).holds).toMatchObject([
      { vendorId, reason: 'A customer says the hall was not ready', releasableTzs: 190_000 },
    ]);

    const lifted = await lift(vendorId);
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect((await lift(vendorId)).json().error.reason).toBe('payouts.not_held');
    await payDailyPayouts(deps);
    expect(await t.db.select().from(payouts).where(eq(payouts.vendorId, vendorId))).toHaveLength(1);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, vendorId));
    expect(audited.map((row) => row.action).sort()).toEqual(['payout.held', 'payout.hold_lifted']);
  });

  it('keeps a payout written before the hold unsent until the hold is lifted, then sends it once', async () => {
    const { vendorId, auth } = await vendorWithMoney();
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/vendor/payouts', headers: auth });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await hold(vendorId, { reason: 'A complaint came in just now' })).statusCode).toBe(204);
    await t.app.jobs.drain();
    expect(fake.payouts).toHaveLength(0);
    const [waiting] = await t.db.select().from(payouts).where(eq(payouts.vendorId, vendorId));
    expect(waiting).toMatchObject({ status: 'pending', sentAt: null });

    expect((await lift(vendorId)).statusCode).toBe(204);
    await t.app.jobs.drain();
    expect(fake.payouts).toHaveLength(1);
  });

  it('refuses a reason too short, an unknown vendor and anyone but an admin; lists vendors who owe', async () => {
    const { vendorId, auth } = await vendorWithMoney();
    expect((await hold(vendorId, { reason: 'x' })).json().error.reason).toBe('payouts.hold_reason_length');
    const nobody = await hold('00000000-0000-4000-8000-000000000000', { reason: 'No such shop' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.reason).toBe('payouts.vendor_not_found');
    expect((await hold(vendorId, { reason: 'Not mine to hold' }, auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/payouts/vendors', headers: auth })).statusCode).toBe(
      403,
    );

    // A refund after the payout: the vendor owes what came back.
    await payMeNow(auth);
    await t.db.transaction(async (tx) => {
      const [order] = await selectRows<{ id: string }>(
        tx,
        sql`select id from orders where vendor_id = ${vendorId} limit 1`,
      );
      await postOrderRefund(tx, {
        orderId: order?.id ?? '',
        vendorId,
        attemptId: 'refund-after-payout',
        amountTzs: 50_000,
      });
    });
    expect((await vendors()).debts).toContainEqual(expect.objectContaining({ vendorId, owedTzs: 47_500 }));
  });
});

describe('a vendor’s statement, for admins', () => {
  const month = todayInTanzania().slice(0, 7);
  const download = (vendorId: string, query: string, headers = adminHeaders, at = month) =>
    t.app.inject({ url: `/api/v1/admin/vendors/${vendorId}/statements/${at}/export?${query}`, headers });

  it('downloads the month as the vendor does, CSV or PDF; refuses anyone but an admin, a bad month and an unknown shop', async () => {
    const { vendorId, auth } = await vendorWithMoney();
    const csv = await download(vendorId, 'format=csv&language=en');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="sherehe-statement-${month}.csv"`);
    const vendors = await t.app.inject({
      url: `/api/v1/vendor/statements/${month}/export?format=csv&language=en`,
      headers: auth,
    });
    expect(csv.body).toBe(vendors.body); // the very file the vendor downloads
    expect(csv.body).toContain('Payment received');
    const pdf = await download(vendorId, 'format=pdf&language=sw');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await download(vendorId, 'format=csv', auth)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v1/admin/vendors/${vendorId}/statements/${month}/export?format=csv` }))
        .statusCode,
    ).toBe(401);
    const badMonth = await download(vendorId, 'format=csv', adminHeaders, '2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().error.details[0].reason).toBe('statements.month_invalid');
    const unknown = await download('00000000-0000-4000-8000-000000000000', 'format=csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.reason).toBe('payouts.vendor_not_found');
  });
});
