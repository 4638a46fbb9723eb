// Michango end to end on a real database with the payment simulator: the Contribute form (one pledge per phone, pay
// now), the contributor's page and payments, the committee's ledger (who may read and who may record), cash and
// bank payments with their receipts, reversals and refunds lowering what is paid at once, and refusals by reason.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent, buildMember } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventHistory, events, pledgePayments, pledges, smsOptOuts } from '../../db/schema/events.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { paymentAttempts, paymentRefunds } from '../../db/schema/payments.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator', PUBLIC_URL: 'https://sherehe.example' } });
});
afterEach(() => t.close());

const contribute = (code: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/public/events/${code}/pledges`,
    payload: { name: 'Asha Mrema', phone: '0754 111 222', amountTzs: 100_000, language: 'sw', ...body },
  });

async function approve(attemptId: string, answer: 'approve' | 'decline' = 'approve') {
  await t.app.jobs.drain();
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v1/dev/phone/pushes/${attemptId}/${answer}`,
    ...(answer === 'approve' ? { payload: { pin: '1234' } } : {}),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  await t.app.jobs.drain();
}

async function authOf(user: { id: string; role: 'user' | 'vendor' | 'admin' }) {
  return bearer(await sessionTokenFor(t.db, user));
}

const smsTo = (phone: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms')));

async function hostedEvent(overrides: Parameters<typeof buildEvent>[1] = {}) {
  const host = await buildUser(t.db, { name: 'Neema Mushi' });
  const event = await buildEvent(t.db, { hostUserId: host.id, ...overrides });
  return { host, event, auth: await authOf(host) };
}

describe('the Contribute form', () => {
  it('a pledge is noted and the contributor gets their link by SMS and e-mail in their language', async () => {
    const { event } = await hostedEvent();
    const first = await contribute(event.code.toLowerCase(), {
      email: 'asha@example.co.tz',
      message: 'Hongera!',
    });
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json();
    expect(made).toEqual({ attemptId: null, pledgeToken: expect.stringMatching(/^[\w-]{32}$/) });

    const texts = await smsTo('+255754111222');
    expect(texts).toHaveLength(1);
    // A number someone typed in: the text names neither the contributor nor the event (anyone could type them).
    expect(texts[0]?.body).toMatch(/^Sherehe: ahadi ya TSh 100,000 imetolewa kwa namba hii\./);
    expect(texts[0]?.body).not.toContain('Asha');
    expect(texts[0]?.body).not.toContain(event.name);
    expect(texts[0]?.body).toContain(`https://sherehe.example/event-planners/pledges/${made.pledgeToken}`);
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'asha@example.co.tz'));
    expect(mails).toHaveLength(1);
    const [row] = await t.db.select().from(pledges).where(eq(pledges.eventId, event.id));
    expect(row).toMatchObject({
      amountTzs: 100_000,
      message: 'Hongera!',
      source: 'contributor',
      language: 'sw',
    });
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history).toMatchObject([{ action: 'pledge_made', actorUserId: null }]);
  });

  it('a phone that pledged already changes nothing from the form: its owner is sent their link, the caller gets none', async () => {
    const { event, auth } = await hostedEvent();
    const made = (await contribute(event.code, { email: 'asha@example.co.tz', amountTzs: 250_000 })).json();
    const owner = await t.db.select().from(pledges).where(eq(pledges.eventId, event.id));
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/pledges/${owner[0]?.id}/payments`,
      headers: auth,
      payload: { method: 'cash', amountTzs: 100_000, receipt: 'R-1', paidOn: todayInTanzania() },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const takeover = await contribute(event.code, {
      name: 'Mvamizi',
      phone: '+255 754 111 222',
      email: 'mvamizi@example.com',
      amountTzs: 1_000,
      language: 'en',
    });
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().error.reason).toBe('pledge.phone_already_pledged');
    expect(takeover.body).not.toContain(made.pledgeToken);
    expect(await t.db.select().from(pledges).where(eq(pledges.eventId, event.id))).toEqual(owner);
    // The owner hears of it in their own language, with their own link; the caller's words are not in it.
    const last = (await smsTo('+255754111222')).at(-1)?.body ?? '';
    expect(last).toContain('ahadi ilikwisha tolewa kwa namba hii');
    expect(last).toContain(`https://sherehe.example/event-planners/pledges/${made.pledgeToken}`);
    expect(last).not.toContain('Mvamizi');
    const toCaller = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'mvamizi@example.com'));
    expect(toCaller).toEqual([]);
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history.map((entry) => entry.action).sort()).toEqual(['payment_recorded', 'pledge_made']);
  });

  it('the form never brings back a pledge the committee cancelled', async () => {
    const { event, auth } = await hostedEvent();
    await contribute(event.code, {});
    const [pledge] = await t.db.select().from(pledges).where(eq(pledges.eventId, event.id));
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/pledges/${pledge?.id}`,
      headers: auth,
      payload: { cancelled: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await contribute(event.code, { amountTzs: 5_000 });
    expect(again.json().error.reason).toBe('pledge.phone_already_pledged');
    const [after] = await t.db.select().from(pledges).where(eq(pledges.eventId, event.id));
    expect(after).toMatchObject({ amountTzs: 100_000, cancelledAt: expect.any(Date) });
  });

  it('the contributor changes their pledge from their link: not below what they paid, not once cancelled', async () => {
    const { event, auth } = await hostedEvent();
    const { pledgeToken } = (await contribute(event.code, { amountTzs: 100_000 })).json();
    const change = (amountTzs: number) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/public/pledges/${pledgeToken}`, payload: { amountTzs } });

    const raised = await change(150_000);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ amountTzs: 150_000, outstandingTzs: 150_000, status: 'pledged' });
    expect((await smsTo('+255754111222')).at(-1)?.body).toContain('sasa ni TSh 150,000');
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history.map((entry) => entry.action).sort()).toEqual(['pledge_made', 'pledge_updated']);
    expect(history.every((entry) => entry.actorUserId === null)).toBe(true);

    const [pledge] = await t.db.select().from(pledges).where(eq(pledges.eventId, event.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/pledges/${pledge?.id}/payments`,
      headers: auth,
      payload: { method: 'cash', amountTzs: 60_000, receipt: 'R-2', paidOn: todayInTanzania() },
    });
    const below = await change(50_000);
    expect(below.statusCode).toBe(422);
    expect(below.json().error).toMatchObject({
      reason: 'pledge.amount_below_paid',
      params: { paid: 60_000 },
    });
    expect((await change(60_000)).json()).toMatchObject({ amountTzs: 60_000, status: 'paid' });
    expect((await change(1.5)).statusCode).toBe(400);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/pledges/${pledge?.id}`,
      headers: auth,
      payload: { cancelled: true },
    });
    expect((await change(200_000)).json().error.reason).toBe('pledge.cancelled');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/public/pledges/unknown-token-0123456789abc',
          payload: { amountTzs: 9_000 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a closed event takes no change of pledge', async () => {
    const { event } = await hostedEvent();
    const { pledgeToken } = (await contribute(event.code, {})).json();
    await t.db.update(events).set({ status: 'closed' }).where(eq(events.id, event.id));
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/public/pledges/${pledgeToken}`,
      payload: { amountTzs: 120_000 },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.reason).toBe('event.closed');
  });

  it('a phone with an account of its own is thanked by name, with the event', async () => {
    const { event } = await hostedEvent();
    await buildUser(t.db, { phone: '+255754111222' });
    expect((await contribute(event.code, {})).statusCode).toBe(201);
    const [text] = await smsTo('+255754111222');
    expect(text?.body).toMatch(
      new RegExp(`^Asante, Asha Mrema! Ahadi yako ya TSh 100,000 kwa ${event.name}`),
    );
  });

  it('a phone that replied STOP gets no text (the e-mail still goes)', async () => {
    const { event } = await hostedEvent();
    await t.db.insert(smsOptOuts).values({ phone: '+255754111222' });
    expect((await contribute(event.code, { email: 'asha@example.co.tz' })).statusCode).toBe(201);
    expect(await smsTo('+255754111222')).toHaveLength(0);
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'asha@example.co.tz'));
    expect(mails).toHaveLength(1);
  });

  it('concurrent pledges with one phone make one pledge', async () => {
    const { event } = await hostedEvent();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => contribute(event.code, { amountTzs: n * 10_000 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db.select().from(pledges).where(eq(pledges.eventId, event.id))).toHaveLength(1);
  });

  it('a closed, past-deadline, past or hidden event refuses pledges; an unknown code is not found', async () => {
    const closed = (await hostedEvent({ status: 'closed' })).event;
    const pastDeadline = (await hostedEvent({ pledgeDeadline: addDays(todayInTanzania(), -1) })).event;
    const past = (
      await hostedEvent({ startsAt: new Date(Date.now() - 3_600_000), pledgeDeadline: todayInTanzania() })
    ).event;
    const hidden = (await hostedEvent({ hiddenAt: new Date(), hiddenReason: 'spam' })).event;
    for (const event of [closed, pastDeadline, past]) {
      const answer = await contribute(event.code, {});
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error.reason).toBe('event.closed');
    }
    const hiddenAnswer = await contribute(hidden.code, {});
    expect(hiddenAnswer.statusCode).toBe(404);
    expect(hiddenAnswer.json().error.reason).toBe('event.not_found');
    expect((await contribute('ZZZZZZ', {})).json().error.reason).toBe('event.not_found');
    expect((await contribute('not-a-code!', {})).statusCode).toBe(400);
  });

  it('pay now: the prompt goes to the phone; once approved the ledger has the payment and the contributor thanks', async () => {
    const { event, auth } = await hostedEvent();
    const placed = await contribute(event.code, { payNowTzs: 40_000 });
    expect(placed.statusCode, placed.body).toBe(201);
    const { attemptId, pledgeToken } = placed.json();
    expect(attemptId).toEqual(expect.any(String));

    const waiting = (await t.app.inject({ url: `/api/v1/public/pledges/${pledgeToken}` })).json();
    expect(waiting).toMatchObject({ openAttemptId: attemptId, paidTzs: 0, status: 'pledged' });
    const meanwhile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/pledges/${pledgeToken}/payments`,
      payload: { amountTzs: 10_000 },
    });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error.reason).toBe('pledge.payment_under_way');

    await approve(attemptId);
    const view = (await t.app.inject({ url: `/api/v1/public/pledges/${pledgeToken}` })).json();
    expect(view).toMatchObject({
      phoneMasked: '+255 754 *** 222',
      amountTzs: 100_000,
      paidTzs: 40_000,
      outstandingTzs: 60_000,
      status: 'partly_paid',
      openAttemptId: null,
      paymentsEnabled: true,
      payments: [{ amountTzs: 40_000, method: 'mobile_money', status: 'received' }],
    });
    expect(JSON.stringify(view)).not.toContain('111222');
    // The pledge's text, then the thanks (delivered by now, so its body is gone from the outbox).
    expect(await smsTo('+255754111222')).toHaveLength(2);

    const payment = await t.app.inject({ url: `/api/v1/payments/${attemptId}` });
    expect(payment.json()).toMatchObject({
      returnPath: `/event-planners/pledges/${pledgeToken}`,
      paidFor: { kind: 'pledge', eventName: event.name, outstandingTzs: 60_000, cancelled: false },
    });

    const page = (await t.app.inject({ url: `/api/v1/events/${event.id}/ledger`, headers: auth })).json();
    expect(page.totals).toMatchObject({ pledgedTzs: 100_000, paidTzs: 40_000, outstandingTzs: 60_000 });
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history.map((entry) => entry.action)).toContain('payment_received');
  });

  it('a declined prompt adds nothing; the payment page offers what is still owed', async () => {
    const { event } = await hostedEvent();
    const { attemptId, pledgeToken } = (await contribute(event.code, { payNowTzs: 30_000 })).json();
    await approve(attemptId, 'decline');
    expect(await t.db.select().from(pledgePayments)).toHaveLength(0);
    const payment = (await t.app.inject({ url: `/api/v1/payments/${attemptId}` })).json();
    expect(payment).toMatchObject({ status: 'failed', retry: { amountTzs: 100_000 } });
    expect(
      (await t.app.inject({ url: `/api/v1/public/pledges/${pledgeToken}` })).json().openAttemptId,
    ).toBeNull();
  });

  it("whoever has the payment's page tries it again towards the same phone only", async () => {
    const { event } = await hostedEvent();
    const { attemptId } = (await contribute(event.code, { payNowTzs: 30_000 })).json();
    await approve(attemptId, 'decline');
    const retry = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/payments/${attemptId}/retry`, payload });
    const elsewhere = await retry({ phone: '0655 999 888' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.reason).toBe('payments.retry_other_phone');
    const again = await retry({ phone: '+255 754 111 222' });
    expect(again.statusCode, again.body).toBe(201);
    const [newest] = await t.db
      .select({ phone: paymentAttempts.phone })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, again.json().attemptId));
    expect(newest?.phone).toBe('+255754111222');
  });
});

describe("the contributor's page", () => {
  it('pays part or all of what is owed; refuses more than is owed, nothing owed and a cancelled pledge', async () => {
    const { event, auth } = await hostedEvent();
    const { pledgeToken } = (await contribute(event.code, { amountTzs: 50_000 })).json();
    const pay = (body: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/public/pledges/${pledgeToken}/payments`, payload: body });

    const tooMuch = await pay({ amountTzs: 50_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({
      reason: 'pledge.payment_amount_invalid',
      params: { min: 1000, max: 50_000 },
    });
    expect((await pay({ amountTzs: 500 })).json().error.reason).toBe('pledge.payment_amount_invalid');
    const paid = await pay({ amountTzs: 50_000, phone: '0655 000 111' });
    expect(paid.statusCode, paid.body).toBe(201);
    await approve(paid.json().attemptId);
    const owed = await pay({ amountTzs: 1000 });
    expect(owed.statusCode).toBe(422);
    expect(owed.json().error.reason).toBe('pledge.nothing_owed');

    const other = (await contribute(event.code, { phone: '0754 999 888' })).json();
    const [row] = await t.db.select().from(pledges).where(eq(pledges.linkToken, other.pledgeToken));
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/pledges/${row?.id}`,
      headers: auth,
      payload: { cancelled: true },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', outstandingTzs: 0 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/pledges/${other.pledgeToken}/payments`,
      payload: { amountTzs: 1000 },
    });
    expect(cancelled.json().error.reason).toBe('pledge.cancelled');
    const twice = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/pledges/${row?.id}`,
      headers: auth,
      payload: { cancelled: true },
    });
    expect(twice.json().error.reason).toBe('pledge.already_cancelled');
  });

  it('an unknown link is not found; a malformed one is refused with a reason', async () => {
    const unknown = await t.app.inject({ url: `/api/v1/public/pledges/${'a'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.reason).toBe('pledge.not_found');
    const bad = await t.app.inject({ url: '/api/v1/public/pledges/short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].reason).toBe('pledge.link_invalid');
  });
});

