// An event's withdrawals on a real database: sent at once when no chair or treasurer sits on the committee, approved
// by a second person when one does (the committee told), cancelled before approval, refused with a reason, raced,
// and given back to the event when the provider does not pay. The ledger balances after every step.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { appWithClickPesaPayouts } from '../../../test/payout-factories.ts';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { eventHistory, notifications, pledgePayments } from '../../db/schema/all.ts';
import { payouts, simulatorPayouts } from '../../db/schema/ledger.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { toOrderReference } from '../../platform/payments/clickpesa-checksum.ts';
import { buildEvent, buildMember } from '../events/event-test-data.ts';
import { postMichango } from '../ledger/service.ts';
import { checkPayout } from '../payouts/service.ts';

type Harness = Awaited<ReturnType<typeof appWithClickPesaPayouts>>;
let h: Harness;
let db: Database;

beforeEach(async () => {
  h = await appWithClickPesaPayouts();
  db = h.t.db;
});
afterEach(() => h.close());

const RECEIVING = '+255754900900';

/** A host, an event with 600,000 TZS of michango received by mobile money, and optionally a treasurer. */
async function eventWithMichango(options: { treasurer?: boolean } = {}) {
  const host = await buildUser(db, { phone: '+255754000001', name: 'Amina Juma' });
  const event = await buildEvent(db, host.id, { name: 'Harusi ya Amina', language: 'en' });
  await db.transaction(async (tx) => {
    for (const amountTzs of [400_000, 200_000]) {
      await postMichango(tx, { pledgePaymentId: randomUUID(), eventId: event.id, amountTzs });
    }
  });
  let treasurer: Awaited<ReturnType<typeof buildUser>> | null = null;
  if (options.treasurer) {
    treasurer = await buildUser(db, { phone: '+255754000002', name: 'Baraka Mushi' });
    await buildMember(db, event.id, '+255754000002', 'treasurer');
  }
  h.fake.registerWallet(RECEIVING.slice(1), 'AMINA JUMA');
  return {
    event,
    host: bearer(await sessionTokenFor(db, host)),
    hostId: host.id,
    treasurer: treasurer ? bearer(await sessionTokenFor(db, treasurer)) : null,
    treasurerId: treasurer?.id ?? null,
  };
}

