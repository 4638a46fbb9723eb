// The payment rail end to end on a real database, with ClickPesa's and AzamPay's local fakes over HTTP: the state
// machine, callbacks (forged, replayed, out of order), a push that times out and is settled by polling without a
// second push, late success after expiry, refunds, amounts, ownership. The purpose is a real pledge (features/pledges):
// what a success wrote is its ledger row, one per attempt; a failure writes nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent, buildPledge } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { startAzamPayFake } from '../../../test/fakes/azampay-fake.ts';
import { clickPesaEnv, startClickPesaFake } from '../../../test/fakes/clickpesa-fake.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { pledgePayments, pledges } from '../../db/schema/events.ts';
import { paymentAttempts, paymentEvents } from '../../db/schema/payments.ts';
import { clickPesaChecksum, toOrderReference } from '../../platform/payments/clickpesa-checksum.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A pledge of 20,000 to an event of its own: the purpose the rail's payments here are for. */
async function pledgeFor(t: TestApp): Promise<string> {
  const event = await buildEvent(t.db, { pledgeDeadline: '2999-01-01' });
  return (await buildPledge(t.db, event.id)).id;
}

/** What the pledge heard: one ledger row per success (never a second for a replay); nothing for a failure. */
async function noted(t: TestApp, attemptId: string) {
  const rows = await t.db.select().from(pledgePayments).where(eq(pledgePayments.attemptId, attemptId));
  return rows.map(() => 'paid');
}

async function tokenOf(t: TestApp, pledgeId: string) {
  const [row] = await t.db.select({ token: pledges.linkToken }).from(pledges).where(eq(pledges.id, pledgeId));
  return row?.token;
}

async function attemptOf(t: TestApp, id: string) {
  const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  if (!row) throw new Error('no attempt');
  return row;
}

async function startPayment(
  t: TestApp,
  { payerUserId = null as string | null, amountTzs = 20_000, purposeId = '' } = {},
) {
  purposeId ||= await pledgeFor(t);
  const { attemptId } = await t.db.transaction((tx) =>
    t.app.payments.start(tx, {
      purpose: { kind: 'pledge', id: purposeId },
      payerUserId,
      origin: payerUserId ? { account: payerUserId } : { address: '127.0.0.1' },
      amountTzs,
      phone: '0754 123 456',
      description: 'Harusi venue deposit',
    }),
  );
  return { attemptId, purposeId };
}

