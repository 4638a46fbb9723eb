// Cards sent through HTTP on a real database: by each rule (at once, pledge paid, pledge reaching an amount), to a
// guest without a phone or whose phone replied STOP, not twice to a guest holding one; resent, revoked and sent anew;
// guests reminded to answer; who may do which, and what a past or hidden event refuses.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCardTestApp, type CardTestApp, cardApi, PUBLIC_URL } from '../../../test/card-committee.ts';
import { eventHistoryOf } from '../../../test/event-factories.ts';
import { events, smsOptOuts } from '../../db/schema/events.ts';
import { eventGuests } from '../../db/schema/guests.ts';

let t: CardTestApp;
let api: ReturnType<typeof cardApi>;
beforeAll(async () => {
  t = await buildCardTestApp();
  api = cardApi(t);
});
afterAll(() => t.close());

const actionsOf = (eventId: string) => eventHistoryOf(t.db, eventId);

async function withTypes() {
  const hosted = await api.hosted();
  const { event, auth } = hosted;
  const single = await api.addType(event.id, auth, { name: 'Single', seats: 1, rule: 'now' });
  const double = await api.addType(event.id, auth, { name: 'Double', seats: 2, rule: 'pledge_paid' });
  const vip = await api.addType(event.id, auth, {
    name: 'VIP',
    seats: 3,
    rule: 'pledge_amount',
    amountTzs: 500_000,
  });
  return { ...hosted, single, double, vip };
}