const money = async (eventId: string, auth: Record<string, string>) => {
  const response = await h.t.app.inject({
    method: 'GET',
    url: `/api/v1/events/${eventId}/money`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ask = (eventId: string, auth: Record<string, string>, amountTzs: number, phone = '0754 900 900') =>
  h.t.app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/withdrawals`,
    headers: auth,
    payload: { amountTzs, phone },
  });

const act = (
  eventId: string,
  auth: Record<string, string>,
  withdrawalId: string,
  action: 'approve' | 'cancel',
) =>
  h.t.app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/withdrawals/${withdrawalId}/${action}`,
    headers: auth,
  });

async function ledgerBalances() {
  const rows = await selectRows<{ unbalanced: number }>(
    db,
    sql`select count(*)::int as unbalanced from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount_tzs) <> 0) t`,
  );
  expect(rows[0]?.unbalanced).toBe(0);
}

describe('a committee without a chair or treasurer', () => {
  it('sends the withdrawal at once; when the provider pays, it is withdrawn and the host is told', async () => {
    const { event, host, hostId } = await eventWithMichango();
    const before = await money(event.id, host);
    expect(before).toMatchObject({
      collectedTzs: 600_000,
      availableTzs: 600_000,
      withdrawnTzs: 0,
      needsApproval: false,
      mayWithdraw: true,
    });

    const asked = await ask(event.id, host, 250_000);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ availableTzs: 350_000, sendingTzs: 250_000 });
    expect(asked.json().withdrawals[0]).toMatchObject({
      status: 'sending',
      amountTzs: 250_000,
      accountName: 'AMINA JUMA',
      requestedByName: 'Amina Juma',
    });
    await h.t.app.jobs.drain();
    const [payout] = await db.select().from(payouts).where(eq(payouts.eventId, event.id));
    expect(payout).toMatchObject({ amountTzs: 250_000, phone: RECEIVING, vendorId: null });
    expect(h.fake.payouts).toHaveLength(1);

    h.fake.settlePayout(toOrderReference(payout?.id ?? ''), 'SUCCESS');
    await checkPayout(h.deps, payout?.id ?? '', 1);
    const after = await money(event.id, host);
    expect(after).toMatchObject({ availableTzs: 350_000, sendingTzs: 0, withdrawnTzs: 250_000 });
    expect(after.withdrawals[0].status).toBe('paid');
    const told = await db.select().from(notifications).where(eq(notifications.userId, hostId));
    expect(told.map((row) => [row.kind, row.params])).toContainEqual([
      'withdrawal.settled',
      { eventName: 'Harusi ya Amina', amountTzs: 250_000, outcome: 'paid' },
    ]);
    const actions = await db
      .select({ action: eventHistory.action })
      .from(eventHistory)
      .where(eq(eventHistory.eventId, event.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['withdrawal_requested', 'withdrawal_paid']),
    );
    await ledgerBalances();
  });

  it('gives the money back to the event when the provider does not pay, and says why', async () => {
    const { event, host } = await eventWithMichango();
    // A secretary cannot approve, so it goes at once; the committee is told all the same.
    const secretary = await buildUser(db, { phone: '+255754000006' });
    await buildMember(db, event.id, '+255754000006', 'secretary');
    // The gate officer keeps the door and is told nothing of money.
    const gate = await buildUser(db, { phone: '+255754000007' });
    await buildMember(db, event.id, '+255754000007', 'gate');
    expect((await ask(event.id, host, 600_000)).statusCode).toBe(200);
    await h.t.app.jobs.drain();
    const [payout] = await db.select().from(payouts).where(eq(payouts.eventId, event.id));
    h.fake.settlePayout(toOrderReference(payout?.id ?? ''), 'FAILED');
    await checkPayout(h.deps, payout?.id ?? '', 1);
    const after = await money(event.id, host);
    expect(after).toMatchObject({ availableTzs: 600_000, sendingTzs: 0, withdrawnTzs: 0 });
    expect(after.withdrawals[0].status).toBe('failed');
    expect(after.withdrawals[0].failureMessage).toBeTruthy();
    // Available again: a new request can take it.
    expect((await ask(event.id, host, 600_000)).statusCode).toBe(200);
    const told = await db.select().from(notifications).where(eq(notifications.userId, secretary.id));
    expect(told.map((row) => row.kind)).toEqual(['withdrawal.requested', 'withdrawal.requested']);
    expect(await db.select().from(notifications).where(eq(notifications.userId, gate.id))).toEqual([]);
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+255754000007')),
    ).toEqual([]);
    await ledgerBalances();
  });
});