describe('payment rail with ClickPesa', () => {
  let fake: Awaited<ReturnType<typeof startClickPesaFake>>;
  let t: TestApp;
  const webhook = '/api/v1/payments/callbacks/clickpesa';

  beforeAll(async () => {
    fake = await startClickPesaFake();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    t = await buildTestApp({
      env: {
        ...clickPesaEnv(fake),
        PAYMENTS_TIMEOUT_MS: '1500', // short, for the push that hangs; long enough for a busy machine
      },
    });
  });
  afterEach(() => t.close());

  const postWebhook = (body: unknown) =>
    t.app.inject({ method: 'POST', url: webhook, payload: body as object });

  it('push, signed webhook, success: the purpose hears once; a replay is stored once and changes nothing', async () => {
    const pushesBefore = fake.pushes;
    const { attemptId } = await startPayment(t);
    expect((await attemptOf(t, attemptId)).status).toBe('pending');
    await t.app.jobs.drain();
    expect(fake.pushes).toBe(pushesBefore + 1);
    const pending = await attemptOf(t, attemptId);
    expect(pending).toMatchObject({
      status: 'pending',
      phone: '+255754123456',
      providerReference: expect.any(String),
    });

    fake.settle(toOrderReference(attemptId), 'SUCCESS');
    const event = fake.signedEvent(toOrderReference(attemptId), 'PAYMENT RECEIVED');
    const first = await postWebhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await postWebhook(event)).toMatchObject({ statusCode: 200 });

    expect(await attemptOf(t, attemptId)).toMatchObject({ status: 'succeeded', settledAt: expect.any(Date) });
    expect(await noted(t, attemptId)).toEqual(['paid']);
    const callbacks = await t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.attemptId, attemptId), eq(paymentEvents.source, 'callback')));
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]).toMatchObject({ outcome: 'succeeded', reportedStatus: 'succeeded' });
    expect(await t.app.payments.totals(t.db, { kind: 'pledge', id: pending.purposeId })).toEqual({
      paidTzs: 20_000,
      refundedTzs: 0,
    });
  });

  it('forged and unreadable callbacks are refused with a reason and stored nowhere', async () => {
    const { attemptId } = await startPayment(t);
    await t.app.jobs.drain();
    const event = fake.signedEvent(toOrderReference(attemptId), 'PAYMENT RECEIVED');
    const countEvents = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]?.n;
    const before = await countEvents();

    const forged = await postWebhook({
      ...event,
      data: { ...event.data, status: 'SUCCESS', collectedAmount: 1 },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.reason).toBe('payments.callback_forged');
    const { checksum: _gone, ...unsigned } = event;
    expect((await postWebhook(unsigned)).json().error.reason).toBe('payments.callback_forged');
    const unreadable = await postWebhook([1, 2]);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.reason).toBe('payments.callback_unreadable');
    const wrongProvider = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callbacks/azampay/some-secret',
      payload: {},
    });
    expect(wrongProvider.statusCode).toBe(404);
    expect(wrongProvider.json().error.reason).toBe('payments.callback_unknown_provider');

    expect(await countEvents()).toBe(before);
    expect((await attemptOf(t, attemptId)).status).toBe('pending');
  });

  it('a signed success without an amount, or with a fraction of a shilling, settles nothing', async () => {
    const { attemptId } = await startPayment(t);
    await t.app.jobs.drain();
    const event = fake.signedEvent(toOrderReference(attemptId), 'PAYMENT RECEIVED');
    const {
      collectedAmount: _collected,
      amount: _amount,
      ...noAmount
    } = event.data as Record<string, unknown>;
    const resigned = (data: Record<string, unknown>, id: string) => {
      const payload = { event: event.event, data: { ...data, id } };
      return { ...payload, checksum: clickPesaChecksum(fake.checksumKey, payload) };
    };
    for (const body of [
      resigned(noAmount, 'no-amount'),
      resigned({ ...event.data, collectedAmount: 20_000.4, amount: '20000.4' }, 'fraction'),
    ]) {
      const answer = await postWebhook(body);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await attemptOf(t, attemptId)).status).toBe('pending');
    expect(await noted(t, attemptId)).toEqual([]);
    const outcomes = await t.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.attemptId, attemptId), eq(paymentEvents.source, 'callback')));
    expect(outcomes).toEqual([{ outcome: 'unmatched' }, { outcome: 'unmatched' }]);
  });

  it('out of order: a failure after the success changes nothing; a success after a failure is kept, owed back', async () => {
    const paid = await startPayment(t);
    const failed = await startPayment(t);
    await t.app.jobs.drain();

    expect(
      (await postWebhook(fake.signedEvent(toOrderReference(paid.attemptId), 'PAYMENT RECEIVED'))).statusCode,
    ).toBe(200);
    expect(
      (await postWebhook(fake.signedEvent(toOrderReference(paid.attemptId), 'PAYMENT FAILED'))).statusCode,
    ).toBe(200);
    expect((await attemptOf(t, paid.attemptId)).status).toBe('succeeded');
    expect(await noted(t, paid.attemptId)).toEqual(['paid']);

    await postWebhook(fake.signedEvent(toOrderReference(failed.attemptId), 'PAYMENT FAILED'));
    await postWebhook(fake.signedEvent(toOrderReference(failed.attemptId), 'PAYMENT RECEIVED'));
    const late = await attemptOf(t, failed.attemptId);
    expect(late).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
      lateSuccessAt: expect.any(Date),
    });
    expect(await noted(t, failed.attemptId)).toEqual([]);

    const admin = await buildUser(t.db, { role: 'admin' });
    const token = await sessionTokenFor(t.db, admin);
    const owed = await t.app.inject({
      url: '/api/v1/admin/payments?needsRefund=true',
      headers: bearer(token),
    });
    expect(owed.json().payments.map((one: { id: string }) => one.id)).toEqual([failed.attemptId]);
    expect(owed.json().payments[0]).toMatchObject({
      needsRefund: true,
      status: 'failed',
      refundedTzs: 0,
      // The pledge's event code and contributor, not an id.
      paidFor: expect.stringMatching(/^[0-9A-Z]{6} · .+/),
    });
  });

  it('a push whose answer never comes is unknown, settled by status queries, and never pushed twice', async () => {
    const { attemptId } = await startPayment(t);
    const pushesBefore = fake.pushes;
    fake.next('hang', /initiate-ussd-push-request/);
    await t.app.jobs.drain();
    expect(fake.pushes).toBe(pushesBefore + 1);
    expect(await attemptOf(t, attemptId)).toMatchObject({ status: 'unknown' });

    // The push job run again (its process died, say) does not push again.
    await t.app.payments.handlers.push({ attemptId });
    // The first status query: ClickPesa is still processing it, so the push did happen.
    await t.app.payments.handlers.check({ attemptId, round: 0 });
    expect(await attemptOf(t, attemptId)).toMatchObject({ status: 'pending' });
    // The next query fails (500): nothing changes, it is asked again later.
    fake.next('fail', /\/payments\/[A-Za-z0-9]+$/);
    await t.app.payments.handlers.check({ attemptId, round: 1 });
    fake.settle(toOrderReference(attemptId), 'SUCCESS');
    await t.app.payments.handlers.check({ attemptId, round: 2 });
    expect(await attemptOf(t, attemptId)).toMatchObject({ status: 'succeeded' });
    expect(await noted(t, attemptId)).toEqual(['paid']);
    expect(fake.pushes).toBe(pushesBefore + 1);
    // The rounds doubled from 15 s, and stopped once it was settled.
    const checks = (await t.db.execute(sql`
      select (data->>'round')::int as round,
             round(extract(epoch from (start_after - created_on)))::int as delay
      from pgboss.job where name = 'payments.check' and data->>'attemptId' = ${attemptId} order by 1`)) as unknown as {
      rows: { round: number; delay: number }[];
    };
    expect(checks.rows.map((row) => [Number(row.round), Number(row.delay)])).toEqual([
      [0, 15],
      [1, 30],
      [2, 60],
    ]);
  });

  it('expiry asks the status first; a success after expiry is recorded and owed back, the state stays expired', async () => {
    const { attemptId } = await startPayment(t);
    await t.app.jobs.drain();
    fake.next('fail', /\/payments\/[A-Za-z0-9]+$/);
    await expect(t.app.payments.handlers.expire({ attemptId })).rejects.toThrow(/500/);
    expect((await attemptOf(t, attemptId)).status).toBe('pending');

    await t.app.payments.handlers.expire({ attemptId });
    expect(await attemptOf(t, attemptId)).toMatchObject({ status: 'expired', failureReason: 'expired' });
    expect(await noted(t, attemptId)).toEqual([]);

    fake.settle(toOrderReference(attemptId), 'SUCCESS');
    await postWebhook(fake.signedEvent(toOrderReference(attemptId), 'PAYMENT RECEIVED'));
    expect(await attemptOf(t, attemptId)).toMatchObject({
      status: 'expired',
      lateSuccessAt: expect.any(Date),
    });
    expect(await noted(t, attemptId)).toEqual([]);
  });

  it('expiry that finds the payment went through makes it a success, not expired', async () => {
    const { attemptId } = await startPayment(t);
    await t.app.jobs.drain();
    fake.settle(toOrderReference(attemptId), 'SUCCESS');
    await t.app.payments.handlers.expire({ attemptId });
    expect((await attemptOf(t, attemptId)).status).toBe('succeeded');
  });

  it('a push ClickPesa refuses (4xx) fails with its message kept for the admin, and no status is polled', async () => {
    const { attemptId } = await startPayment(t);
    fake.next('refuse', /initiate-ussd-push-request/);
    await t.app.jobs.drain();
    expect(await attemptOf(t, attemptId)).toMatchObject({
      status: 'failed',
      failureReason: 'refused',
      providerMessage: '400: Insufficient balance on the payer wallet',
    });
    expect(await noted(t, attemptId)).toEqual([]);
    const view = await t.app.inject({ url: `/api/v1/payments/${attemptId}` });
    expect(view.json()).toMatchObject({ status: 'failed', failure: 'refused' });
  });

  it('amounts outside the limits and numbers that are not mobile money are refused', async () => {
    await expect(startPayment(t, { amountTzs: 999 })).rejects.toMatchObject({
      reason: 'payments.amount_too_small',
      params: { min: 1000 },
    });
    await expect(startPayment(t, { amountTzs: 5_000_001 })).rejects.toMatchObject({
      reason: 'payments.amount_too_large',
      params: { max: 5_000_000 },
    });
    await expect(startPayment(t, { amountTzs: 1000.5 })).rejects.toMatchObject({
      reason: 'payments.amount_too_small',
    });
    await expect(
      t.db.transaction((tx) =>
        t.app.payments.start(tx, {
          purpose: { kind: 'pledge', id: randomUUID() },
          payerUserId: null,
          origin: { address: '127.0.0.1' },
          amountTzs: 5000,
          phone: '+442071234567',
          description: 'x',
        }),
      ),
    ).rejects.toMatchObject({ reason: 'payments.phone_invalid' });
    expect((await startPayment(t, { amountTzs: 1000 })).attemptId).toBeTruthy();
    expect((await startPayment(t, { amountTzs: 5_000_000 })).attemptId).toBeTruthy();
  });

  it('the payer sees their payment; anyone else gets 404; retry makes a new attempt only once it has failed', async () => {
    const payer = await buildUser(t.db);
    const other = await buildUser(t.db);
    const admin = await buildUser(t.db, { role: 'admin' });
    const { attemptId, purposeId } = await startPayment(t, { payerUserId: payer.id });
    await t.app.jobs.drain();
    const url = `/api/v1/payments/${attemptId}`;
    const as = async (user: { id: string; role: 'user' | 'vendor' | 'admin' } | null) =>
      t.app.inject({ url, headers: user ? bearer(await sessionTokenFor(t.db, user)) : {} });

    const mine = await as(payer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      status: 'pending',
      amountTzs: 20_000,
      phoneMasked: '+255 754 *** 456',
      wallet: 'M-Pesa',
      provider: 'clickpesa',
      returnPath: `/event-planners/pledges/${await tokenOf(t, purposeId)}`,
      retry: null,
      demoPhone: null,
    });
    expect(JSON.stringify(mine.json())).not.toContain('123456');
    expect((await as(other)).statusCode).toBe(404);
    expect((await as(other)).json().error.reason).toBe('payments.not_found');
    expect((await as(null)).statusCode).toBe(404);
    expect((await as(admin)).statusCode).toBe(200);
    const badId = await t.app.inject({ url: '/api/v1/payments/not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details[0].reason).toBe('payments.id_invalid');

    const token = await sessionTokenFor(t.db, payer);
    const retry = (id: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1/payments/${id}/retry`, headers: bearer(token), payload });
    expect((await retry(attemptId)).json().error.reason).toBe('payments.attempt_open');
    expect((await retry(attemptId)).statusCode).toBe(409);

    await postWebhook(fake.signedEvent(toOrderReference(attemptId), 'PAYMENT FAILED'));
    expect((await as(payer)).json()).toMatchObject({
      status: 'failed',
      failure: 'declined',
      retry: { amountTzs: 20_000 },
    });
    const otherToken = await sessionTokenFor(t.db, other);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${attemptId}/retry`,
      headers: bearer(otherToken),
      payload: {},
    });
    expect(stranger.statusCode).toBe(404);

    const again = await retry(attemptId, { phone: '0684 123 456' });
    expect(again.statusCode).toBe(201);
    const next = await attemptOf(t, again.json().attemptId);
    expect(next).toMatchObject({
      purposeId,
      payerUserId: payer.id,
      phone: '+255684123456',
      status: 'pending',
    });
    // Only the latest attempt offers a retry; the old one is refused while the new one waits.
    expect((await as(payer)).json().retry).toBeNull();
    const older = await retry(attemptId);
    expect(older.statusCode).toBe(422);
    expect(older.json().error.reason).toBe('payments.retry_not_allowed');
    const badPhone = await retry(again.json().attemptId, { phone: 'x'.repeat(30) });
    expect(badPhone.statusCode).toBe(400);
  });

  it('refunds: only what was received, never more than is left, audited, paid out through ClickPesa', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const token = await sessionTokenFor(t.db, admin);
    const { attemptId } = await startPayment(t);
    await t.app.jobs.drain();
    const refund = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/payments/${attemptId}/refund`,
        headers: bearer(token),
        payload,
      });

    // A pledge's money goes back through the pledge's ledger (refundsThroughPurpose), which calls the rail's refund().
    const railRefund = (amountTzs: number, reason: string) =>
      t.app.payments.refund(t.db, { attemptId, amountTzs, byUserId: admin.id, reason });
    await expect(railRefund(1000, 'Vendor cancelled')).rejects.toMatchObject({
      reason: 'payments.refund_not_paid',
    });
    await postWebhook(fake.signedEvent(toOrderReference(attemptId), 'PAYMENT RECEIVED'));

    expect((await refund({ amountTzs: 0, reason: 'x' })).statusCode).toBe(400);
    const noReason = await refund({ amountTzs: 1000, reason: ' ' });
    expect(noReason.json().error.details[0].reason).toBe('payments.refund_reason_required');
    const byAdmin = await refund({ amountTzs: 1000, reason: 'Vendor cancelled' });
    expect(byAdmin.statusCode).toBe(422);
    expect(byAdmin.json().error.reason).toBe('payments.refund_through_purpose');
    const first = await railRefund(5000, 'Vendor cancelled one item');
    expect(first).toMatchObject({ amountTzs: 5000, status: 'pending', requestedBy: admin.id });
    await expect(railRefund(15_001, 'All of it')).rejects.toMatchObject({
      reason: 'payments.refund_too_much',
      params: { max: 15_000 },
    });

    const payoutsBefore = fake.payouts.length;
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(fake.payouts.length).toBe(payoutsBefore + 1);
    expect(fake.payouts.at(-1)).toMatchObject({ amount: 5000, phoneNumber: '255754123456' });

    const detail = await t.app.inject({ url: `/api/v1/admin/payments/${attemptId}`, headers: bearer(token) });
    expect(detail.json()).toMatchObject({
      status: 'succeeded',
      refundableTzs: 0, // the pledge gives it back: no Refund form for the admin
      refunds: [{ amountTzs: 5000, status: 'pending', providerReference: expect.stringMatching(/^PO/) }],
    });
    expect(detail.json().events.map((event: { source: string }) => event.source)).toEqual([
      'push',
      'callback',
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund_requested'), eq(auditLog.targetId, attemptId)));
    expect(audits).toHaveLength(1);
    expect(
      await t.app.payments.totals(t.db, { kind: 'pledge', id: (await attemptOf(t, attemptId)).purposeId }),
    ).toEqual({ paidTzs: 20_000, refundedTzs: 5000 });
  });

  it('the admin list searches by reference or phone and filters; bad queries are refused with a reason', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const headers = bearer(await sessionTokenFor(t.db, admin));
    const { attemptId } = await startPayment(t);
    const list = async (query: string) => t.app.inject({ url: `/api/v1/admin/payments?${query}`, headers });
    expect((await list(`q=${attemptId}`)).json().payments.map((one: { id: string }) => one.id)).toEqual([
      attemptId,
    ]);
    expect((await list('q=0754123456')).json().payments.length).toBeGreaterThan(0);
    expect((await list('status=succeeded&provider=azampay')).json().payments).toEqual([]);
    const bad = await list('status=paid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].reason).toBe('payments.status_unknown');
    expect((await list('cursor=nonsense')).json().error.reason).toBe('page.cursor_invalid');
    const user = await buildUser(t.db);
    const notAdmin = await t.app.inject({
      url: '/api/v1/admin/payments',
      headers: bearer(await sessionTokenFor(t.db, user)),
    });
    expect(notAdmin.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/dev/phone?number=0754123456' })).json().error.reason).toBe(
      'payments.simulator_off',
    );
  });
});

describe('payment rail with AzamPay', () => {
  let fake: Awaited<ReturnType<typeof startAzamPayFake>>;
  let t: TestApp;
  const secret = 'azam-callback-secret-0123456789';

  beforeAll(async () => {
    fake = await startAzamPayFake();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    t = await buildTestApp({
      env: {
        PAYMENTS_PROVIDER: 'azampay',
        AZAMPAY_AUTH_URL: fake.authUrl,
        AZAMPAY_API_URL: fake.apiUrl,
        AZAMPAY_APP_NAME: fake.appName,
        AZAMPAY_CLIENT_ID: fake.clientId,
        AZAMPAY_CLIENT_SECRET: fake.clientSecret,
        AZAMPAY_API_KEY: fake.apiKey,
        PAYMENTS_CALLBACK_SECRET: secret,
      },
    });
  });
  afterEach(() => t.close());

  it('a callback counts only at the secret URL and once AzamPay confirms it', async () => {
    const { attemptId } = await startPayment(t);
    await t.app.jobs.drain();
    expect(fake.transaction(attemptId)).toMatchObject({ provider: 'Mpesa', amount: '20000' });
    const body = fake.callbackBody(attemptId, 'success');
    const post = (path: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/payments/callbacks/azampay/${path}`, payload: body });

    const guessed = await post('guess');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json().error.reason).toBe('payments.callback_forged');
    // Claimed success, but AzamPay still says pending: stored as pending, the attempt not paid.
    expect((await post(secret)).statusCode).toBe(200);
    expect((await attemptOf(t, attemptId)).status).toBe('pending');
    fake.settle(attemptId, 'SUCCESS');
    expect((await post(secret)).statusCode).toBe(200);
    expect((await post(secret)).statusCode).toBe(200);
    expect((await attemptOf(t, attemptId)).status).toBe('succeeded');
    expect(await noted(t, attemptId)).toEqual(['paid']);

    fake.next('fail', /gettransactionstatus/);
    const unconfirmed = await post(secret);
    expect(unconfirmed.statusCode).toBe(503);
    expect(unconfirmed.json().error.reason).toBe('payments.provider_unreachable');
  });
});

