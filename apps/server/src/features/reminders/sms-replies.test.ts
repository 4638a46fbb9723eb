// STOP replies: Africa's Talking's incoming-message callback behind its secret, and the demo phone's replies, both
// through one opt-out rule; the demo phone's inbox read from the outbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildEvent, buildPledge, freshPhone } from '../../../test/reminder-factories.ts';
import { smsOptOuts } from '../../db/schema/events.ts';

const SECRET = 'kumbukumbu-za-siri-za-sms-2026';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('the SMS gateway’s incoming messages', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMS_INBOUND_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  const optedOut = async (phone: string) =>
    (await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length > 0;
  const inbound = (secret: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/sms/inbound/${secret}`, ...form(fields) });

  it('STOP (or ACHA) ends reminders to that phone, START (or ANZA) lets them come again', async () => {
    const phone = freshPhone();
    const fields = { from: phone, to: '15000', date: '2026-11-24 18:00:00', id: 'ATXid_1', linkId: 'x' };
    const stop = await inbound(SECRET, { ...fields, text: '  stop ' });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ received: true });
    expect(await optedOut(phone)).toBe(true);
    // Said twice: still one row, still 200.
    expect((await inbound(SECRET, { ...fields, text: 'STOP' })).statusCode).toBe(200);
    expect((await inbound(SECRET, { ...fields, text: 'Anza' })).statusCode).toBe(200);
    expect(await optedOut(phone)).toBe(false);
    await inbound(SECRET, { ...fields, text: 'acha' });
    expect(await optedOut(phone)).toBe(true);
    await inbound(SECRET, { ...fields, text: 'start' });
    expect(await optedOut(phone)).toBe(false);
    // Anything else is heard and ignored.
    expect((await inbound(SECRET, { ...fields, text: 'Asante sana' })).statusCode).toBe(200);
    expect(await optedOut(phone)).toBe(false);
  });

  it('leaves an opted-out phone out of "remind now" until it says START', async () => {
    const host = await buildUser(t.db);
    const auth = bearer(await sessionTokenFor(t.db, host));
    const event = await buildEvent(t.db, { hostUserId: host.id });
    const pledge = await buildPledge(t.db, event.id);
    await inbound(SECRET, { from: pledge.phone, text: 'STOP' });
    const preview = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/reminders/preview`,
        headers: auth,
        payload: {},
      });
    expect((await preview()).json()).toMatchObject({ recipients: 0, optedOut: 1 });
    await inbound(SECRET, { from: pledge.phone, text: 'START' });
    expect((await preview()).json()).toMatchObject({ recipients: 1, optedOut: 0 });
  });

  it('answers 404 to a wrong secret, whatever the body', async () => {
    const phone = freshPhone();
    for (const secret of [`${SECRET}x`, 'short', SECRET.toUpperCase()]) {
      const refused = await inbound(secret, { from: phone, text: 'STOP' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.reason).toBe('sms.inbound_forbidden');
    }
    expect((await inbound('wrong-secret-wrong-secret', { nothing: 'here' })).statusCode).toBe(404);
    expect(await optedOut(phone)).toBe(false);
  });

  it('answers a body without from or text with a reason', async () => {
    const answer = await inbound(SECRET, { text: 'STOP' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.reason).toMatch(/^validation\./);
  });
});

describe('without SMS_INBOUND_SECRET', () => {
  it('the callback does not exist', async () => {
    const t = await buildTestApp();
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sms/inbound/anything-at-all-anything-at-all',
        ...form({ from: '+255754000999', text: 'STOP' }),
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.reason).toBe('sms.inbound_forbidden');
    } finally {
      await t.close();
    }
  });
});

describe('the demo phone', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('shows the texts sent to the number, newest first, and replies STOP then START', async () => {
    const host = await buildUser(t.db);
    const auth = bearer(await sessionTokenFor(t.db, host));
    const event = await buildEvent(t.db, { hostUserId: host.id, name: 'Kitchen party ya Zawadi' });
    const pledge = await buildPledge(t.db, event.id, { name: 'Zawadi Said', language: 'en' });
    // Her own account: the reminder may name the event.
    await buildUser(t.db, { phone: pledge.phone });
    const local = `0${pledge.phone.slice(4)}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/reminders/send`,
      headers: auth,
      payload: {},
    });
    expect(sent.json()).toEqual({ sent: 1 });
    // Delivered (logged: no SMS gateway here) and still readable on the demo phone.
    await t.app.jobs.drain();
    const inbox = await t.app.inject({ url: `/api/v1/dev/phone/texts?number=${encodeURIComponent(local)}` });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().phone).toBe(pledge.phone);
    expect(inbox.json().texts).toHaveLength(1);
    expect(inbox.json().texts[0].text).toContain('Kitchen party ya Zawadi');

    const reply = (text: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/dev/phone/replies', payload: { number: local, text } });
    expect((await reply('STOP')).json()).toEqual({ phone: pledge.phone, outcome: 'stopped' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/reminders/preview`,
      headers: auth,
      payload: {},
    });
    expect(again.json()).toMatchObject({ recipients: 0, optedOut: 1 });
    expect((await reply('Start')).json()).toEqual({ phone: pledge.phone, outcome: 'started' });
    expect((await reply('Habari')).json()).toEqual({ phone: pledge.phone, outcome: 'ignored' });

    const badNumber = await t.app.inject({ url: '/api/v1/dev/phone/texts?number=12' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().error.reason).toBe('payments.phone_invalid');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/phone/replies',
      payload: { number: local, text: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is not there when a real SMS gateway sends the texts, even with payments simulated', async () => {
    // Real numbers get real texts there: a reply from the demo phone would let anyone say STOP for someone's
    // number, and its inbox would show texts (and their links) meant for that phone.
    const sms = { delivery: 'sent' as const, send: async () => {}, close: () => {} };
    const live = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' }, sms });
    try {
      const inbox = await live.app.inject({ url: '/api/v1/dev/phone/texts?number=0754000111' });
      expect(inbox.statusCode).toBe(404);
      expect(inbox.json().error.reason).toBe('payments.simulator_off');
      const reply = await live.app.inject({
        method: 'POST',
        url: '/api/v1/dev/phone/replies',
        payload: { number: '0754000111', text: 'STOP' },
      });
      expect(reply.statusCode).toBe(404);
      expect((await live.db.select().from(smsOptOuts)).length).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('is not there when payments are not simulated', async () => {
    const off = await buildTestApp({ payments: null });
    try {
      const inbox = await off.app.inject({ url: '/api/v1/dev/phone/texts?number=0754000111' });
      expect(inbox.statusCode).toBe(404);
      expect(inbox.json().error.reason).toBe('payments.simulator_off');
      const reply = await off.app.inject({
        method: 'POST',
        url: '/api/v1/dev/phone/replies',
        payload: { number: '0754000111', text: 'STOP' },
      });
      expect(reply.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