describe('a committee with a treasurer', () => {
  it('waits for the treasurer, tells the committee, and never lets the one who asked approve', async () => {
    const { event, host, treasurer, treasurerId } = await eventWithMichango({ treasurer: true });
    const asked = await ask(event.id, host, 300_000);
    expect(asked.statusCode, asked.body).toBe(200);
    const waiting = asked.json().withdrawals[0];
    expect(asked.json()).toMatchObject({ needsApproval: true, availableTzs: 300_000, sendingTzs: 0 });
    expect(waiting).toMatchObject({ status: 'awaiting_approval', mayApprove: false, mayCancel: true });
    await h.t.app.jobs.drain();
    expect(h.fake.payouts).toHaveLength(0);

    // The committee is told: the treasurer's inbox and a text to the treasurer's number, with the amount.
    const inbox = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, treasurerId ?? ''));
    expect(inbox.map((row) => row.kind)).toContain('withdrawal.requested');
    const texts = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+255754000002'));
    expect(texts.map((row) => row.body).join('\n')).toContain('TZS 300,000');

    const own = await act(event.id, host, waiting.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.reason).toBe('withdrawals.own_request');

    if (!treasurer) throw new Error('no treasurer');
    const seen = (await money(event.id, treasurer)).withdrawals[0];
    expect(seen).toMatchObject({ mayApprove: true, mayCancel: true });
    const approved = await act(event.id, treasurer, waiting.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().withdrawals[0]).toMatchObject({
      status: 'sending',
      decidedByName: 'Baraka Mushi',
    });
    await h.t.app.jobs.drain();
    expect(h.fake.payouts).toHaveLength(1);

    const again = await act(event.id, treasurer, waiting.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('withdrawals.not_awaiting');
    await ledgerBalances();
  });

  it('is cancelled before approval by the one who asked, and then cannot be approved', async () => {
    const { event, host, treasurer } = await eventWithMichango({ treasurer: true });
    const { id } = (await ask(event.id, host, 100_000)).json().withdrawals[0];
    const cancelled = await act(event.id, host, id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ availableTzs: 600_000 });
    expect(cancelled.json().withdrawals[0]).toMatchObject({
      status: 'cancelled',
      decidedByName: 'Amina Juma',
    });
    if (!treasurer) throw new Error('no treasurer');
    const late = await act(event.id, treasurer, id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.reason).toBe('withdrawals.not_awaiting');
    expect(await db.select().from(payouts).where(eq(payouts.eventId, event.id))).toHaveLength(0);
  });

  it('an approval racing a cancellation ends in exactly one of them', async () => {
    const { event, host, treasurer } = await eventWithMichango({ treasurer: true });
    if (!treasurer) throw new Error('no treasurer');
    const { id } = (await ask(event.id, host, 200_000)).json().withdrawals[0];
    const [approve, cancel] = await Promise.all([
      act(event.id, treasurer, id, 'approve'),
      act(event.id, host, id, 'cancel'),
    ]);
    expect([approve.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const sent = await db.select().from(payouts).where(eq(payouts.eventId, event.id));
    expect(sent).toHaveLength(approve.statusCode === 200 ? 1 : 0);
    const after = await money(event.id, host);
    expect(after.availableTzs).toBe(approve.statusCode === 200 ? 400_000 : 600_000);
    await ledgerBalances();
  });
});