describe('sending cards', () => {
  it('sends at once, or holds the card until the pledge meets the rule; a guest without a phone gets one to hand over', async () => {
    const { event, auth, single, double, vip } = await withTypes();
    const plain = await api.guest(event.id, { name: 'Asha Kisanga' });
    const noPhone = await api.guest(event.id, { name: 'Bibi Khadija', phone: null });
    const first = await api.send(event.id, auth, single.id, [plain.id, noPhone.id]);
    expect(first).toEqual({ sent: 1, waiting: 0, withoutPhone: 1, alreadyCarded: 0 });
    const [text] = await api.cardTexts(plain.phone as string);
    // A number the committee typed: the text names neither the guest nor the event.
    expect(text).toMatch(/^Sherehe: kadi ya mwaliko imetumwa kwa namba hii \(watu 1\)\./);
    expect(text).toContain('Jibu NDIYO kama utakuja au HAPANA kama hutakuja.');
    expect(text).not.toContain('Asha');
    expect(text).not.toContain(event.name);

    const row = await api.guestRow(event.id, auth, plain.id);
    expect(row?.card).toEqual({
      status: 'sent',
      code: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/),
      typeId: single.id,
      typeName: 'Single',
      seats: 1,
      sentAt: expect.any(String),
      link: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/event-planners/c/[\\w-]{43}$`)),
    });
    expect(text).toContain(row?.card?.link);
    expect((await api.guestRow(event.id, auth, noPhone.id))?.card).toMatchObject({
      status: 'sent',
      sentAt: null,
    });

    const paid = await api.contributor(event.id, 100_000, 'Joseph');
    await api.payCash(event.id, auth, paid.pledge.id, 100_000);
    const partly = await api.contributor(event.id, 100_000, 'Rehema');
    await api.payCash(event.id, auth, partly.pledge.id, 40_000);
    const none = await api.guest(event.id, { name: 'Bila ahadi' });
    const doubles = await api.send(event.id, auth, double.id, [paid.guest.id, partly.guest.id, none.id]);
    expect(doubles).toEqual({ sent: 1, waiting: 2, withoutPhone: 0, alreadyCarded: 0 });
    expect(await api.cardTexts(paid.guest.phone as string)).toHaveLength(1);
    expect(await api.cardTexts(partly.guest.phone as string)).toHaveLength(0);
    // A card's seats become its guest's.
    expect(await api.guestRow(event.id, auth, partly.guest.id)).toMatchObject({
      seats: 2,
      card: { status: 'waiting', seats: 2, sentAt: null, typeName: 'Double' },
    });

    const big = await api.contributor(event.id, 1_000_000, 'Mzee Hamisi');
    await api.payCash(event.id, auth, big.pledge.id, 500_000);
    const small = await api.contributor(event.id, 300_000, 'Agnes');
    await api.payCash(event.id, auth, small.pledge.id, 300_000);
    const vips = await api.send(event.id, auth, vip.id, [big.guest.id, small.guest.id]);
    // TSh 500,000 paid of a million meets the VIP's amount; a pledge paid in full below it does not.
    expect(vips).toEqual({ sent: 1, waiting: 1, withoutPhone: 0, alreadyCarded: 0 });

    const again = await api.send(event.id, auth, single.id, [plain.id, partly.guest.id, big.guest.id]);
    expect(again).toEqual({ sent: 0, waiting: 0, withoutPhone: 0, alreadyCarded: 3 });
    expect(await api.cardTexts(plain.phone as string)).toHaveLength(1);

    expect((await actionsOf(event.id)).filter(([action]) => action === 'cards_sent')).toEqual([
      ['cards_sent', { sent: 1, waiting: 0, withoutPhone: 1 }],
      ['cards_sent', { sent: 1, waiting: 2, withoutPhone: 0 }],
      ['cards_sent', { sent: 1, waiting: 1, withoutPhone: 0 }],
    ]);
  });

  it('texts no phone that replied STOP (the card is made to hand over)', async () => {
    const { event, auth, single } = await withTypes();
    const guest = await api.guest(event.id);
    await t.db.insert(smsOptOuts).values({ phone: guest.phone as string });
    expect(await api.send(event.id, auth, single.id, [guest.id])).toEqual({
      sent: 0,
      waiting: 0,
      withoutPhone: 1,
      alreadyCarded: 0,
    });
    expect(await api.textsTo(guest.phone as string)).toEqual([]);
    const resend = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/resend`, auth);
    expect(resend.statusCode).toBe(422);
    expect(resend.json().error.reason).toBe('card.no_phone');
  });

  it("refuses another event's guest and type, a past event and a hidden one", async () => {
    const { event, auth, single } = await withTypes();
    const other = await withTypes();
    const theirs = await api.guest(other.event.id);
    const mine = await api.guest(event.id);
    const foreignGuest = await api.call('POST', `/events/${event.id}/cards`, auth, {
      typeId: single.id,
      guestIds: [mine.id, theirs.id],
    });
    expect(foreignGuest.statusCode).toBe(404);
    expect(foreignGuest.json().error.reason).toBe('guest.not_found');
    const foreignType = await api.call('POST', `/events/${event.id}/cards`, auth, {
      typeId: other.single.id,
      guestIds: [mine.id],
    });
    expect(foreignType.statusCode).toBe(404);
    expect(foreignType.json().error.reason).toBe('card_type.not_found');
    expect((await api.guestRow(event.id, auth, mine.id))?.card).toBeNull();

    const past = await withTypes();
    const guest = await api.guest(past.event.id);
    await t.db
      .update(events)
      .set({ startsAt: new Date(`${addDays(todayInTanzania(), -1)}T12:00:00Z`) })
      .where(eq(events.id, past.event.id));
    for (const [method, url, body] of [
      ['POST', `/events/${past.event.id}/cards`, { typeId: past.single.id, guestIds: [guest.id] }],
      ['POST', `/events/${past.event.id}/cards/remind`, undefined],
    ] as const) {
      const refused = await api.call(method, url, past.auth, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.reason).toBe('card.event_past');
    }

    const hidden = await api.hosted({ hiddenAt: new Date() });
    const refused = await api.call('POST', `/events/${hidden.event.id}/cards`, hidden.auth, {
      typeId: single.id,
      guestIds: [mine.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('event.hidden');
  });

  it('are sent, resent, revoked and reminded by the host, a chair and a secretary; not by a treasurer or a member', async () => {
    const { event, auth, single } = await withTypes();
    for (const role of ['chair', 'secretary'] as const) {
      const member = await api.asMember(event.id, role);
      const guest = await api.guest(event.id);
      expect((await api.send(event.id, member, single.id, [guest.id])).sent).toBe(1);
      const resent = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/resend`, member);
      expect(resent.statusCode, resent.body).toBe(200);
      const revoked = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/revoke`, member);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((await api.call('POST', `/events/${event.id}/cards/remind`, member)).statusCode).toBe(200);
      // Reminding is allowed once in ten minutes: the next role asks in a window of its own.
      await t.db.execute(sql`delete from rate_limit_windows`);
    }
    const guest = await api.guest(event.id);
    await api.send(event.id, auth, single.id, [guest.id]);
    const calls = [
      ['/cards', { typeId: single.id, guestIds: [guest.id] }],
      [`/guests/${guest.id}/card/resend`, undefined],
      [`/guests/${guest.id}/card/revoke`, undefined],
      ['/cards/remind', undefined],
    ] as const;
    for (const role of ['treasurer', 'member'] as const) {
      const member = await api.asMember(event.id, role);
      for (const [path, body] of calls) {
        const refused = await api.call('POST', `/events/${event.id}${path}`, member, body);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json().error.reason).toBe('event.not_allowed');
      }
    }
    const stranger = await api.stranger();
    for (const [path, body] of calls) {
      const refused = await api.call('POST', `/events/${event.id}${path}`, stranger, body);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json().error.reason).toBe('event.not_found');
    }
    expect((await api.guestRow(event.id, auth, guest.id))?.card?.status).toBe('sent');
  });
});

