// Answers by text on a real database: NDIYO or HAPANA (YES or NO, any case, spaces around) from a guest's phone record
// their answer on their sent card, with the history and a thank-you text; from a number with no sent card (or a
// waiting, revoked or past one) they change nothing; STOP and START work as before.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCardTestApp,
  type CardTestApp,
  cardApi,
  freshPhone,
  INBOUND_SECRET,
} from '../../../test/card-committee.ts';
import { eventHistory, events, smsOptOuts } from '../../db/schema/events.ts';
import { eventGuests } from '../../db/schema/guests.ts';

let t: CardTestApp;
let api: ReturnType<typeof cardApi>;
beforeAll(async () => {
  t = await buildCardTestApp();
  api = cardApi(t);
});
afterAll(() => t.close());

async function reply(from: string, text: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sms/inbound/${INBOUND_SECRET}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ from, text, to: '15000' }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await t.app.jobs.drain();
}

const answerOf = async (guestId: string) => {
  const [row] = await t.db
    .select({ rsvp: eventGuests.rsvp, seats: eventGuests.rsvpSeats, via: eventGuests.rsvpVia })
    .from(eventGuests)
    .where(eq(eventGuests.id, guestId));
  return row;
};

async function carded(seats = 2) {
  const hosted = await api.hosted();
  const type = await api.addType(hosted.event.id, hosted.auth, { name: 'Familia', seats, rule: 'now' });
  const guest = await api.guest(hosted.event.id, { name: 'Mama Paulo Lyimo' });
  await api.send(hosted.event.id, hosted.auth, type.id, [guest.id]);
  return { ...hosted, type, guest, phone: guest.phone as string };
}

describe('an answer by text', () => {
  it('NDIYO says the guest comes with all their seats, HAPANA that they do not; each thanked and in the history', async () => {
    const { event, auth, guest, phone } = await carded(2);
    await reply(phone, '  ndiyo ');
    expect(await answerOf(guest.id)).toEqual({ rsvp: 'yes', seats: 2, via: 'sms' });
    expect((await api.guestRow(event.id, auth, guest.id))?.rsvp).toEqual({
      answer: 'yes',
      seats: 2,
      at: expect.any(String),
      via: 'sms',
    });
    // The event speaks Swahili; the thanks names nobody.
    expect((await api.textsTo(phone)).at(-1)).toBe(
      'Sherehe: asante, jibu lako limepokelewa: utakuja (watu 2). Ukibadili nia, jibu HAPANA.',
    );
    await reply(phone, 'Hapana');
    expect(await answerOf(guest.id)).toEqual({ rsvp: 'no', seats: 0, via: 'sms' });
    await reply(phone, 'YES');
    expect(await answerOf(guest.id)).toEqual({ rsvp: 'yes', seats: 2, via: 'sms' });
    await reply(phone, 'no');
    expect(await answerOf(guest.id)).toEqual({ rsvp: 'no', seats: 0, via: 'sms' });
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(
      history.filter((entry) => entry.action === 'guest_answered').map((entry) => entry.details),
    ).toEqual(
      expect.arrayContaining([
        { name: 'Mama Paulo Lyimo', answer: 'yes', seats: 2 },
        { name: 'Mama Paulo Lyimo', answer: 'no', seats: 0 },
      ]),
    );
    expect(history.filter((entry) => entry.action === 'guest_answered')).toHaveLength(4);
  });

  it('answers the card sent last when the phone is a guest of two events', async () => {
    const older = await carded(1);
    const newer = await api.hosted();
    const type = await api.addType(newer.event.id, newer.auth, { name: 'Double', seats: 2, rule: 'now' });
    const again = await api.guest(newer.event.id, { name: 'Mama Paulo', phone: older.phone });
    await api.send(newer.event.id, newer.auth, type.id, [again.id]);
    await reply(older.phone, 'NDIYO');
    expect(await answerOf(again.id)).toEqual({ rsvp: 'yes', seats: 2, via: 'sms' });
    expect(await answerOf(older.guest.id)).toEqual({ rsvp: null, seats: null, via: null });
  });

  it('from a number with no sent card changes nothing', async () => {
    const { event, auth, guest, phone } = await carded(1);
    const stranger = freshPhone();
    await reply(stranger, 'NDIYO');
    expect(await api.textsTo(stranger)).toEqual([]);
    expect(await answerOf(guest.id)).toEqual({ rsvp: null, seats: null, via: null });

    // A card waiting for its pledge, or revoked, is no card to answer.
    const double = await api.addType(event.id, auth, { name: 'Double', seats: 2, rule: 'pledge_paid' });
    const waiting = await api.contributor(event.id, 50_000);
    await api.send(event.id, auth, double.id, [waiting.guest.id]);
    await reply(waiting.guest.phone as string, 'NDIYO');
    expect(await answerOf(waiting.guest.id)).toEqual({ rsvp: null, seats: null, via: null });
    await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/revoke`, auth);
    await reply(phone, 'NDIYO');
    expect(await answerOf(guest.id)).toEqual({ rsvp: null, seats: null, via: null });
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(history.map((entry) => entry.action)).not.toContain('guest_answered');
  });

  it('is closed once the event has passed', async () => {
    const { event, guest, phone } = await carded(1);
    await t.db
      .update(events)
      .set({ startsAt: new Date(`${addDays(todayInTanzania(), -1)}T12:00:00Z`) })
      .where(eq(events.id, event.id));
    await reply(phone, 'NDIYO');
    expect(await answerOf(guest.id)).toEqual({ rsvp: null, seats: null, via: null });
  });

  it('leaves STOP and START as they were, and a phone that said STOP is not thanked', async () => {
    const { guest, phone } = await carded(1);
    await reply(phone, 'STOP');
    expect(await t.db.$count(smsOptOuts, eq(smsOptOuts.phone, phone))).toBe(1);
    const before = (await api.textsTo(phone)).length;
    await reply(phone, 'ndiyo.');
    expect(await answerOf(guest.id)).toEqual({ rsvp: 'yes', seats: 1, via: 'sms' });
    expect(await api.textsTo(phone)).toHaveLength(before);
    await reply(phone, 'anza');
    expect(await t.db.$count(smsOptOuts, eq(smsOptOuts.phone, phone))).toBe(0);
  });

  it('from the demo phone answers the same way, and says it did', async () => {
    const { guest, phone } = await carded(3);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/phone/replies',
      payload: { number: phone, text: 'Ndiyo' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ phone, outcome: 'answered' });
    expect(await answerOf(guest.id)).toEqual({ rsvp: 'yes', seats: 3, via: 'sms' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/phone/replies',
      payload: { number: freshPhone(), text: 'Ndiyo' },
    });
    expect(other.json().outcome).toBe('ignored');
  });
});