describe('refusals', () => {
  it('refuses what is below the minimum, above what is available, or while another waits; two at once make one', async () => {
    const { event, host } = await eventWithMichango({ treasurer: true });
    const small = await ask(event.id, host, 5_000);
    expect(small.statusCode).toBe(422);
    expect(small.json().error).toMatchObject({
      reason: 'withdrawals.below_minimum',
      params: { min: 10_000 },
    });
    const large = await ask(event.id, host, 600_001);
    expect(large.statusCode).toBe(422);
    expect(large.json().error).toMatchObject({
      reason: 'withdrawals.more_than_available',
      params: { available: 600_000 },
    });
    const badPhone = await ask(event.id, host, 50_000, '12345');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.reason).toBe('payments.phone_invalid');

    const both = await Promise.all([ask(event.id, host, 100_000), ask(event.id, host, 100_000)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)?.json().error.reason).toBe(
      'withdrawals.one_open',
    );
  });

  it('lets only those allowed ask, approve and see: a secretary cannot ask, a member cannot approve, a stranger sees nothing', async () => {
    const { event, host } = await eventWithMichango({ treasurer: true });
    const secretary = await buildUser(db, { phone: '+255754000003' });
    await buildMember(db, event.id, '+255754000003', 'secretary');
    const member = await buildUser(db, { phone: '+255754000004' });
    await buildMember(db, event.id, '+255754000004', 'member');
    const stranger = await buildUser(db, { phone: '+255754000005' });
    const auth = async (user: { id: string; role: 'user' | 'vendor' | 'admin' }) =>
      bearer(await sessionTokenFor(db, user));

    const bySecretary = await ask(event.id, await auth(secretary), 50_000);
    expect(bySecretary.statusCode).toBe(403);
    expect(bySecretary.json().error.reason).toBe('event.not_allowed');
    expect((await money(event.id, await auth(secretary))).mayWithdraw).toBe(false);

    const { id } = (await ask(event.id, host, 50_000)).json().withdrawals[0];
    const memberAuth = await auth(member);
    expect((await money(event.id, memberAuth)).withdrawals[0]).toMatchObject({
      mayApprove: false,
      mayCancel: false,
    });
    const byMember = await act(event.id, memberAuth, id, 'approve');
    expect(byMember.statusCode).toBe(403);
    const memberCancel = await act(event.id, memberAuth, id, 'cancel');
    expect(memberCancel.statusCode).toBe(403);
    expect(memberCancel.json().error.reason).toBe('withdrawals.not_yours');

    const strangerAuth = await auth(stranger);
    const seen = await h.t.app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}/money`,
      headers: strangerAuth,
    });
    expect(seen.statusCode).toBe(404);
    expect((await act(event.id, strangerAuth, id, 'approve')).statusCode).toBe(404);
    expect((await ask(event.id, strangerAuth, 50_000)).statusCode).toBe(404);
    // Another event's withdrawal id under this event is not found either.
    expect((await act(event.id, host, randomUUID(), 'cancel')).json().error.reason).toBe(
      'withdrawals.not_found',
    );
  });
});

it('the simulator pays a withdrawal at once and the demo phone shows it arriving', async () => {
  // The ClickPesa app above stands for production; `npm start` pays through the simulator.
  const sim = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
  try {
    const simHost = await buildUser(sim.db, { phone: '+255754000001' });
    const simEvent = await buildEvent(sim.db, simHost.id, { language: 'sw' });
    await sim.db.transaction((tx) =>
      postMichango(tx, { pledgePaymentId: randomUUID(), eventId: simEvent.id, amountTzs: 80_000 }),
    );
    const response = await sim.app.inject({
      method: 'POST',
      url: `/api/v1/events/${simEvent.id}/withdrawals`,
      headers: bearer(await sessionTokenFor(sim.db, simHost)),
      payload: { amountTzs: 80_000, phone: '0754 000 001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await sim.app.jobs.drain();
    const received = await sim.db
      .select()
      .from(simulatorPayouts)
      .where(eq(simulatorPayouts.phone, '+255754000001'));
    expect(received.map((row) => row.amountTzs)).toEqual([80_000]);
    const after = await sim.app.inject({
      method: 'GET',
      url: `/api/v1/events/${simEvent.id}/money`,
      headers: bearer(await sessionTokenFor(sim.db, simHost)),
    });
    expect(after.json()).toMatchObject({ availableTzs: 0, withdrawnTzs: 80_000 });
    expect(after.json().withdrawals[0].status).toBe('paid');
  } finally {
    await sim.close();
  }
});

it('refuses to refund a contribution whose money the committee withdrew', async () => {
  const host = await buildUser(db, { phone: '+255754000001', name: 'Amina Juma' });
  const event = await buildEvent(db, host.id, { name: 'Harusi ya Amina', language: 'en' });
  const auth = bearer(await sessionTokenFor(db, host));
  const pledged = await h.t.app.inject({
    method: 'POST',
    url: `/api/v1/public/events/${event.code}/pledges`,
    payload: {
      name: 'Juma Hassan',
      phone: '0754 111 222',
      amountTzs: 50_000,
      payNowTzs: 50_000,
      language: 'en',
    },
  });
  expect(pledged.statusCode, pledged.body).toBe(201);
  await h.t.app.jobs.drain();
  const approved = await h.t.app.inject({
    method: 'POST',
    url: `/api/v1/dev/phone/pushes/${pledged.json().attemptId}/approve`,
    payload: { pin: '1234' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  await h.t.app.jobs.drain();
  expect((await money(event.id, auth)).availableTzs).toBe(50_000);

  expect((await ask(event.id, auth, 40_000)).statusCode).toBe(200);
  await h.t.app.jobs.drain();
  const [payment] = await db.select().from(pledgePayments).where(eq(pledgePayments.eventId, event.id));
  const refund = await h.t.app.inject({
    method: 'POST',
    url: `/api/v1/events/${event.id}/payments/${payment?.id}/reverse`,
    headers: auth,
    payload: { reason: 'Paid twice by mistake' },
  });
  expect(refund.statusCode).toBe(422);
  expect(refund.json().error).toMatchObject({
    reason: 'pledge.refund_more_than_available',
    params: { available: 10_000 },
  });
  const [still] = await db.select().from(pledgePayments).where(eq(pledgePayments.eventId, event.id));
  expect(still?.status).toBe('received');
  await ledgerBalances();
});
