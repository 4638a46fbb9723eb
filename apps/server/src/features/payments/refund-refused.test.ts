// A refund the provider refuses, on a real database with ClickPesa's local fake (refunds go out as its payouts): the
// ledger, which took the money out when the refund started, puts it back as owed to the payer; admins find the payment
// among those owed back and send the refund again, once (not when another refund gave the money back); a refund the
// network takes back, found by a status query or the daily second look, is owed again; the reconciliation agrees.
import { randomUUID } from 'node:crypto';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent, buildPledge } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { clickPesaEnv, startClickPesaFake } from '../../../test/fakes/clickpesa-fake.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { pledgePayments } from '../../db/schema/events.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { paymentRefunds } from '../../db/schema/payments.ts';
import { toOrderReference } from '../../platform/payments/clickpesa-checksum.ts';
import { RECHECK_REFUNDED_DAYS } from './service.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe('a refund the provider refuses', () => {
  // The merchant account holds less than a refund: ClickPesa refuses its payout ("Insufficient balance") until a test
  // tops it up, so the tests that need a refusal come first.
  let fake: Awaited<ReturnType<typeof startClickPesaFake>>;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startClickPesaFake({ balance: 1_000 });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    t = await buildTestApp({
      env: {
        ...clickPesaEnv(fake),
      },
    });
  });
  afterEach(() => t.close());

  /** A contribution of 30,000 received by mobile money on a host's event, as the pledge's ledger recorded it. */
  async function receivedContribution() {
    const host = await buildUser(t.db);
    const event = await buildEvent(t.db, { hostUserId: host.id });
    const pledge = await buildPledge(t.db, event.id, { amountTzs: 30_000 });
    const { attemptId } = await t.db.transaction((tx) =>
      t.app.payments.start(tx, {
        purpose: { kind: 'pledge', id: pledge.id },
        payerUserId: null,
        origin: { address: '127.0.0.1' },
        amountTzs: 30_000,
        phone: '0754 123 456',
        description: 'Mchango wa harusi',
      }),
    );
    await t.app.jobs.drain();
    fake.settle(toOrderReference(attemptId), 'SUCCESS');
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callbacks/clickpesa',
      payload: fake.signedEvent(toOrderReference(attemptId), 'PAYMENT RECEIVED'),
    });
    expect(callback.statusCode).toBe(200);
    const [payment] = await t.db.select().from(pledgePayments).where(eq(pledgePayments.attemptId, attemptId));
    return {
      attemptId,
      eventId: event.id,
      paymentId: payment?.id as string,
      host: bearer(await sessionTokenFor(t.db, host)),
    };
  }

  /** The committee refunds the contribution to its payer's phone: its refund once the job has sent it. */
  async function refundOf(contribution: Awaited<ReturnType<typeof receivedContribution>>) {
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${contribution.eventId}/payments/${contribution.paymentId}/reverse`,
      headers: contribution.host,
      payload: { reason: 'Paid the wrong event' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    await t.app.jobs.drain();
    const [refund] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.attemptId, contribution.attemptId));
    return refund;
  }

  /** The ledger's sum on an account over the transactions of the given kinds. */
  async function ledgerSum(account: 'provider' | 'refunds_owed', keyLike = '%') {
    const [row] = await t.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountTzs}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.account, account), like(ledgerTransactions.sourceKey, keyLike)));
    return Number(row?.total ?? 0);
  }

  it('cannot be sent again once another refund has given its money back', async () => {
    const contribution = await receivedContribution();
    const { attemptId } = contribution;
    const refused = await refundOf(contribution);
    expect(refused?.status).toBe('failed');
    const admin = await buildUser(t.db, { role: 'admin' });
    // The same money given back another way meanwhile (as an admin's refund of a late success would).
    await t.app.payments.refund(t.db, {
      attemptId,
      amountTzs: 30_000,
      byUserId: admin.id,
      reason: 'By hand',
    });
    const headers = bearer(await sessionTokenFor(t.db, admin));
    const detailUrl = `/api/v1/admin/payments/${attemptId}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${detailUrl}/refunds/${refused?.id}/again`,
      headers,
    });
    expect([sent.statusCode, sent.json().error.reason, sent.json().error.params]).toEqual([
      422,
      'payments.refund_too_much',
      { max: 0 },
    ]);
    expect((await t.app.inject({ url: detailUrl, headers })).json()).toMatchObject({
      needsRefund: false,
      refunds: [
        { id: refused?.id, status: 'failed', sentAgain: false, sendable: false },
        { status: 'pending' },
      ],
    });
    const owed = await t.app.inject({ url: '/api/v1/admin/payments?needsRefund=true', headers });
    expect(owed.json().payments.map((p: { id: string }) => p.id)).not.toContain(attemptId);
  });

  it('is owed back in the ledger, listed for admins and sent again once', async () => {
    const contribution = await receivedContribution();
    const { attemptId, host } = contribution;
    expect(await ledgerSum('provider')).toBe(30_000);
    const refused = await refundOf(contribution);
    expect(refused).toMatchObject({ status: 'failed', providerMessage: '400: Insufficient balance' });
    // The money never left the provider's account: the ledger says so, and owes it to the payer.
    expect(await ledgerSum('provider')).toBe(30_000);
    expect(await ledgerSum('refunds_owed')).toBe(-30_000);

    const admin = bearer(await sessionTokenFor(t.db, await buildUser(t.db, { role: 'admin' })));
    const owed = await t.app.inject({ url: '/api/v1/admin/payments?needsRefund=true', headers: admin });
    expect(owed.json().payments.map((p: { id: string }) => p.id)).toContain(attemptId);
    const detailUrl = `/api/v1/admin/payments/${attemptId}`;
    expect((await t.app.inject({ url: detailUrl, headers: admin })).json()).toMatchObject({
      needsRefund: true,
      refundedTzs: 0,
      refunds: [{ id: refused?.id, status: 'failed', sentAgain: false, sendable: true, againOf: null }],
    });

    const again = (refundId: string, headers = admin) =>
      t.app.inject({ method: 'POST', url: `${detailUrl}/refunds/${refundId}/again`, headers });
    expect((await again(refused?.id as string, host)).statusCode).toBe(403);
    const unknown = await again(randomUUID());
    expect([unknown.statusCode, unknown.json().error.reason]).toEqual([404, 'payments.refund_not_found']);

    fake.topUp(100_000);
    const sent = await again(refused?.id as string);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ amountTzs: 30_000, status: 'pending', againOf: refused?.id });
    const twice = await again(refused?.id as string);
    expect([twice.statusCode, twice.json().error.reason]).toEqual([409, 'payments.refund_sent_again']);
    const notRefused = await again(sent.json().id);
    expect([notRefused.statusCode, notRefused.json().error.reason]).toEqual([
      422,
      'payments.refund_not_failed',
    ]);

    // Sent again: owed no more, and out of the provider's account as the payout goes to the payer's number.
    expect(await ledgerSum('refunds_owed')).toBe(0);
    expect(await ledgerSum('provider')).toBe(0);
    const payoutsBefore = fake.payouts.length;
    await t.app.jobs.drain();
    expect(fake.payouts.length).toBe(payoutsBefore + 1);
    expect(fake.payouts.at(-1)).toMatchObject({ amount: 30_000, phoneNumber: '255754123456' });
    expect((await t.app.inject({ url: detailUrl, headers: admin })).json()).toMatchObject({
      needsRefund: false,
      refundedTzs: 30_000,
      refunds: [
        { id: refused?.id, status: 'failed', sentAgain: true, sendable: false },
        { id: sent.json().id, status: 'pending', againOf: refused?.id },
      ],
    });
    const listed = await t.app.inject({ url: '/api/v1/admin/payments?needsRefund=true', headers: admin });
    expect(listed.json().payments.map((p: { id: string }) => p.id)).not.toContain(attemptId);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund_sent_again'), eq(auditLog.targetId, attemptId)));
    expect(audits).toHaveLength(1);

    // Once the provider confirms it, the day's reconciliation finds the refund given back once on both sides.
    await t.db
      .update(paymentRefunds)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(eq(paymentRefunds.id, sent.json().id));
    const day = await t.app.inject({
      url: `/api/v1/admin/reconciliation?day=${todayInTanzania()}`,
      headers: admin,
    });
    expect(day.json().refunds).toEqual({ count: 1, providerTzs: 30_000, ledgerTzs: 30_000 });
    expect(day.json().unexplained).toEqual([]);
  });

  it('accepted, is settled by status queries: paid, or taken back by the network and owed again', async () => {
    fake.topUp(200_000);
    const reverseOf = async () => {
      const refund = await refundOf(await receivedContribution());
      // ClickPesa took the payout: accepted, not yet paid.
      expect(refund).toMatchObject({ status: 'pending', providerReference: expect.stringMatching(/^PO/) });
      return refund?.id as string;
    };
    const paid = await reverseOf();
    const takenBack = await reverseOf();
    const owedBefore = await ledgerSum('refunds_owed');

    // Asked while the network is still at it: it stays open, and is asked about again.
    await t.app.payments.handlers.checkRefund({ refundId: paid, round: 0 });
    fake.settlePayout(toOrderReference(paid), 'SUCCESS');
    await t.app.payments.handlers.checkRefund({ refundId: paid, round: 1 });
    fake.settlePayout(toOrderReference(takenBack), 'SUCCESS');
    fake.settlePayout(toOrderReference(takenBack), 'REVERSED');
    await t.app.payments.handlers.checkRefund({ refundId: takenBack, round: 0 });
    const statuses = await t.db
      .select({ id: paymentRefunds.id, status: paymentRefunds.status })
      .from(paymentRefunds)
      .where(sql`${paymentRefunds.id} in (${paid}, ${takenBack})`);
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [paid]: 'succeeded',
      [takenBack]: 'failed',
    });
    // The money taken back is at the provider again and owed to its payer.
    expect(await ledgerSum('refunds_owed')).toBe(owedBefore - 30_000);

    // Paid, then taken back by the network without a word: the daily second look finds it, within its days.
    fake.settlePayout(toOrderReference(paid), 'REVERSED');
    const later = new Date(Date.now() + (RECHECK_REFUNDED_DAYS + 1) * 86_400_000);
    expect(await t.app.payments.handlers.recheckRefunds(later)).toBe(0);
    expect(await t.app.payments.handlers.recheckRefunds()).toBe(1);
    expect(await t.app.payments.handlers.recheckRefunds()).toBe(0); // owed once
    const [again] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, paid));
    expect(again).toMatchObject({ status: 'failed', providerMessage: 'Reversed by the network' });
    expect(await ledgerSum('refunds_owed')).toBe(owedBefore - 60_000);
  });
});