describe("a guest's card", () => {
  it('is resent (texted again, its time moved), revoked once, then sent anew with a new code and link', async () => {
    const { event, auth, single, double } = await withTypes();
    const guest = await api.guest(event.id, { name: 'Upendo Minja' });
    await api.send(event.id, auth, single.id, [guest.id]);
    const first = (await api.guestRow(event.id, auth, guest.id))?.card;
    const resent = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/resend`, auth);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'sent', code: first?.code, link: first?.link });
    expect(resent.json().sentAt > (first?.sentAt ?? '')).toBe(true);
    expect(await api.cardTexts(guest.phone as string)).toEqual([
      expect.stringContaining(first?.link ?? '?'),
      expect.stringContaining(first?.link ?? '?'),
    ]);

    const revoked = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/revoke`, auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', code: first?.code });
    const twice = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/revoke`, auth);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.reason).toBe('card.already_revoked');
    const resendRevoked = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/resend`, auth);
    expect(resendRevoked.statusCode).toBe(422);
    expect(resendRevoked.json().error.reason).toBe('card.not_sent');
    expect((await api.guestRow(event.id, auth, guest.id))?.card?.status).toBe('revoked');

    expect((await api.send(event.id, auth, single.id, [guest.id])).sent).toBe(1);
    const anew = (await api.guestRow(event.id, auth, guest.id))?.card;
    expect(anew?.status).toBe('sent');
    expect(anew?.code).not.toBe(first?.code);
    expect(anew?.link).not.toBe(first?.link);
    expect(await api.cardTexts(guest.phone as string)).toHaveLength(3);

    // A waiting card is not resent; a guest without a card has none to resend or revoke.
    const waiting = await api.contributor(event.id, 50_000);
    await api.send(event.id, auth, double.id, [waiting.guest.id]);
    const notSent = await api.call(
      'POST',
      `/events/${event.id}/guests/${waiting.guest.id}/card/resend`,
      auth,
    );
    expect(notSent.json().error.reason).toBe('card.not_sent');
    const bare = await api.guest(event.id);
    for (const action of ['resend', 'revoke']) {
      const none = await api.call('POST', `/events/${event.id}/guests/${bare.id}/card/${action}`, auth);
      expect(none.statusCode).toBe(404);
      expect(none.json().error.reason).toBe('card.not_found');
    }
    const other = await api.hosted();
    const foreign = await api.call(
      'POST',
      `/events/${other.event.id}/guests/${guest.id}/card/revoke`,
      other.auth,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.reason).toBe('guest.not_found');

    // A guest whose phone was taken off: nothing to text it to.
    await t.db.update(eventGuests).set({ phone: null }).where(eq(eventGuests.id, guest.id));
    const noPhone = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/resend`, auth);
    expect(noPhone.json().error.reason).toBe('card.no_phone');

    expect(
      (await actionsOf(event.id)).filter(([action]) => /card_(resent|revoked)/.test(String(action))),
    ).toEqual([
      ['card_resent', { name: 'Upendo Minja' }],
      ['card_revoked', { name: 'Upendo Minja' }],
    ]);
  });
});

describe('reminding guests to answer', () => {
  it('texts each guest with a sent card who has not answered, except a phone that replied STOP', async () => {
    const { event, auth, single, double } = await withTypes();
    const silent = await api.guest(event.id, { name: 'Kimya' });
    const answered = await api.guest(event.id, { name: 'Amejibu' });
    const stopped = await api.guest(event.id, { name: 'Ameacha' });
    const noPhone = await api.guest(event.id, { name: 'Bila simu', phone: null });
    const waiting = await api.contributor(event.id, 80_000, 'Anasubiri');
    await api.send(event.id, auth, single.id, [silent.id, answered.id, stopped.id, noPhone.id]);
    await api.send(event.id, auth, double.id, [waiting.guest.id]);
    await t.db
      .update(eventGuests)
      .set({ rsvp: 'yes', rsvpSeats: 1, rsvpAt: new Date(), rsvpVia: 'card' })
      .where(eq(eventGuests.id, answered.id));
    await t.db.insert(smsOptOuts).values({ phone: stopped.phone as string });

    const reminded = await api.call('POST', `/events/${event.id}/cards/remind`, auth);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toEqual({ reminded: 1 });
    const texts = await api.cardTexts(silent.phone as string);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/^Sherehe: tafadhali jibu mwaliko uliotumwa kwa namba hii\./);
    expect(await api.cardTexts(answered.phone as string)).toHaveLength(1);
    expect(await api.cardTexts(stopped.phone as string)).toHaveLength(1);
    expect(await api.cardTexts(waiting.guest.phone as string)).toHaveLength(0);
    expect((await actionsOf(event.id)).filter(([action]) => action === 'rsvp_reminded')).toEqual([
      ['rsvp_reminded', { reminded: 1 }],
    ]);
    // Asked again at once: refused, and nobody texted twice (a list cannot be made to text a number over and over).
    const again = await api.call('POST', `/events/${event.id}/cards/remind`, auth);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.reason).toBe('request.too_many');
    expect(await api.cardTexts(silent.phone as string)).toHaveLength(2);
  });
});