describe("the committee's ledger", () => {
  it('the host and committee read it; a contributor or a stranger gets 404; a member may read but not record', async () => {
    const { event, auth } = await hostedEvent();
    const { pledgeToken } = (await contribute(event.code, {})).json();
    const [pledge] = await t.db.select().from(pledges).where(eq(pledges.linkToken, pledgeToken));
    const ledgerUrl = `/api/v1/events/${event.id}/ledger`;
    const detailUrl = `/api/v1/events/${event.id}/pledges/${pledge?.id}`;

    expect((await t.app.inject({ url: ledgerUrl })).statusCode).toBe(401);
    const contributor = await buildUser(t.db, { phone: '+255754111222' });
    const stranger = await buildUser(t.db);
    for (const who of [contributor, stranger]) {
      for (const url of [ledgerUrl, detailUrl]) {
        const answer = await t.app.inject({ url, headers: await authOf(who) });
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.reason).toBe('event.not_found');
      }
    }

    const member = await buildMember(t.db, event.id, 'member');
    const memberAuth = await authOf(member);
    expect((await t.app.inject({ url: ledgerUrl, headers: memberAuth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: detailUrl, headers: memberAuth })).statusCode).toBe(200);
    const record = (headers: Record<string, string>, body: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${detailUrl}/payments`,
        headers,
        payload: { amountTzs: 20_000, method: 'cash', receipt: 'R-001', ...body },
      });
    const refused = await record(memberAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe('event.not_allowed');

    const treasurer = await buildMember(t.db, event.id, 'treasurer');
    const treasurerAuth = await authOf(treasurer);
    const recorded = await record(treasurerAuth);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      paidTzs: 20_000,
      outstandingTzs: 80_000,
      status: 'partly_paid',
      payments: [{ method: 'cash', receipt: 'R-001', recordedBy: 'Kamati treasurer', status: 'received' }],
    });
    const taken = await record(treasurerAuth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      reason: 'pledge.receipt_taken',
      params: { receipt: 'R-001' },
    });
    const future = await record(treasurerAuth, { receipt: 'R-002', paidOn: addDays(todayInTanzania(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.reason).toBe('pledge.paid_on_invalid');
    const yesterday = addDays(todayInTanzania(), -1);
    const earlier = await record(treasurerAuth, { receipt: 'R-002', method: 'bank', paidOn: yesterday });
    expect(earlier.statusCode).toBe(201);
    const [bank] = await t.db.select().from(pledgePayments).where(eq(pledgePayments.receipt, 'R-002'));
    expect(bank?.paidAt.toISOString()).toBe(new Date(`${yesterday}T09:00:00Z`).toISOString());
    // The thank-you reached the contributor.
    expect((await smsTo('+255754111222')).at(-1)?.body).toContain('Tumepokea');

    // A secretary manages contributors but records no money.
    const secretary = await buildMember(t.db, event.id, 'secretary');
    expect((await record(await authOf(secretary), { receipt: 'R-9' })).statusCode).toBe(403);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/pledges`,
      headers: await authOf(secretary),
      payload: { name: 'Baba Juma', phone: '0713 000 444', amountTzs: 250_000, dueDate: yesterday },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ updated: false });
    const overdue = (await t.app.inject({ url: `${ledgerUrl}?status=overdue`, headers: auth })).json();
    expect(overdue.rows.map((row: { name: string }) => row.name)).toEqual(['Baba Juma']);
    expect((await t.app.inject({ url: ledgerUrl, headers: memberAuth })).json().totals).toMatchObject({
      pledgedTzs: 350_000,
      paidTzs: 40_000,
      contributors: 2,
    });
  });

  it('reversing cash lowers what is paid at once; refunding mobile money goes back through the rail', async () => {
    const { event, auth } = await hostedEvent();
    const { pledgeToken, attemptId } = (await contribute(event.code, { payNowTzs: 30_000 })).json();
    await approve(attemptId);
    const [pledge] = await t.db.select().from(pledges).where(eq(pledges.linkToken, pledgeToken));
    const detailUrl = `/api/v1/events/${event.id}/pledges/${pledge?.id}`;
    const cash = await t.app.inject({
      method: 'POST',
      url: `${detailUrl}/payments`,
      headers: auth,
      payload: { amountTzs: 20_000, method: 'cash', receipt: 'C-1' },
    });
    expect(cash.json().paidTzs).toBe(50_000);
    const byMethod = (method: string) =>
      cash.json().payments.find((payment: { method: string }) => payment.method === method);
    const reverse = (paymentId: string, reason = 'Recorded twice') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/payments/${paymentId}/reverse`,
        headers: auth,
        payload: { reason },
      });

    const reversed = await reverse(byMethod('cash').id);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({ paidTzs: 30_000, outstandingTzs: 70_000 });
    expect(reversed.json().payments.find((p: { method: string }) => p.method === 'cash')).toMatchObject({
      status: 'reversed',
      reversalReason: 'Recorded twice',
    });
    const again = await reverse(byMethod('cash').id);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.reason).toBe('pledge.payment_not_received');
    // A reversed receipt may be recorded again, corrected.
    const corrected = await t.app.inject({
      method: 'POST',
      url: `${detailUrl}/payments`,
      headers: auth,
      payload: { amountTzs: 2_000, method: 'cash', receipt: 'C-1' },
    });
    expect(corrected.statusCode).toBe(201);

    const refunded = await reverse(byMethod('mobile_money').id, 'Paid the wrong event');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ paidTzs: 2_000 });
    expect(
      refunded.json().payments.find((p: { method: string }) => p.method === 'mobile_money'),
    ).toMatchObject({
      status: 'refunded',
    });
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId));
    expect(refunds).toMatchObject([{ amountTzs: 30_000, reason: 'Paid the wrong event' }]);
    await t.app.jobs.drain();
    const figures = (await t.app.inject({ url: `/api/v1/events/${event.id}/ledger`, headers: auth })).json()
      .totals;
    expect(figures).toMatchObject({ paidTzs: 2_000, outstandingTzs: 98_000 });
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['payment_reversed', 'payment_refunded', 'payment_recorded']),
    );
    // An admin cannot refund it a second time behind the ledger's back.
    const admin = await buildUser(t.db, { role: 'admin' });
    const adminRefund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${attemptId}/refund`,
      headers: await authOf(admin),
      payload: { amountTzs: 1000, reason: 'again' },
    });
    expect(adminRefund.statusCode).toBe(422);
  });

  it('an event an admin hid still gives its mobile money back, and takes no new cash', async () => {
    const { event, auth } = await hostedEvent();
    const { pledgeToken, attemptId } = (await contribute(event.code, { payNowTzs: 30_000 })).json();
    await approve(attemptId);
    const [pledge] = await t.db.select().from(pledges).where(eq(pledges.linkToken, pledgeToken));
    await t.db
      .update(events)
      .set({ hiddenAt: new Date(), hiddenReason: 'scam' })
      .where(eq(events.id, event.id));
    const detailUrl = `/api/v1/events/${event.id}/pledges/${pledge?.id}`;
    const mobile = (await t.app.inject({ url: detailUrl, headers: auth })).json().payments[0];
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/payments/${mobile.id}/reverse`,
      headers: auth,
      payload: { reason: 'The event was a scam' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ paidTzs: 0 });
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId));
    expect(refunds).toMatchObject([{ amountTzs: 30_000 }]);
    const cash = await t.app.inject({
      method: 'POST',
      url: `${detailUrl}/payments`,
      headers: auth,
      payload: { amountTzs: 20_000, method: 'cash', receipt: 'C-9' },
    });
    expect(cash.statusCode).toBe(422);
    expect(cash.json().error.reason).toBe('event.hidden');
  });

  it('searches by name, phone in any form and e-mail; sorts and pages with the count of matches', async () => {
    const { event, auth } = await hostedEvent();
    const people = [
      { name: 'Asha Mrema', phone: '0754 100 001', amountTzs: 30_000, email: 'asha@example.co.tz' },
      { name: 'Baraka Said', phone: '0655 200 002', amountTzs: 10_000 },
      { name: 'Chausiku Ali', phone: '0713 300 003', amountTzs: 20_000 },
    ];
    for (const person of people) expect((await contribute(event.code, person)).statusCode).toBe(201);
    const get = async (query: string) =>
      (await t.app.inject({ url: `/api/v1/events/${event.id}/ledger?${query}`, headers: auth })).json();
    const names = (page: { rows: { name: string }[] }) => page.rows.map((row) => row.name);
    expect(names(await get('q=baraka'))).toEqual(['Baraka Said']);
    expect(names(await get('q=0713 300'))).toEqual(['Chausiku Ali']);
    expect(names(await get('q=%2B255754'))).toEqual(['Asha Mrema']);
    expect(names(await get('q=example.co'))).toEqual(['Asha Mrema']);
    expect(names(await get('q=a%25b'))).toEqual([]);
    expect(names(await get('sort=pledged&dir=asc'))).toEqual(['Baraka Said', 'Chausiku Ali', 'Asha Mrema']);
    expect(names(await get('sort=name&dir=desc'))).toEqual(['Chausiku Ali', 'Baraka Said', 'Asha Mrema']);
    const page = await get('sort=name&dir=asc&offset=1&limit=1');
    expect(page).toMatchObject({ matching: 3, rows: [{ name: 'Baraka Said', optedOut: false }] });
    expect(await get('offset=10')).toMatchObject({ matching: 3, rows: [] });
    expect((await get('status=paid')).matching).toBe(0);
  });
});

describe('bodies that are not right are answered with a reason, never a 500', () => {
  it('every route', async () => {
    const { event, auth } = await hostedEvent();
    const { pledgeToken } = (await contribute(event.code, {})).json();
    const [pledge] = await t.db.select().from(pledges).where(eq(pledges.linkToken, pledgeToken));
    const cases: { method: 'POST' | 'PATCH' | 'GET'; url: string; payloads: unknown[] }[] = [
      {
        method: 'POST',
        url: `/api/v1/public/events/${event.code}/pledges`,
        payloads: [
          {},
          { name: '', phone: '0754111222', amountTzs: 5000, language: 'sw' },
          { name: 'A', phone: '+442071234567', amountTzs: 5000, language: 'sw' },
          { name: 'A', phone: '0754111222', amountTzs: 5.5, language: 'sw' },
          { name: 'A', phone: '0754111222', amountTzs: 5000, language: 'fr' },
          { name: 'A', phone: '0754111222', amountTzs: 5000, language: 'sw', email: 'no' },
          { name: 'A', phone: '0754111222', amountTzs: 5000, language: 'sw', payNowTzs: -1 },
          { name: 'A'.repeat(500), phone: '0754111222', amountTzs: 5000, language: 'sw' },
          'not json',
          [1, 2],
        ],
      },
      {
        method: 'POST',
        url: `/api/v1/public/pledges/${pledgeToken}/payments`,
        payloads: [{}, { amountTzs: 'many' }, { amountTzs: 1000, phone: 'x' }, null],
      },
      {
        method: 'POST',
        url: `/api/v1/events/${event.id}/pledges`,
        payloads: [{}, { name: 'A', phone: '0754111333', amountTzs: 5000, dueDate: '2026-02-30' }],
      },
      {
        method: 'PATCH',
        url: `/api/v1/events/${event.id}/pledges/${pledge?.id}`,
        payloads: [{ amountTzs: 0 }, { cancelled: false }, { name: '' }],
      },
      {
        method: 'POST',
        url: `/api/v1/events/${event.id}/pledges/${pledge?.id}/payments`,
        payloads: [
          {},
          { amountTzs: 1000, method: 'cheque', receipt: 'x' },
          { amountTzs: 1000, method: 'cash', receipt: '' },
          { amountTzs: 1000, method: 'cash', receipt: 'x', paidOn: 'yesterday' },
        ],
      },
      {
        method: 'POST',
        url: `/api/v1/events/${event.id}/payments/00000000-0000-4000-8000-000000000000/reverse`,
        payloads: [{}, { reason: ' ' }, { reason: 'x'.repeat(301) }],
      },
    ];
    for (const { method, url, payloads } of cases) {
      for (const payload of payloads) {
        const answer = await t.app.inject({
          method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        expect(answer.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${answer.body}`).toBe(400);
        expect(answer.json().error.reason).toEqual(expect.any(String));
      }
    }
    for (const query of ['sort=loudest', 'status=happy', 'limit=0', 'offset=-1', 'dir=up']) {
      const answer = await t.app.inject({ url: `/api/v1/events/${event.id}/ledger?${query}`, headers: auth });
      expect(answer.statusCode, query).toBe(400);
    }
    const badIds = await t.app.inject({ url: `/api/v1/events/nope/pledges/nope`, headers: auth });
    expect(badIds.statusCode).toBe(400);
    const unknownPayment = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/payments/00000000-0000-4000-8000-000000000000/reverse`,
      headers: auth,
      payload: { reason: 'x' },
    });
    expect(unknownPayment.json().error.reason).toBe('pledge.payment_not_found');
  });
});