describe('payment rail with the simulator (the default)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('the demo phone lists the push; a 4-digit PIN approves it through the verified event path', async () => {
    const { attemptId } = await startPayment(t);
    await t.app.jobs.drain();
    const phone = await t.app.inject({ url: '/api/v1/dev/phone?number=0754123456' });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({
      phone: '+255754123456',
      pushes: [{ id: attemptId, amountTzs: 20_000, merchant: 'Sherehe', status: 'waiting' }],
    });
    expect((await t.app.inject({ url: `/api/v1/payments/${attemptId}` })).json()).toMatchObject({
      demoPhone: '+255754123456',
    });

    const approve = (pin: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/dev/phone/pushes/${attemptId}/approve`,
        payload: { pin },
      });
    const short = await approve('12');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].reason).toBe('payments.pin_invalid');
    const approved = await approve('1234');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().push.status).toBe('approved');
    expect(await attemptOf(t, attemptId)).toMatchObject({ status: 'succeeded' });
    expect(await noted(t, attemptId)).toEqual(['paid']);
    expect((await approve('1234')).json().error.reason).toBe('payments.push_answered');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dev/phone/pushes/${randomUUID()}/decline`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.reason).toBe('payments.push_not_found');
    expect((await t.app.inject({ url: '/api/v1/dev/phone?number=hello' })).json().error.reason).toBe(
      'payments.phone_invalid',
    );
  });

  it('decline fails the attempt; an unanswered prompt times out and the status query fails it', async () => {
    const declined = await startPayment(t);
    const silent = await startPayment(t);
    await t.app.jobs.drain();
    await t.app.inject({ method: 'POST', url: `/api/v1/dev/phone/pushes/${declined.attemptId}/decline` });
    expect(await attemptOf(t, declined.attemptId)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });

    await t.db.execute(
      sql`update simulator_pushes set expires_at = now() - interval '1 second' where reference = ${silent.attemptId}`,
    );
    await t.app.payments.handlers.check({ attemptId: silent.attemptId, round: 0 });
    expect(await attemptOf(t, silent.attemptId)).toMatchObject({ status: 'failed' });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dev/phone/pushes/${silent.attemptId}/approve`,
      payload: { pin: '1234' },
    });
    expect(late.statusCode).toBe(409);
  });
});
