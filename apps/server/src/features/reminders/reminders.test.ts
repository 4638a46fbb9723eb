// Reminders end to end on a real database: the rules and who may change them, the day each goes out, the scheduled
// run (once per rule and pledge, however often it runs), "remind now" and its preview, and who is left out.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { addMember, buildEvent, buildPledge, payPledge } from '../../../test/reminder-factories.ts';
import { eventHistory, events, reminderSends, smsOptOuts } from '../../db/schema/events.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { sendDueReminders } from './reminder-jobs.ts';
import { type ReminderDeps, runDueReminders } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let deps: ReminderDeps;
beforeAll(async () => {
  t = await buildTestApp();
  deps = {
    db: t.db,
    jobs: t.app.jobs,
    publicUrl: t.config.PUBLIC_URL,
    inboundSecret: undefined,
    whatsAppWebhook: { appSecret: null, verifyToken: null },
    demoPhone: () => true,
  };
});
afterAll(() => t.close());

const today = todayInTanzania();

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, auth: bearer(await sessionTokenFor(t.db, user)) };
}

async function hostedEvent(overrides: Parameters<typeof buildEvent>[1] = {}) {
  const host = await signedIn({ name: 'Amina Juma' });
  const event = await buildEvent(t.db, { hostUserId: host.user.id, ...overrides });
  return { host, event };
}

const addRule = (eventId: string, auth: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/reminder-rules`,
    headers: auth,
    payload: body,
  });

async function textsTo(phone: string) {
  return t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, phone)));
}

describe('reminder rules', () => {
  it('are added and removed by the host, the chair and the secretary, read by the whole committee', async () => {
    const { host, event } = await hostedEvent();
    const roles = {} as Record<
      'chair' | 'secretary' | 'treasurer' | 'member',
      { auth: Record<string, string> }
    >;
    for (const role of ['chair', 'secretary', 'treasurer', 'member'] as const) {
      const email = `${role}-${event.id}@example.co.tz`;
      await addMember(t.db, event.id, email, role);
      roles[role] = await signedIn({ email });
    }
    const stranger = await signedIn();

    const added = await addRule(event.id, host.auth, { anchor: 'deadline', daysBefore: 3 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      anchor: 'deadline',
      daysBefore: 3,
      onlyUnpaid: true,
      minOutstandingTzs: 0,
      sendsOn: addDays(event.pledgeDeadline, -3),
      sentAt: null,
      sentCount: 0,
    });
    expect(
      (await addRule(event.id, roles.chair.auth, { anchor: 'deadline', daysBefore: 1 })).statusCode,
    ).toBe(201);
    expect(
      (await addRule(event.id, roles.secretary.auth, { anchor: 'event', daysBefore: 1 })).statusCode,
    ).toBe(201);
    for (const role of ['treasurer', 'member'] as const) {
      const refused = await addRule(event.id, roles[role].auth, { anchor: 'event', daysBefore: 2 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.reason).toBe('event.not_allowed');
      const read = await t.app.inject({
        url: `/api/v1/events/${event.id}/reminder-rules`,
        headers: roles[role].auth,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().rules).toHaveLength(3);
    }
    const hidden = await t.app.inject({
      url: `/api/v1/events/${event.id}/reminder-rules`,
      headers: stranger.auth,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.reason).toBe('event.not_found');
    expect((await addRule(event.id, stranger.auth, { anchor: 'event', daysBefore: 2 })).statusCode).toBe(404);

    const ruleId = added.json().id as string;
    const refusedDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}/reminder-rules/${ruleId}`,
      headers: roles.treasurer.auth,
    });
    expect(refusedDelete.statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}/reminder-rules/${ruleId}`,
      headers: roles.secretary.auth,
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}/reminder-rules/${ruleId}`,
      headers: host.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.reason).toBe('reminder.not_found');

    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history.filter((entry) => entry.action === 'reminder_rule_added')).toHaveLength(3);
    expect(history.filter((entry) => entry.action === 'reminder_rule_removed')).toHaveLength(1);
  });

  it('refuses a second rule for the same day, more than the maximum, and bad bodies', async () => {
    const { host, event } = await hostedEvent();
    expect((await addRule(event.id, host.auth, { anchor: 'event', daysBefore: 0 })).statusCode).toBe(201);
    const duplicate = await addRule(event.id, host.auth, {
      anchor: 'event',
      daysBefore: 0,
      onlyUnpaid: false,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.reason).toBe('reminder.duplicate');
    for (let days = 1; days < 10; days += 1) {
      expect((await addRule(event.id, host.auth, { anchor: 'event', daysBefore: days })).statusCode).toBe(
        201,
      );
    }
    const tooMany = await addRule(event.id, host.auth, { anchor: 'deadline', daysBefore: 1 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({ reason: 'reminder.too_many', params: { max: 10 } });

    const bad = [
      [{ anchor: 'wedding', daysBefore: 1 }, 'reminder.anchor_invalid'],
      [{ anchor: 'event', daysBefore: 61 }, 'reminder.days_invalid'],
      [{ anchor: 'event', daysBefore: 1.5 }, 'reminder.days_invalid'],
      [{ anchor: 'event', daysBefore: 1, minOutstandingTzs: -1 }, 'reminder.minimum_invalid'],
    ] as const;
    for (const [body, reason] of bad) {
      const answer = await addRule(event.id, host.auth, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.reason).toBe(reason);
    }
    const badRule = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}/reminder-rules/not-a-rule`,
      headers: host.auth,
    });
    expect(badRule.json().error.reason).toBe('reminder.id_invalid');
  });

  it('refuses a minimum larger than any pledge with a reason, not a 500 (the column is an integer)', async () => {
    const { host, event } = await hostedEvent();
    for (const minOutstandingTzs of [3_000_000_000, Number.MAX_SAFE_INTEGER]) {
      const answer = await addRule(event.id, host.auth, {
        anchor: 'event',
        daysBefore: 1,
        minOutstandingTzs,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.reason).toBe('reminder.minimum_invalid');
    }
    const largest = await addRule(event.id, host.auth, {
      anchor: 'event',
      daysBefore: 1,
      minOutstandingTzs: 1_000_000_000,
    });
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it("count an event rule back from the event's day in Tanzania, not in UTC", async () => {
    // 22:30 UTC is 01:30 the next day in Dar es Salaam.
    const eventDay = addDays(today, 40);
    const { host, event } = await hostedEvent({ startsAt: new Date(`${addDays(eventDay, -1)}T22:30:00Z`) });
    const rule = await addRule(event.id, host.auth, { anchor: 'event', daysBefore: 7 });
    expect(rule.json().sendsOn).toBe(addDays(eventDay, -7));
  });

  it('are refused on an event an admin hid, but still read', async () => {
    const { host, event } = await hostedEvent({ hiddenAt: new Date(), hiddenReason: 'abuse' });
    const refused = await addRule(event.id, host.auth, { anchor: 'event', daysBefore: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('event.hidden');
    const read = await t.app.inject({ url: `/api/v1/events/${event.id}/reminder-rules`, headers: host.auth });
    expect(read.statusCode).toBe(200);
  });
});

/** An event whose deadline is in two days, with one pledge of each kind the audience must tell apart. */
async function ledgerDueToday(overrides: Parameters<typeof buildEvent>[1] = {}) {
  const { host, event } = await hostedEvent({ pledgeDeadline: addDays(today, 2), ...overrides });
  const unpaid = await buildPledge(t.db, event.id, { name: 'Baraka Mwakyusa', language: 'sw' });
  const paid = await buildPledge(t.db, event.id, { name: 'Neema Mushi' });
  // Baraka and Neema have accounts with their phones: their texts may name them and the event. Juma's number was
  // only typed in, so his texts name nobody.
  for (const pledge of [unpaid, paid]) await buildUser(t.db, { phone: pledge.phone });
  await payPledge(t.db, paid, 50_000);
  const reversed = await buildPledge(t.db, event.id, { name: 'Juma Ali', language: 'en' });
  await payPledge(t.db, reversed, 50_000, 'reversed');
  const cancelled = await buildPledge(t.db, event.id, { cancelledAt: new Date() });
  const optedOut = await buildPledge(t.db, event.id);
  await t.db.insert(smsOptOuts).values({ phone: optedOut.phone });
  const owesLittle = await buildPledge(t.db, event.id, { amountTzs: 20_000 });
  await payPledge(t.db, owesLittle, 15_000);
  return { host, event, unpaid, paid, reversed, cancelled, optedOut, owesLittle };
}

describe('the scheduled run', () => {
  it('texts each matching pledge once per rule, even when it runs twice', async () => {
    const ledger = await ledgerDueToday();
    const rule = await addRule(ledger.event.id, ledger.host.auth, {
      anchor: 'deadline',
      daysBefore: 2,
      minOutstandingTzs: 10_000,
    });
    expect(rule.json().sendsOn).toBe(today);
    // Twice through the real job and its queue, as two scheduled rounds would.
    await t.app.jobs.enqueue(t.db, sendDueReminders, {});
    await t.app.jobs.enqueue(t.db, sendDueReminders, {});
    await t.app.jobs.drain();
    await runDueReminders(deps);

    expect(await textsTo(ledger.unpaid.phone)).toHaveLength(1);
    // A reversed payment does not count as paid: that pledge owes everything again.
    const [english] = await textsTo(ledger.reversed.phone);
    expect(english?.subject).toBe('');
    expect(english?.body).toMatch(/^Sherehe: a reminder of the pledge made with this number/);
    expect(english?.body).not.toContain('Juma');
    expect(english?.body).not.toContain(ledger.event.name);
    const [named] = await textsTo(ledger.unpaid.phone);
    expect(named?.body).toMatch(/^Habari Baraka, tunakukumbusha ahadi yako/);
    for (const skipped of [ledger.paid, ledger.cancelled, ledger.optedOut, ledger.owesLittle]) {
      expect(await textsTo(skipped.phone)).toEqual([]);
    }
    const sends = await t.db.select().from(reminderSends).where(eq(reminderSends.ruleId, rule.json().id));
    expect(sends.map((send) => send.pledgeId).sort()).toEqual([ledger.unpaid.id, ledger.reversed.id].sort());

    const rules = await t.app.inject({
      url: `/api/v1/events/${ledger.event.id}/reminder-rules`,
      headers: ledger.host.auth,
    });
    expect(rules.json().rules[0]).toMatchObject({ sentCount: 2, sentAt: expect.any(String) });
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, ledger.event.id));
    expect(history.find((entry) => entry.action === 'reminders_sent')).toMatchObject({
      actorUserId: null,
      details: { count: 2 },
    });
  });

  it('sends once when two runs race (two app instances)', async () => {
    const ledger = await ledgerDueToday();
    await addRule(ledger.event.id, ledger.host.auth, { anchor: 'deadline', daysBefore: 2 });
    const [first, second] = await Promise.all([runDueReminders(deps), runDueReminders(deps)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBeGreaterThanOrEqual(3);
    for (const pledge of [ledger.unpaid, ledger.reversed, ledger.owesLittle]) {
      expect(await textsTo(pledge.phone)).toHaveLength(1);
    }
    expect(await textsTo(ledger.optedOut.phone)).toEqual([]);
  });

  it('writes the text in the pledge’s language, with the amount owed, the due day, the link and STOP', async () => {
    const ledger = await ledgerDueToday({ name: 'Send-off ya Rehema' });
    await addRule(ledger.event.id, ledger.host.auth, { anchor: 'deadline', daysBefore: 2 });
    await runDueReminders(deps);
    const [swahili] = await textsTo(ledger.owesLittle.phone);
    const link = `${t.config.PUBLIC_URL}/event-planners/pledges/${ledger.owesLittle.linkToken}`;
    // A number only typed in: the text names no event (below, Baraka's account lets it name it).
    expect(swahili?.body).not.toContain('Send-off ya Rehema');
    expect((await textsTo(ledger.unpaid.phone))[0]?.body).toContain('Send-off ya Rehema');
    expect(swahili?.body).toContain('TSh 5,000');
    expect(swahili?.body).toContain(link);
    expect(swahili?.body).toContain('Jibu STOP kuacha vikumbusho');
    const [english] = await textsTo(ledger.reversed.phone);
    expect(english?.body).toContain('TZS 50,000');
    expect(english?.body).toContain('Reply STOP to stop reminders');
  });

  it('waits for its day, stops once the anchor day has passed, and leaves hidden events alone', async () => {
    const early = await ledgerDueToday();
    await addRule(early.event.id, early.host.auth, { anchor: 'deadline', daysBefore: 1 });
    const hidden = await ledgerDueToday({ hiddenAt: new Date(), hiddenReason: 'abuse' });
    // Added before the admin hid it.
    await t.db.update(events).set({ hiddenAt: null }).where(eq(events.id, hidden.event.id));
    await addRule(hidden.event.id, hidden.host.auth, { anchor: 'deadline', daysBefore: 2 });
    await t.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, hidden.event.id));
    const passed = await ledgerDueToday({
      pledgeDeadline: addDays(today, -1),
      startsAt: new Date(`${addDays(today, -1)}T12:00:00Z`),
    });
    await addRule(passed.event.id, passed.host.auth, { anchor: 'event', daysBefore: 3 });

    await runDueReminders(deps);
    for (const ledger of [early, hidden, passed]) expect(await textsTo(ledger.unpaid.phone)).toEqual([]);
    // The next day, the early rule is due.
    await runDueReminders(deps, new Date(Date.now() + 24 * 3600 * 1000));
    expect(await textsTo(early.unpaid.phone)).toHaveLength(1);
  });

  it('still reminds contributors of a closed event: closed stops new pledges, not paying those made', async () => {
    const ledger = await ledgerDueToday({ status: 'closed' });
    await addRule(ledger.event.id, ledger.host.auth, { anchor: 'deadline', daysBefore: 2 });
    await runDueReminders(deps);
    expect(await textsTo(ledger.unpaid.phone)).toHaveLength(1);
  });

  it('reaches everyone not cancelled when not only the unpaid, and thanks those who paid', async () => {
    const ledger = await ledgerDueToday();
    await addRule(ledger.event.id, ledger.host.auth, {
      anchor: 'deadline',
      daysBefore: 2,
      onlyUnpaid: false,
    });
    await runDueReminders(deps);
    const [thanks] = await textsTo(ledger.paid.phone);
    expect(thanks?.body).toMatch(/^Habari Neema, asante/);
    expect(await textsTo(ledger.cancelled.phone)).toEqual([]);
    expect(await textsTo(ledger.optedOut.phone)).toEqual([]);
  });
});

describe('remind now', () => {
  const preview = (eventId: string, auth: Record<string, string>, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${eventId}/reminders/preview`,
      headers: auth,
      payload: body,
    });
  const send = (eventId: string, auth: Record<string, string>, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${eventId}/reminders/send`,
      headers: auth,
      payload: body,
    });

  it('sends to exactly those the preview counted, records it, and waits ten minutes before another', async () => {
    const ledger = await ledgerDueToday();
    const looked = await preview(ledger.event.id, ledger.host.auth, { minOutstandingTzs: 10_000 });
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json()).toMatchObject({ recipients: 2, optedOut: 1 });
    expect(looked.json().sample.en).toContain('Hello Baraka');
    expect(looked.json().sample.sw).toContain('Habari Baraka');

    const everyone = await preview(ledger.event.id, ledger.host.auth, { onlyUnpaid: false });
    expect(everyone.json()).toMatchObject({ recipients: 4, optedOut: 1 });

    const sent = await send(ledger.event.id, ledger.host.auth, { minOutstandingTzs: 10_000 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: 2 });
    expect(await textsTo(ledger.unpaid.phone)).toHaveLength(1);
    expect(await textsTo(ledger.reversed.phone)).toHaveLength(1);
    expect(await textsTo(ledger.owesLittle.phone)).toEqual([]);
    const sends = await t.db
      .select()
      .from(reminderSends)
      .where(and(isNull(reminderSends.ruleId), eq(reminderSends.sentBy, ledger.host.user.id)));
    expect(sends.map((row) => row.pledgeId).sort()).toEqual([ledger.unpaid.id, ledger.reversed.id].sort());
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, ledger.event.id));
    expect(history.find((entry) => entry.action === 'reminders_sent')).toMatchObject({
      actorUserId: ledger.host.user.id,
      details: { count: 2 },
    });

    const soon = await send(ledger.event.id, ledger.host.auth);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.reason).toBe('request.too_many');
    expect(await textsTo(ledger.unpaid.phone)).toHaveLength(1);
  });

  it('refuses when nobody matches, and refuses the treasurer', async () => {
    const { host, event } = await hostedEvent();
    const paid = await buildPledge(t.db, event.id);
    await payPledge(t.db, paid, 50_000);
    const nobody = await send(event.id, host.auth);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error.reason).toBe('reminder.nobody');
    expect((await preview(event.id, host.auth)).json()).toEqual({
      recipients: 0,
      optedOut: 0,
      sample: { en: '', sw: '' },
    });
    // Nobody reached: the host's turn is not used up.
    await buildPledge(t.db, event.id);
    expect((await send(event.id, host.auth)).json()).toEqual({ sent: 1 });

    const email = `treasurer-${event.id}@example.co.tz`;
    await addMember(t.db, event.id, email, 'treasurer');
    const treasurer = await signedIn({ email });
    expect((await preview(event.id, treasurer.auth)).statusCode).toBe(403);
    expect((await send(event.id, treasurer.auth)).statusCode).toBe(403);
    const bad = await preview(event.id, host.auth, { minOutstandingTzs: 'lots' });
    expect(bad.json().error.reason).toBe('reminder.minimum_invalid');
  });
});
